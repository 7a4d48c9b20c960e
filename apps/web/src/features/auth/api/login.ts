import type { LoginInput, TokenPair } from '@app/shared/schemas/auth';
import { request } from '../../../lib/api-client';
import { storeTokens } from '../../../lib/auth-storage';

/**
 * POST /token/: exchanges email and password for a token pair. The contract (and zod with it) is
 * loaded on submit, as the login form loads its schema: /login's first load stays without zod.
 */
export async function login(input: LoginInput): Promise<TokenPair> {
  const { authContracts } = await import('@app/shared/api/contracts/auth');
  return request(authContracts.login, { body: input });
}

/** Signs in and keeps the tokens. */
export async function signIn(input: LoginInput): Promise<void> {
  storeTokens(await login(input));
}
