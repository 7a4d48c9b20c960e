import { Button } from '@mantine/core';
import { IconBrandGoogleFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { getErrorMessage } from '../../../lib/errors';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useGoogleLogin } from '../api/google-login';

/** "Sign in with Google"; shows the server's message when Google is not configured. */
export function GoogleSignInButton() {
  const { t } = useTranslation();
  const googleLogin = useGoogleLogin();
  return (
    <>
      <Button
        type="button"
        variant="default"
        fullWidth
        leftSection={<IconBrandGoogleFilled size={18} aria-hidden />}
        loading={googleLogin.isPending || googleLogin.isSuccess}
        onClick={() => googleLogin.mutate(getCurrentLanguage())}
      >
        {t('auth:login.google')}
      </Button>
      {googleLogin.isError ? (
        <FormAlert>{getErrorMessage(googleLogin.error, t('errors:googleFailed'))}</FormAlert>
      ) : null}
    </>
  );
}
