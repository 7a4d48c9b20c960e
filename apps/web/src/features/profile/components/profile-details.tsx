import { Avatar, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@app/shared/schemas/users';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </Stack>
  );
}

/** The profile in view mode. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const fullName = `${profile.first_name} ${profile.last_name}`.trim();
  return (
    <Stack gap="lg">
      <Group gap="lg" wrap="nowrap">
        <Avatar
          src={profile.avatar}
          name={fullName}
          color="indigo"
          variant="filled"
          size={88}
          radius={999}
          alt={t('profile:avatar.alt')}
        />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} fz="xl" style={{ overflowWrap: 'anywhere' }}>
            {fullName}
          </Text>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {profile.email}
          </Text>
        </Stack>
      </Group>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
        <Detail label={t('profile:fields.firstName')} value={profile.first_name} />
        <Detail label={t('profile:fields.lastName')} value={profile.last_name} />
        <Detail label={t('profile:fields.email')} value={profile.email} />
        <Detail label={t('profile:fields.phone')} value={profile.phone_number} />
        <Detail
          label={t('profile:fields.language')}
          value={t(`common:language.${profile.language}`)}
        />
        {profile.role ? (
          <Detail label={t('profile:fields.role')} value={t(`profile:roles.${profile.role}`)} />
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}
