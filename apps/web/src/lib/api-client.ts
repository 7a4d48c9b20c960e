import { API_PATHS } from '@app/shared/api/paths';
import type { TokenPair } from '@app/shared/schemas/auth';
import type { ErrorCode } from '@app/shared/api/error-codes';
import type { ErrorBody } from '@app/shared/schemas/common';
import { API_URL } from '../config/env';
import { clearSession, getAccessToken, getRefreshToken, storeTokens } from './auth-storage';
import { getCurrentLanguage } from './i18n';

/** The key of an error body that holds its stable code, not a message (§ Error codes). */
const CODE_KEY = 'error_code';

/**
 * An answer other than 2xx (or no answer at all: status 0). `body` is the API's error body,
 * `{ field: [messages], error_code }` or `{ error: message, error_code }` (docs/product-rules.md
 * § Error codes).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
    message?: string,
  ) {
    super(message ?? describeBody(body) ?? `Request failed with status ${status}`);
  }

  /**
   * The stable code the API gave (`awaiting_approval`…); undefined without an answer or code. Taken
   * as the server sent it: the list of codes stays out of the first load, and the server's answers
   * follow the same generated contract.
   */
  get code(): ErrorCode | undefined {
    const value = this.body?.[CODE_KEY];
    return typeof value === 'string' ? (value as ErrorCode) : undefined;
  }

  /** The `error` text of an `{ error }` body, if any. */
  get errorText(): string | undefined {
    const value = this.body?.error;
    return typeof value === 'string' ? value : undefined;
  }

  /** Field errors of the body as lists of messages (the `error` and `error_code` keys excluded). */
  get fieldErrors(): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const [field, value] of Object.entries(this.body ?? {})) {
      if (field === 'error' || field === CODE_KEY) continue;
      out[field] = Array.isArray(value) ? value : [value];
    }
    return out;
  }
}

/** Every message of an error body (its code left out), arrays flattened, joined with spaces. */
export function joinErrorValues(body: ErrorBody | null): string {
  return Object.entries(body ?? {})
    .filter(([key]) => key !== CODE_KEY)
    .flatMap(([, value]) => value)
    .filter((value) => typeof value === 'string' && value !== '')
    .join(' ');
}

function describeBody(body: ErrorBody | null): string | undefined {
  if (!body) return undefined;
  const text = body.error ?? body.message ?? body.detail;
  if (typeof text === 'string') return text;
  return joinErrorValues(body) || undefined;
}

export type QueryParams = Record<string, string | number | boolean | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  params?: QueryParams;
  signal?: AbortSignal;
  /** `false` for public calls (login, sign-up…): no stored token is sent, so no refresh either. */
  auth?: boolean;
};

type SessionExpiredHandler = () => void;

let onSessionExpired: SessionExpiredHandler = () => {
  window.location.assign('/login?expired=1');
};

/** The router replaces the full-page fallback with a client-side navigation. */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): void {
  onSessionExpired = handler;
}

function buildUrl(path: string, params: QueryParams = {}): string {
  const url = new URL(`${API_URL}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  url.searchParams.set('language', getCurrentLanguage());
  return url.toString();
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function toErrorBody(value: unknown): ErrorBody | null {
  if (typeof value === 'string') return { error: value };
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as ErrorBody;
  return null;
}

async function send(
  path: string,
  options: RequestOptions,
  token: string | null,
): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': getCurrentLanguage(),
  };
  // A file goes as its own bytes (the server checks its type from them); anything else as JSON.
  const isFile = options.body instanceof Blob;
  if (isFile) headers['Content-Type'] = 'application/octet-stream';
  else if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(buildUrl(path, options.params), {
      method: options.method ?? 'GET',
      headers,
      body: isFile
        ? (options.body as Blob)
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    throw toNetworkError(error);
  }
}

/** A file the API serves behind the session (a quote's source document), as a Blob. */
export async function fetchFile(path: string): Promise<Blob> {
  const token = getAccessToken();
  const response = await fetch(buildUrl(path), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, toErrorBody(await parseBody(response)));
  return response.blob();
}

/**
 * Fetches a file the API generates (an RFQ's PDF or XLSX) with the session's token and hands it
 * to the browser as a download.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await fetchFile(path));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Checked by hand: zod stays out of the first load (the shape is shared's `tokenPairSchema`). */
export function isTokenPair(value: unknown): value is TokenPair {
  if (!value || typeof value !== 'object') return false;
  const { access, refresh } = value as Record<string, unknown>;
  return typeof access === 'string' && typeof refresh === 'string';
}

let refreshing: Promise<string> | null = null;

async function requestNewAccessToken(): Promise<string> {
  const refresh = getRefreshToken();
  if (!refresh) throw new ApiError(401, null);
  const response = await send(API_PATHS.tokenRefresh, { method: 'POST', body: { refresh } }, null);
  const body = await parseBody(response);
  if (!response.ok) throw new ApiError(response.status, toErrorBody(body));
  if (!isTokenPair(body)) throw new ApiError(response.status, null, 'Malformed token answer');
  const tokens = body;
  storeTokens(tokens);
  return tokens.access;
}

/** One refresh at a time: concurrent 401s wait for the same answer. */
function refreshAccessToken(): Promise<string> {
  refreshing ??= requestNewAccessToken().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function expireSession(): void {
  clearSession();
  onSessionExpired();
}

/**
 * Sends a request with a token, and once more with a fresh one when it answered 401: one refresh
 * and one retry; if the refresh fails the session ends. Shared by both clients.
 */
export async function sendWithSession(
  sendWith: (token: string | null) => Promise<Response>,
  token: string | null,
): Promise<Response> {
  const response = await sendWith(token);
  if (response.status !== 401 || token === null) return response;
  let fresh: string;
  try {
    // Another request may already have refreshed while this one was in flight.
    const current = getAccessToken();
    fresh = current !== null && current !== token ? current : await refreshAccessToken();
  } catch (error) {
    expireSession();
    throw error instanceof ApiError ? error : new ApiError(401, null);
  }
  return sendWith(fresh);
}

/** No answer at all (offline, refused) becomes an ApiError with status 0; an abort stays one. */
export function toNetworkError(error: unknown): Error {
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new ApiError(0, null, error instanceof Error ? error.message : String(error));
}

/**
 * Sends one API request with the language and the stored access token (the older, untyped client:
 * the typed one is `lib/api.ts`).
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const token = options.auth === false ? null : getAccessToken();
  const response = await sendWithSession((bearer) => send(path, options, bearer), token);

  const body = await parseBody(response);
  if (!response.ok) throw new ApiError(response.status, toErrorBody(body));
  return body as T;
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
