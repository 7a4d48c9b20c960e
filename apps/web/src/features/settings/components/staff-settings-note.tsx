import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClipboardCheck, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { paths } from '#web/config/paths.ts';

/**
 * Account executives belong to no company, so they have no company, member or location settings:
 * the page says so and points to what they do have.
 */
export function StaffSettingsNote() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <PageTitle title={t('settings:title')} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={720}>
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('settings:staff.title')}
          </Title>
          <Text c="dimmed">{t('settings:staff.description')}</Text>
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.app.backoffice.getHref()}
              leftSection={<IconClipboardCheck size={18} aria-hidden />}
            >
              {t('settings:staff.backoffice')}
            </Button>
            <Button
              component={Link}
              to={paths.app.profile.getHref()}
              variant="default"
              leftSection={<IconUserCircle size={18} aria-hidden />}
            >
              {t('settings:staff.profile')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
