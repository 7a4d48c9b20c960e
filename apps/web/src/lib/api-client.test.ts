import { http, HttpResponse, delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountContracts } from '@app/shared/api/contracts/account';
import { authContracts } from '@app/shared/api/contracts/auth';
import { companiesContracts } from '@app/shared/api/contracts/companies';
import { locationsContracts } from '@app/shared/api/contracts/locations';
import { contractUrl } from '../testing/api-url';
import { buildLocation, buildProfile } from '../testing/app-handlers';
import { server } from '../testing/server';
import { ApiError, joinErrorValues, request, setSessionExpiredHandler } from './api-client';
import { getAccessToken, getRefreshToken, storeTokens } from './auth-storage';
import { i18n } from './i18n';

function profileAcceptingOnly(access: string, seen: string[]) {
  return http.get(contractUrl(accountContracts.profile), async ({ request }) => {
    const authorization = request.headers.get('Authorization') ?? '';
    seen.push(authorization);
    await delay(10);
    if (authorization !== `Bearer ${access}`) {
      return HttpResponse.json({ error: 'expired' }, { status: 401 });
    }
    return HttpResponse.json(buildProfile());
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
      http.get(contractUrl(accountContracts.me), ({ request }) => {
        seen = request;
        return HttpResponse.json({ id: 7 });
      }),
    );

    await expect(request(accountContracts.me)).resolves.toEqual({ id: 7 });

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
      http.post(contractUrl(authContracts.refresh), async ({ request }) => {
        refreshCalls += 1;
        refreshBody = await request.json();
        await delay(20);
        return HttpResponse.json({ access: 'fresh', refresh: 'refresh-2' });
      }),
    );

    const answers = await Promise.all([
      request(accountContracts.profile),
      request(accountContracts.profile),
    ]);

    expect(answers).toEqual([buildProfile(), buildProfile()]);
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

    const failure = await request(accountContracts.profile).catch((error: unknown) => error);

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
      http.post(contractUrl(authContracts.refresh), () =>
        HttpResponse.json({ error: 'spent' }, { status: 401 }),
      ),
    );

    await expect(
      Promise.all([request(accountContracts.profile), request(accountContracts.profile)]),
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
      http.post(contractUrl(authContracts.login), ({ request }) =>
        request.headers.has('Authorization')
          ? HttpResponse.json({ error: 'unexpected token' }, { status: 500 })
          : HttpResponse.json({ error: 'Invalid email or password.' }, { status: 401 }),
      ),
      http.post(contractUrl(authContracts.refresh), () => {
        refreshCalls += 1;
        return HttpResponse.json({ access: 'a', refresh: 'r' });
      }),
    );

    const failure = await request(authContracts.login, {
      body: { email: 'a@b.co', password: 'x' },
    }).catch((error: unknown) => error);

    expect((failure as ApiError).status).toBe(401);
    expect((failure as ApiError).errorText).toBe('Invalid email or password.');
    expect(refreshCalls).toBe(0);
  });

  it('throws an ApiError carrying the field errors and the code of a 400', async () => {
    server.use(
      http.post(contractUrl(companiesContracts.checkEmail), () =>
        HttpResponse.json(
          { email: ['Taken.'], phone_number: 'Bad.', error_code: 'validation_failed' },
          { status: 400 },
        ),
      ),
    );

    const failure = (await request(companiesContracts.checkEmail, {
      body: { email: 'ana@example.com' },
    }).catch((e: unknown) => e)) as ApiError;

    expect(failure.status).toBe(400);
    expect(failure.code).toBe('validation_failed');
    expect(failure.fieldErrors).toEqual({ email: ['Taken.'], phone_number: ['Bad.'] });
    expect(joinErrorValues(failure.body)).toBe('Taken. Bad.');
  });

  it('gives the stable code of the error body, and network_error when nothing answers', async () => {
    server.use(
      http.post(contractUrl(authContracts.login), () =>
        HttpResponse.json(
          { error: 'Invalid email or password.', error_code: 'invalid_credentials' },
          { status: 401 },
        ),
      ),
      http.get(contractUrl(accountContracts.me), () => HttpResponse.error()),
    );

    const refused = await request(authContracts.login, {
      body: { email: 'a@b.co', password: 'x' },
    }).catch((error: unknown) => error);
    const unreachable = await request(accountContracts.me).catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe('invalid_credentials');
    expect((unreachable as ApiError).status).toBe(0);
    expect((unreachable as ApiError).code).toBe('network_error');
  });

  it('refuses an answer that breaks the contract with an invalid_response ApiError naming the field', async () => {
    storeTokens({ access: 'access-1', refresh: 'refresh-1' });
    server.use(
      http.get(contractUrl(locationsContracts.list), () =>
        HttpResponse.json([{ ...buildLocation(), latitude: '12.5' }]),
      ),
    );

    const failure = await request(locationsContracts.list).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('invalid_response');
    expect((failure as ApiError).status).toBe(200);
    expect((failure as ApiError).message).toMatch(/^Unexpected answer from GET \/locations\/: /);
    expect((failure as ApiError).message).toContain('0.latitude');
  });

  it('fills path params and answers null for a 204', async () => {
    storeTokens({ access: 'access-1', refresh: 'refresh-1' });
    let deletedUrl = '';
    server.use(
      http.delete(contractUrl(locationsContracts.remove), ({ request }) => {
        deletedUrl = new URL(request.url).pathname;
        return new HttpResponse(null, { status: 204 });
      }),
    );

    await expect(request(locationsContracts.remove, { params: { id: 12 } })).resolves.toBeNull();
    expect(deletedUrl).toBe('/api/locations/12/');
  });
});
