import type { TokenPair } from '@app/shared/schemas/auth';

/** localStorage keys of the specification's "locally kept data". */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  firstName: 'firstName',
  language: 'language',
} as const;

// Storage can throw (private mode, quota, disabled cookies); a lost token only means a new login.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing else to do: the session simply will not survive a reload.
  }
}

export function getAccessToken(): string | null {
  return read(STORAGE_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return read(STORAGE_KEYS.refreshToken);
}

export function hasSession(): boolean {
  return getAccessToken() !== null || getRefreshToken() !== null;
}

export function storeTokens(tokens: TokenPair): void {
  write(STORAGE_KEYS.accessToken, tokens.access);
  write(STORAGE_KEYS.refreshToken, tokens.refresh);
}

/** Forgets the session and the cached first name (logout, failed refresh). */
export function clearSession(): void {
  write(STORAGE_KEYS.accessToken, null);
  write(STORAGE_KEYS.refreshToken, null);
  write(STORAGE_KEYS.firstName, null);
}

/** The greeting shows the cached first name before the profile has loaded. */
export function getCachedFirstName(): string | null {
  return read(STORAGE_KEYS.firstName);
}

export function cacheFirstName(firstName: string | null): void {
  write(STORAGE_KEYS.firstName, firstName);
}

export function getStoredLanguage(): string | null {
  return read(STORAGE_KEYS.language);
}

export function storeLanguage(language: string): void {
  write(STORAGE_KEYS.language, language);
}
