import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { TokenPair } from '@app/shared/schemas/auth';
import { FullScreenLoader } from '#web/components/ui/full-screen-loader.tsx';
import { paths } from '#web/config/paths.ts';
import { isTokenPair } from '#web/lib/api-client.ts';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { GOOGLE_NONCE_PARAM, takeGoogleNonce } from '../utils/google-nonce';

function parseTokens(raw: string): TokenPair | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    return isTokenPair(parsed) ? { access: parsed.access, refresh: parsed.refresh } : null;
  } catch {
    return null;
  }
}

/**
 * Where Google sign-in returns: stores the tokens when this tab started the sign-in, or carries an
 * error code to /login. The tokens leave the address bar and the history at once.
 */
export function GoogleCallback() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const rawTokens = searchParams.get('tokens');
  const error = searchParams.get('error');
  const nonce = searchParams.get(GOOGLE_NONCE_PARAM);

  useEffect(() => {
    if (rawTokens) window.history.replaceState(null, '', paths.auth.googleCallback.getHref());
    const startedHere = takeGoogleNonce(nonce);
    const tokens = rawTokens && startedHere ? parseTokens(rawTokens) : null;
    if (tokens) {
      storeTokens(tokens);
      void navigate(paths.app.dashboard.getHref(), { replace: true });
      return;
    }
    const code = rawTokens ? (startedHere ? 'googleFailed' : 'googleOtherBrowser') : error;
    void navigate(paths.auth.login.getHref({ error: code ?? undefined }), { replace: true });
  }, [rawTokens, error, nonce, navigate]);

  return <FullScreenLoader label={t('auth:googleCallback.pending')} />;
}
