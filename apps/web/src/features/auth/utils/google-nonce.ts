/**
 * Binds a Google sign-in to the tab that started it (docs/product-rules.md § Security): the nonce
 * kept in this tab's sessionStorage travels in the return address and must come back with the
 * tokens. A link carrying someone else's tokens, opened anywhere else, finds no nonce and is refused.
 */
const KEY = 'cotiza.googleNonce';

export const GOOGLE_NONCE_PARAM = 'nonce';

/** A fresh nonce for a sign-in this tab is starting. */
export function startGoogleNonce(): string {
  const nonce = crypto.randomUUID();
  sessionStorage.setItem(KEY, nonce);
  return nonce;
}

/** Whether the nonce that came back is the one this tab kept; either way it is used up. */
export function takeGoogleNonce(returned: string | null): boolean {
  const kept = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return kept !== null && returned !== null && kept === returned;
}
