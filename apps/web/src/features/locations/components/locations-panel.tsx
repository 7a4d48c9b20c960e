import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconMapPinOff, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location } from '@app/shared/schemas/locations';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { useCreateLocation } from '../api/create-location';
import { useDeleteLocation } from '../api/delete-location';
import { useLocations } from '#web/api/locations.ts';
import { useUpdateLocation } from '../api/update-location';
import { useLocationTypeNames } from '../hooks/use-location-type-names';
import { LocationCard } from './location-card';
import { LocationForm } from './location-form';
import { showNotice } from '#web/components/ui/notify.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';

/** Which form is open: none, the add form, or the edit form of one location. */
type Editing = { mode: 'none' } | { mode: 'add' } | { mode: 'edit'; id: number };

/** My Locations: list, add form, per-item edit form, delete after confirmation. */
export function LocationsPanel({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const locations = useLocations();
  const types = useLocationTypeNames();
  const createLocation = useCreateLocation();
  const updateLocation = useUpdateLocation();
  const deleteLocation = useDeleteLocation();
  const [editing, setEditing] = useState<Editing>({ mode: 'none' });
  const close = () => setEditing({ mode: 'none' });
  const saved = (message: string) => {
    close();
    showNotice(message);
  };

  const confirmDelete = (location: Location) =>
    modals.openConfirmModal({
      title: t('my-locations:delete.title'),
      centered: true,
      children: <Text size="sm">{t('my-locations:delete.body', { name: location.name })}</Text>,
      labels: { confirm: t('my-locations:delete.confirm'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        deleteLocation.mutate(location.id, {
          onSuccess: () => showNotice(t('my-locations:messages.deleted')),
          onError: () => showNotice(t('errors:deleteLocationFailed'), 'error'),
        }),
    });

  const list = locations.data ?? [];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Title order={2} fz="lg">
              {t('my-locations:title')}
            </Title>
            <Text size="sm" c="dimmed">
              {canManage ? t('my-locations:description') : t('my-locations:readOnly')}
            </Text>
          </Stack>
          {canManage && editing.mode !== 'add' ? (
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => setEditing({ mode: 'add' })}
            >
              {t('my-locations:actions.add')}
            </Button>
          ) : null}
        </Group>
        {editing.mode === 'add' ? (
          <Paper withBorder radius="md" p="md" bg="gray.0">
            <Stack gap="md">
              <Title order={3} fz="md">
                {t('my-locations:form.addTitle')}
              </Title>
              <LocationForm
                isSaving={createLocation.isPending}
                failureMessage={t('errors:addLocationFailed')}
                onCancel={close}
                onSubmit={async (values) => {
                  await createLocation.mutateAsync(values);
                  saved(t('my-locations:messages.added'));
                }}
              />
            </Stack>
          </Paper>
        ) : null}
        <QueryState query={locations} errorMessage={t('errors:fetchLocationsFailed')} />
        {locations.data && list.length === 0 && editing.mode !== 'add' ? (
          <EmptyState
            icon={<IconMapPinOff size={24} />}
            title={t('my-locations:empty.title')}
            description={
              canManage ? t('my-locations:empty.description') : t('my-locations:empty.readOnly')
            }
          />
        ) : null}
        {list.length > 0 ? (
          <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('my-locations:title')}>
            {list.map((location) =>
              editing.mode === 'edit' && editing.id === location.id ? (
                <Paper
                  key={location.id}
                  component="li"
                  withBorder
                  radius="lg"
                  p="md"
                  bg="gray.0"
                  style={{ listStyle: 'none' }}
                >
                  <Stack gap="md">
                    <Title order={3} fz="md">
                      {t('my-locations:form.editTitle', { name: location.name })}
                    </Title>
                    <LocationForm
                      location={location}
                      isSaving={updateLocation.isPending}
                      failureMessage={t('errors:updateLocationFailed')}
                      onCancel={close}
                      onSubmit={async (values) => {
                        await updateLocation.mutateAsync({ id: location.id, ...values });
                        saved(t('my-locations:messages.updated'));
                      }}
                    />
                  </Stack>
                </Paper>
              ) : (
                <LocationCard
                  key={location.id}
                  location={location}
                  typeName={types.nameOf(location.location_type)}
                  canManage={canManage}
                  isDeleting={deleteLocation.isPending && deleteLocation.variables === location.id}
                  onEdit={() => setEditing({ mode: 'edit', id: location.id })}
                  onDelete={() => confirmDelete(location)}
                />
              ),
            )}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
