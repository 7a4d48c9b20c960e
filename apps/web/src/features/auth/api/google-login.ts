import type { Language } from '@app/shared/constants/domain';
import type { GoogleLoginInput } from '@app/shared/schemas/auth';
import { paths } from '../../../config/paths';
import { request } from '../../../lib/api-client';
import { GOOGLE_NONCE_PARAM, startGoogleNonce } from '../utils/google-nonce';

/**
 * POST /users/google/login/: the provider's authorization URL. Without Google configured the
 * server answers 503 `{ error, code: 'google_not_configured' }`, thrown as an ApiError. The
 * contract is loaded on click: the button is on /login, whose first load leaves zod out.
 */
export async function startGoogleLogin(input: GoogleLoginInput): Promise<string> {
  const { authContracts } = await import('@app/shared/api/contracts/auth');
  const answer = await request(authContracts.googleLogin, { body: input });
  return answer.authorization_url;
}

/** The provider's page for a sign-in that comes back to this app's /google-callback. */
export function googleAuthorizationUrl(language: Language): Promise<string> {
  const callbackUrl = new URL(paths.auth.googleCallback.getHref(), window.location.origin);
  callbackUrl.searchParams.set(GOOGLE_NONCE_PARAM, startGoogleNonce());
  return startGoogleLogin({ callback_url: callbackUrl.href, language });
}
