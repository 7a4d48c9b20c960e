import { Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormCard } from '#web/components/layout/form-card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { paths } from '#web/config/paths.ts';
import { useActivateAccount } from '../api/activate-account';

/** Activates the account from the mailed link and shows the result. */
export function ActivateAccount({ uidb64, token }: { uidb64: string; token: string }) {
  const { t } = useTranslation();
  const activation = useActivateAccount({ uidb64, token });
  return (
    <FormCard title={t('auth:activate.title')}>
      {activation.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('auth:activate.pending')}</Text>
        </Group>
      ) : activation.isSuccess ? (
        <FormAlert tone="success">
          {activation.data.message || t('common:messages.activated')}
        </FormAlert>
      ) : (
        <FormAlert>{t('errors:activationFailed')}</FormAlert>
      )}
      <Group grow>
        <Button component={Link} to={paths.landing.getHref()} variant="default">
          {t('common:actions.goHome')}
        </Button>
        {activation.isSuccess ? (
          <Button component={Link} to={paths.auth.login.getHref()}>
            {t('auth:activate.goToLogin')}
          </Button>
        ) : null}
      </Group>
    </FormCard>
  );
}
