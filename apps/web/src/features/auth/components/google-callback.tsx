import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { TokenPair } from '@app/shared/schemas/auth';
import { FullScreenLoader } from '../../../components/ui/full-screen-loader';
import { paths } from '../../../config/paths';
import { isTokenPair } from '../../../lib/api-client';
import { storeTokens } from '../../../lib/auth-storage';

function parseTokens(raw: string): TokenPair | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    return isTokenPair(parsed) ? { access: parsed.access, refresh: parsed.refresh } : null;
  } catch {
    return null;
  }
}

/** Where Google sign-in returns: stores the tokens, or carries the error to /login. */
export function GoogleCallback() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const rawTokens = searchParams.get('tokens');
  const error = searchParams.get('error');

  useEffect(() => {
    const tokens = rawTokens ? parseTokens(rawTokens) : null;
    if (tokens) {
      storeTokens(tokens);
      void navigate(paths.app.dashboard.getHref(), { replace: true });
      return;
    }
    const message = error ?? (rawTokens ? t('errors:googleFailed') : undefined);
    void navigate(paths.auth.login.getHref({ error: message }), { replace: true });
  }, [rawTokens, error, navigate, t]);

  return <FullScreenLoader label={t('auth:googleCallback.pending')} />;
}
