import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';

/** Replaces the form after sign-up: an account executive will be in touch. */
export function SignupSuccess() {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="md" role="status" py="md">
      <ThemeIcon size={64} radius="xl" color="green.8" variant="light" aria-hidden>
        <IconMailCheck size={34} />
      </ThemeIcon>
      <Title order={2} fz={24}>
        {t('signup:success.title')}
      </Title>
      <Text c="gray.8" maw={420}>
        {t('signup:success.body')}
      </Text>
      <Button component={Link} to={paths.auth.login.getHref()} mt="sm">
        {t('signup:success.login')}
      </Button>
    </Stack>
  );
}
