import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Location } from '@app/shared/schemas/locations';
import { showNotice } from '#web/components/ui/notify.tsx';
import { useCreateLocation } from '../api/create-location';
import { LocationForm } from './location-form';

/**
 * Adds a job site where another form needs one (the RFQ editor's delivery place): the locations
 * form, starting as a job site; `onAdded` gets the saved location.
 */
export function AddJobSite({
  onAdded,
  onCancel,
}: {
  onAdded: (location: Location) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const createLocation = useCreateLocation();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('my-locations:form.addJobSiteTitle')}
        </Title>
        <LocationForm
          initialType="JOB_SITE"
          isSaving={createLocation.isPending}
          failureMessage={t('errors:addLocationFailed')}
          onCancel={onCancel}
          onSubmit={async (values) => {
            const location = await createLocation.mutateAsync(values);
            showNotice(t('my-locations:messages.added'), 'success');
            onAdded(location);
          }}
        />
      </Stack>
    </Paper>
  );
}
