/**
 * The only module that reads `import.meta.env` (docs/architecture.md § The web app's layout). Values are fixed at build time, except
 * the Sentry DSN, which the server may also inject at start time through
 * `window.__COTIZA_CONFIG__` (set by a same-origin script, so the CSP stays `script-src 'self'`).
 */
import { API_BASE } from '@app/shared/api/paths';

declare global {
  interface Window {
    __COTIZA_CONFIG__?: { sentryDsn?: string };
  }
}

function readString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Base address of the API; `VITE_API_URL` overrides the same-origin `/api`. */
export const API_URL: string = (readString(import.meta.env.VITE_API_URL) ?? API_BASE).replace(
  /\/$/,
  '',
);

/** Build mode, used to label error reports. */
export const APP_MODE: string = import.meta.env.MODE;

/** Sentry DSN: start-time configuration first, then the build-time `VITE_SENTRY_DSN`. */
export function getSentryDsn(): string | undefined {
  const runtime = typeof window === 'undefined' ? undefined : window.__COTIZA_CONFIG__?.sentryDsn;
  return readString(runtime) ?? readString(import.meta.env.VITE_SENTRY_DSN);
}
