import createClient, { createQuerySerializer } from 'openapi-fetch';
import { API_BASE } from '@app/shared/api/paths';
import type { paths } from '@app/shared/api/openapi-types';
import { API_URL } from '../config/env';
import { ApiError, sendWithSession, toErrorBody, toNetworkError } from './api-client';
import { getAccessToken } from './auth-storage';
import { getCurrentLanguage } from './i18n';

/**
 * The typed API client (docs/decisions/020-api-contract-openapi.md § The API contract):
 * openapi-fetch over the `paths` generated from the API's own OpenAPI document, so a call's path,
 * method, path and query parameters, body and answer are checked by the compiler against the
 * routes. It keeps what the older client does: the language (query and header), the bearer token,
 * one refresh and retry on a 401, the session-expired handler, and ApiError with the error body and
 * its code.
 */

/** The document's paths begin with `/api`; the client's base is the API's origin. */
const baseUrl = new URL(
  API_URL.endsWith(API_BASE) ? API_URL.slice(0, -API_BASE.length) || '/' : API_URL,
  window.location.origin,
)
  .toString()
  .replace(/\/$/, '');

const serializeQuery = createQuerySerializer();

/** Every call names its language in the query, as the API reads it first. */
function querySerializer(query: Record<string, unknown>): string {
  return serializeQuery({ ...query, language: getCurrentLanguage() });
}

function sessionFetch(withToken: boolean) {
  return (request: Request): Promise<Response> => {
    request.headers.set('Accept', 'application/json');
    request.headers.set('Accept-Language', getCurrentLanguage());
    const token = withToken ? getAccessToken() : null;
    // The body is read by the first send: a retry after a refresh sends a copy.
    const copy = token === null ? null : request.clone();
    let isFirst = true;
    return sendWithSession(async (bearer) => {
      const outgoing = isFirst ? request : (copy ?? request);
      isFirst = false;
      if (bearer) outgoing.headers.set('Authorization', `Bearer ${bearer}`);
      try {
        return await fetch(outgoing);
      } catch (error) {
        throw toNetworkError(error);
      }
    }, token);
  };
}

/** Calls behind the session (the access token, refreshed once on a 401). */
export const apiClient = createClient<paths>({
  baseUrl,
  querySerializer,
  fetch: sessionFetch(true),
});

/** Public calls (sign-in, sign-up, answer links): no stored token is sent, so no refresh either. */
export const publicApiClient = createClient<paths>({
  baseUrl,
  querySerializer,
  fetch: sessionFetch(false),
});

type Answer<D> = { data?: D; error?: unknown; response: Response };

/**
 * The answer's body when the call succeeded; an ApiError (status, error body, `code`) otherwise.
 * `const project = await call(apiClient.GET('/api/projects/{id}/', { params: { path: { id } } }))`.
 */
export async function call<D>(pending: Promise<Answer<D>>): Promise<D> {
  const { data, error, response } = await pending;
  if (!response.ok) {
    // An empty answer comes back as '' from openapi-fetch: no body, as the older client has it.
    throw new ApiError(response.status, error === '' ? null : toErrorBody(error ?? null));
  }
  return data as D;
}
