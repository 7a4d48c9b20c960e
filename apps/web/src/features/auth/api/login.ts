import { API_PATHS } from '@app/shared/api/paths';
import type { LoginInput, TokenPair } from '@app/shared/schemas/auth';
import { ApiError, api, isTokenPair } from '#web/lib/api-client.ts';
import { storeTokens } from '#web/lib/auth-storage.ts';

/** POST /token/: exchanges email and password for a token pair. */
export async function login(input: LoginInput): Promise<TokenPair> {
  const answer = await api.post<unknown>(API_PATHS.token, input, { auth: false });
  if (!isTokenPair(answer)) throw new ApiError(200, null, 'Malformed token answer');
  return answer;
}

/** Signs in and keeps the tokens. */
export async function signIn(input: LoginInput): Promise<void> {
  storeTokens(await login(input));
}
