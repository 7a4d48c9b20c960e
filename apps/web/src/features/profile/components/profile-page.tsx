import { Button, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { useProfile } from '../api/get-profile';
import { ChangePasswordForm } from './change-password-form';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';
import { SectionCard } from './section-card';
import { QueryState } from '#web/components/ui/query-state.tsx';

/** /in/profile: view and edit the profile (cancel reloads it), and change the password. */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const [isEditing, setIsEditing] = useState(false);
  const data = profile.data;

  return (
    <Stack gap="xl" maw={880}>
      <PageTitle title={t('profile:title')} description={t('profile:subtitle')} />
      <QueryState query={profile} errorMessage={t('errors:fetchProfileFailed')} />
      {data ? (
        <SectionCard
          title={t('profile:details.title')}
          description={isEditing ? t('profile:details.editing') : undefined}
          action={
            isEditing ? null : (
              <Button
                variant="light"
                leftSection={<IconPencil size={18} aria-hidden />}
                onClick={() => setIsEditing(true)}
                loading={profile.isFetching}
              >
                {t('profile:details.edit')}
              </Button>
            )
          }
        >
          {isEditing ? (
            <ProfileForm
              profile={data}
              onSaved={() => setIsEditing(false)}
              onCancel={() => {
                setIsEditing(false);
                // Cancel reloads the profile (docs/product-rules.md § Screens).
                void profile.refetch();
              }}
            />
          ) : (
            <ProfileDetails profile={data} />
          )}
        </SectionCard>
      ) : null}
      <SectionCard
        title={t('profile:password.title')}
        description={t('profile:password.description')}
      >
        <ChangePasswordForm />
      </SectionCard>
    </Stack>
  );
}
