import { Button } from '@mantine/core';
import { IconBrandGoogleFilled } from '@tabler/icons-react';
import { useEffect, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { getErrorMessage } from '#web/lib/errors.ts';
import { getCurrentLanguage } from '#web/lib/i18n.ts';
import { googleAuthorizationUrl } from '../api/google-login';

/**
 * Spins from the moment the browser leaves for Google. A user who comes back with the browser's
 * Back button may get this page from the back-forward cache, spinner and all, so it stops then.
 */
function useLeavingForGoogle(): [boolean, () => void] {
  const [isLeaving, setIsLeaving] = useState(false);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setIsLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  return [isLeaving, () => setIsLeaving(true)];
}

/**
 * "Sign in with Google": asks the API for the provider's page and leaves for it; shows the
 * server's message when Google is not configured. The button keeps spinning while the browser
 * leaves, so a second click cannot start a second sign-in.
 */
export function GoogleSignInButton() {
  const { t } = useTranslation();
  const [isStarting, startTransition] = useTransition();
  const [isLeaving, markLeaving] = useLeavingForGoogle();
  const [failure, setFailure] = useState<unknown>(null);

  const start = () => {
    setFailure(null);
    startTransition(async () => {
      try {
        const authorizationUrl = await googleAuthorizationUrl(getCurrentLanguage());
        markLeaving();
        window.location.assign(authorizationUrl);
      } catch (error) {
        setFailure(error);
      }
    });
  };

  return (
    <>
      <Button
        type="button"
        variant="default"
        fullWidth
        leftSection={<IconBrandGoogleFilled size={18} aria-hidden />}
        loading={isStarting || isLeaving}
        onClick={start}
      >
        {t('auth:login.google')}
      </Button>
      {failure ? <FormAlert>{getErrorMessage(failure, t('errors:googleFailed'))}</FormAlert> : null}
    </>
  );
}
