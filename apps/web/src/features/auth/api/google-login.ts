import { API_PATHS } from '@app/shared/api/paths';
import type { Language } from '@app/shared/constants/domain';
import type { GoogleLoginInput } from '@app/shared/schemas/auth';
import { paths } from '#web/config/paths.ts';
import { ApiError, api } from '#web/lib/api-client.ts';
import { GOOGLE_NONCE_PARAM, startGoogleNonce } from '../utils/google-nonce';

/**
 * POST /users/google/login/: the provider's authorization URL. Without Google configured the
 * server answers `{ error }` (with or without an error status), which is thrown as an ApiError.
 */
export async function startGoogleLogin(input: GoogleLoginInput): Promise<string> {
  const answer = await api.post<{ authorization_url?: unknown; error?: unknown }>(
    API_PATHS.googleLogin,
    input,
    { auth: false },
  );
  if (typeof answer?.authorization_url === 'string') return answer.authorization_url;
  const message = typeof answer?.error === 'string' ? answer.error : undefined;
  throw new ApiError(200, message ? { error: message } : null);
}

/** The provider's page for a sign-in that comes back to this app's /google-callback. */
export function googleAuthorizationUrl(language: Language): Promise<string> {
  const callbackUrl = new URL(paths.auth.googleCallback.getHref(), window.location.origin);
  callbackUrl.searchParams.set(GOOGLE_NONCE_PARAM, startGoogleNonce());
  return startGoogleLogin({ callback_url: callbackUrl.href, language });
}
