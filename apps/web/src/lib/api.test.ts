import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import { apiUrl } from '../testing/handlers';
import { server } from '../testing/server';
import { apiClient, call, publicApiClient } from './api';
import { ApiError, setSessionExpiredHandler } from './api-client';
import { getAccessToken, storeTokens } from './auth-storage';
import { i18n } from './i18n';

describe('typed api client', () => {
  afterEach(() => {
    setSessionExpiredHandler(() => {});
  });

  it('sends the language as header and query parameter with the bearer token, and fills the path', async () => {
    storeTokens({ access: 'access-1', refresh: 'refresh-1' });
    await i18n.changeLanguage('es');
    let seen: Request | undefined;
    server.use(
      http.get(apiUrl(API_PATHS.project(42)), ({ request }) => {
        seen = request;
        return HttpResponse.json({ id: 42, name: 'Torre Norte' });
      }),
    );

    const project = await call(
      apiClient.GET('/api/projects/{id}/', { params: { path: { id: 42 } } }),
    );

    expect(project).toMatchObject({ id: 42, name: 'Torre Norte' });
    expect(seen?.headers.get('Accept-Language')).toBe('es');
    expect(new URL(seen?.url ?? '').searchParams.get('language')).toBe('es');
    expect(seen?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('refreshes on a 401 and sends the same body again with the new token', async () => {
    storeTokens({ access: 'stale', refresh: 'refresh-1' });
    const bodies: unknown[] = [];
    server.use(
      http.patch(apiUrl(API_PATHS.companyMine), async ({ request }) => {
        bodies.push(await request.json());
        if (request.headers.get('Authorization') !== 'Bearer fresh') {
          return HttpResponse.json(
            { error: 'expired', error_code: 'token_invalid' },
            { status: 401 },
          );
        }
        return HttpResponse.json({ id: 1, name: 'Obras Norte' });
      }),
      http.post(apiUrl(API_PATHS.tokenRefresh), () =>
        HttpResponse.json({ access: 'fresh', refresh: 'refresh-2' }),
      ),
    );

    const company = await call(
      apiClient.PATCH('/api/stakeholders/mine/', { body: { name: 'Obras Norte' } }),
    );

    expect(company).toMatchObject({ name: 'Obras Norte' });
    expect(bodies).toEqual([{ name: 'Obras Norte' }, { name: 'Obras Norte' }]);
    expect(getAccessToken()).toBe('fresh');
  });

  it('ends the session when the refresh is refused', async () => {
    storeTokens({ access: 'stale', refresh: 'spent' });
    let expired = 0;
    setSessionExpiredHandler(() => {
      expired += 1;
    });
    server.use(
      http.get(apiUrl(API_PATHS.locations), () =>
        HttpResponse.json({ error: 'expired', error_code: 'token_invalid' }, { status: 401 }),
      ),
      http.post(apiUrl(API_PATHS.tokenRefresh), () =>
        HttpResponse.json({ error: 'spent', error_code: 'token_invalid' }, { status: 401 }),
      ),
    );

    const failure = await call(apiClient.GET('/api/locations/')).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(expired).toBe(1);
    expect(getAccessToken()).toBeNull();
  });

  it('throws an ApiError with the code and field errors of a refusal, without a token on public calls', async () => {
    storeTokens({ access: 'access-1', refresh: 'refresh-1' });
    let authorization: string | null = 'unset';
    server.use(
      http.post(apiUrl(API_PATHS.token), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json(
          { error: 'Your registration is waiting…', error_code: 'awaiting_approval' },
          { status: 403 },
        );
      }),
    );

    const failure = (await call(
      publicApiClient.POST('/api/token/', { body: { email: 'a@b.co', password: 'x' } }),
    ).catch((e: unknown) => e)) as ApiError;

    expect(authorization).toBeNull();
    expect(failure.status).toBe(403);
    expect(failure.code).toBe('awaiting_approval');
    expect(failure.errorText).toBe('Your registration is waiting…');
    expect(failure.fieldErrors).toEqual({});
  });

  it('answers status 0 when the API cannot be reached', async () => {
    server.use(http.get(apiUrl(API_PATHS.locations), () => HttpResponse.error()));

    const failure = await call(apiClient.GET('/api/locations/')).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(0);
  });

  it('has no error body when a failed answer is empty', async () => {
    server.use(
      http.get(apiUrl(API_PATHS.locations), () => new HttpResponse(null, { status: 500 })),
    );

    const failure = (await call(apiClient.GET('/api/locations/')).catch(
      (e: unknown) => e,
    )) as ApiError;

    expect(failure.status).toBe(500);
    expect(failure.body).toBeNull();
    expect(failure.message).toBe('Request failed with status 500');
  });
});
