import {
  fillPath,
  successStatus,
  type Contract,
  type ContractBody,
  type ContractParams,
  type ContractQuery,
  type ContractResponse,
} from '@app/shared/api/contract';
import { isErrorCode, type ClientErrorCode, type ErrorCode } from '@app/shared/api/error-codes';
import type { TokenPair } from '@app/shared/schemas/auth';
import type { ErrorBody } from '@app/shared/schemas/common';
import { API_URL } from '../config/env';
import { clearSession, getAccessToken, getRefreshToken, storeTokens } from './auth-storage';
import { getCurrentLanguage } from './i18n';

/*
 * Nothing here imports zod: this file is in /login's first load. A contract brings its schemas
 * with it, so first-load callers import their contract lazily (see features/auth/api/login.ts).
 */

/**
 * An answer other than 2xx (or no answer at all: status 0). `body` is the API's error body,
 * `{ field: [messages], error_code }` or `{ error: message, error_code }`; `code` is its stable
 * error code to branch on (docs/product-rules.md § Errors).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ErrorCode | ClientErrorCode;

  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
    message?: string,
    code?: ClientErrorCode,
  ) {
    super(message ?? describeBody(body) ?? `Request failed with status ${status}`);
    const bodyCode = body?.error_code;
    this.code = isErrorCode(bodyCode)
      ? bodyCode
      : (code ?? (status === 0 ? 'network_error' : 'unknown'));
  }

  /** The `error` text of an `{ error }` body, if any. */
  get errorText(): string | undefined {
    const value = this.body?.error;
    return typeof value === 'string' ? value : undefined;
  }

  /** Field errors of the body as lists of messages (`error` and `error_code` excluded). */
  get fieldErrors(): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const [field, value] of Object.entries(this.body ?? {})) {
      if (field === 'error' || field === 'error_code') continue;
      out[field] = Array.isArray(value) ? value : [value];
    }
    return out;
  }
}

/** Every message of an error body (the code left out), arrays flattened, joined with spaces. */
export function joinErrorValues(body: ErrorBody | null): string {
  return Object.entries(body ?? {})
    .filter(([key]) => key !== 'error_code')
    .flatMap(([, value]) => value)
    .filter((value) => typeof value === 'string' && value !== '')
    .join(' ');
}

function describeBody(body: ErrorBody | null): string | undefined {
  if (!body) return undefined;
  if (typeof body.error === 'string') return body.error;
  return joinErrorValues(body) || undefined;
}

type QueryParams = Record<string, string | number | boolean | undefined>;

type SendOptions = {
  method: Contract['method'];
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
};

type SessionExpiredHandler = () => void;

let onSessionExpired: SessionExpiredHandler = () => {
  window.location.assign('/login?expired=1');
};

/** The router replaces the full-page fallback with a client-side navigation. */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): void {
  onSessionExpired = handler;
}

function buildUrl(path: string, query: QueryParams = {}): string {
  const url = new URL(`${API_URL}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  url.searchParams.set('language', getCurrentLanguage());
  return url.toString();
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toErrorBody(value: unknown): ErrorBody | null {
  if (typeof value === 'string') return { error: value };
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as ErrorBody;
  return null;
}

async function send(path: string, options: SendOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': getCurrentLanguage(),
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, null, error instanceof Error ? error.message : String(error));
  }
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
  // Loaded when first needed: the auth contracts bring zod, which /login's first load leaves out.
  const { authContracts } = await import('@app/shared/api/contracts/auth');
  const tokens = await request(authContracts.refresh, { body: { refresh } });
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
 * Sends one request with the language and, unless `isPublic`, the stored access token. A 401 on
 * a request that carried a token triggers one refresh and one retry; if the refresh fails the
 * session ends. Answers the status and parsed body of a 2xx; throws ApiError otherwise.
 */
async function sendWithSession(
  path: string,
  options: SendOptions,
  isPublic: boolean,
): Promise<{ status: number; body: unknown }> {
  const token = isPublic ? null : getAccessToken();
  let response = await send(path, options, token);

  if (response.status === 401 && token !== null) {
    let fresh: string;
    try {
      // Another request may already have refreshed while this one was in flight.
      const current = getAccessToken();
      fresh = current !== null && current !== token ? current : await refreshAccessToken();
    } catch (error) {
      expireSession();
      throw error instanceof ApiError ? error : new ApiError(401, null);
    }
    response = await send(path, options, fresh);
  }

  const body = await parseBody(response);
  if (!response.ok) throw new ApiError(response.status, toErrorBody(body));
  return { status: response.status, body };
}

type Field<Name extends string, T> = [T] extends [never]
  ? { [K in Name]?: never }
  : { [K in Name]: T };

/** What a call of the contract takes: its path params, query and body, each when it has one. */
export type RequestInput<C extends Contract> = Field<'params', ContractParams<C>> &
  Field<'query', ContractQuery<C>> &
  Field<'body', ContractBody<C>> & { signal?: AbortSignal };

type RequestArgs<C extends Contract> =
  Record<string, never> extends Omit<RequestInput<C>, 'signal'>
    ? [input?: RequestInput<C>]
    : [input: RequestInput<C>];

/**
 * Calls the endpoint a contract describes: builds the URL from its path and params, sends the
 * token unless the contract is public, and checks the answer with the contract's response schema
 * (a malformed answer throws ApiError with code `invalid_response`). Errors throw ApiError.
 */
export async function request<C extends Contract>(
  contract: C,
  ...[input]: RequestArgs<C>
): Promise<ContractResponse<C>> {
  const { params, query, body, signal } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: QueryParams;
    body?: unknown;
    signal?: AbortSignal;
  };
  const path = fillPath(contract, params);
  const answer = await sendWithSession(
    path,
    { method: contract.method, body, query, signal },
    contract.auth === 'public',
  );
  const schema =
    contract.responses[answer.status as 200] ?? contract.responses[successStatus(contract)];
  const parsed = schema?.safeParse(answer.body);
  if (!parsed?.success) {
    const detail = parsed?.error.issues
      .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
      .join('; ');
    throw new ApiError(
      answer.status,
      null,
      `Unexpected answer from ${contract.method} ${path}${detail ? `: ${detail}` : ''}`,
      'invalid_response',
    );
  }
  return parsed.data as ContractResponse<C>;
}
