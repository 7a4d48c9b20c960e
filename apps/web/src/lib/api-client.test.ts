import { http, HttpResponse, delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import { apiUrl } from '../testing/handlers';
import { server } from '../testing/server';
import { ApiError, api, joinErrorValues, setSessionExpiredHandler } from './api-client';
import { getAccessToken, getRefreshToken, storeTokens } from './auth-storage';
import { i18n } from './i18n';

function profileAcceptingOnly(access: string, seen: string[]) {
  return http.get(apiUrl(API_PATHS.profile), async ({ request }) => {
    const authorization = request.headers.get('Authorization') ?? '';
    seen.push(authorization);
    await delay(10);
    if (authorization !== `Bearer ${access}`) {
      return HttpResponse.json({ error: 'expired' }, { status: 401 });
    }
    return HttpResponse.json({ first_name: 'Ana' });
  });
}

describe('api client', () => {
  afterEach(() => {
    setSessionExpiredHandler(() => {});
  });

  it('sends the current language as header and query parameter, and the bearer token', async () => {
    storeTokens({ access: 'access-1', refresh: 'refresh-1' });
    await i18n.changeLanguage('es');
    let seen: Request | undefined;
    server.use(
      http.get(apiUrl(API_PATHS.me), ({ request }) => {
        seen = request;
        return HttpResponse.json({ id: 7 });
      }),
    );

    await expect(api.get(API_PATHS.me)).resolves.toEqual({ id: 7 });

    expect(seen?.headers.get('Accept-Language')).toBe('es');
    expect(new URL(seen?.url ?? '').searchParams.get('language')).toBe('es');
    expect(seen?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('refreshes once for concurrent 401s and retries both requests with the new token', async () => {
    storeTokens({ access: 'stale', refresh: 'refresh-1' });
    const seen: string[] = [];
    let refreshCalls = 0;
    let refreshBody: unknown;
    server.use(
      profileAcceptingOnly('fresh', seen),
      http.post(apiUrl(API_PATHS.tokenRefresh), async ({ request }) => {
        refreshCalls += 1;
        refreshBody = await request.json();
        await delay(20);
        return HttpResponse.json({ access: 'fresh', refresh: 'refresh-2' });
      }),
    );

    const answers = await Promise.all([api.get(API_PATHS.profile), api.get(API_PATHS.profile)]);

    expect(answers).toEqual([{ first_name: 'Ana' }, { first_name: 'Ana' }]);
    expect(refreshCalls).toBe(1);
    expect(refreshBody).toEqual({ refresh: 'refresh-1' });
    expect(seen.filter((value) => value === 'Bearer fresh')).toHaveLength(2);
    expect(getAccessToken()).toBe('fresh');
    expect(getRefreshToken()).toBe('refresh-2');
  });

  it('retries a request only once', async () => {
    storeTokens({ access: 'stale', refresh: 'refresh-1' });
    const seen: string[] = [];
    server.use(profileAcceptingOnly('never', seen));

    const failure = await api.get(API_PATHS.profile).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(seen).toEqual(['Bearer stale', 'Bearer access-2']);
  });

  it('clears the tokens and ends the session when the refresh fails', async () => {
    storeTokens({ access: 'stale', refresh: 'spent' });
    window.localStorage.setItem('firstName', 'Ana');
    const onExpired = vi.fn();
    setSessionExpiredHandler(onExpired);
    server.use(
      profileAcceptingOnly('fresh', []),
      http.post(apiUrl(API_PATHS.tokenRefresh), () =>
        HttpResponse.json({ error: 'spent' }, { status: 401 }),
      ),
    );

    await expect(
      Promise.all([api.get(API_PATHS.profile), api.get(API_PATHS.profile)]),
    ).rejects.toBeInstanceOf(ApiError);

    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(window.localStorage.getItem('firstName')).toBeNull();
    expect(onExpired).toHaveBeenCalled();
  });

  it('does not refresh for a public call such as login', async () => {
    storeTokens({ access: 'stale', refresh: 'refresh-1' });
    let refreshCalls = 0;
    server.use(
      http.post(apiUrl(API_PATHS.token), ({ request }) =>
        request.headers.has('Authorization')
          ? HttpResponse.json({ error: 'unexpected token' }, { status: 500 })
          : HttpResponse.json({ error: 'Invalid email or password.' }, { status: 401 }),
      ),
      http.post(apiUrl(API_PATHS.tokenRefresh), () => {
        refreshCalls += 1;
        return HttpResponse.json({ access: 'a', refresh: 'r' });
      }),
    );

    const failure = await api
      .post(API_PATHS.token, { email: 'a@b.co', password: 'x' }, { auth: false })
      .catch((error: unknown) => error);

    expect((failure as ApiError).status).toBe(401);
    expect((failure as ApiError).errorText).toBe('Invalid email or password.');
    expect(refreshCalls).toBe(0);
  });

  it('throws an ApiError carrying the field errors of a 400', async () => {
    server.use(
      http.post(apiUrl(API_PATHS.register), () =>
        HttpResponse.json({ email: ['Taken.'], phone_number: 'Bad.' }, { status: 400 }),
      ),
    );

    const failure = (await api
      .post(API_PATHS.register, {}, { auth: false })
      .catch((e: unknown) => e)) as ApiError;

    expect(failure.status).toBe(400);
    expect(failure.fieldErrors).toEqual({ email: ['Taken.'], phone_number: ['Bad.'] });
    expect(joinErrorValues(failure.body)).toBe('Taken. Bad.');
  });

  it('exposes the stable error code and keeps it out of the field errors and the joined text', async () => {
    server.use(
      http.post(apiUrl(API_PATHS.register), () =>
        HttpResponse.json(
          { email: ['A user with this email already exists.'], error_code: 'user_exists' },
          { status: 400 },
        ),
      ),
    );

    const failure = (await api
      .post(API_PATHS.register, {}, { auth: false })
      .catch((e: unknown) => e)) as ApiError;

    expect(failure.code).toBe('user_exists');
    expect(failure.fieldErrors).toEqual({ email: ['A user with this email already exists.'] });
    expect(joinErrorValues(failure.body)).toBe('A user with this email already exists.');
  });

  it('has no code when the body carries none', async () => {
    server.use(
      http.get(apiUrl(API_PATHS.profile), () =>
        HttpResponse.json({ error: 'Odd.' }, { status: 418 }),
      ),
    );

    const failure = (await api.get(API_PATHS.profile).catch((e: unknown) => e)) as ApiError;

    expect(failure.code).toBeUndefined();
    expect(failure.errorText).toBe('Odd.');
  });
});
