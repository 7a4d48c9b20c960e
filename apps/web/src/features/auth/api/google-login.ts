import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import type { Language } from '@app/shared/constants/domain';
import type { GoogleLoginInput } from '@app/shared/schemas/auth';
import { ApiError, api } from '../../../lib/api-client';

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

/** Starts Google sign-in and leaves for the provider's page. */
export function useGoogleLogin() {
  return useMutation({
    mutationFn: (language: Language) =>
      startGoogleLogin({ callback_url: `${window.location.origin}/google-callback`, language }),
    onSuccess: (authorizationUrl) => {
      window.location.assign(authorizationUrl);
    },
  });
}
