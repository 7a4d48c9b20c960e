import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcStates } from '../../db/schema/index.ts';
import { createCompany, createMember, uniqueEmail } from '../../../test/factories.ts';
import {
  startOidcProvider,
  type OidcProvider,
  type OidcUser,
} from '../../../test/oidc-provider.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const LOGIN = '/api/users/google/login/';
const CALLBACK_URL = 'http://cotiza.test/google-callback';
const REDIRECT_URI = 'http://cotiza.test/api/users/google/callback/';
const MESSAGES = {
  noAccount: 'There is no active account for this Google email.',
  noAccountEs: 'No hay una cuenta activa para este correo de Google.',
  unverified: 'Google has not verified this email address.',
  failed: 'Google sign-in failed. Please try again.',
  stateInvalid: 'The Google sign-in request expired or was already used. Please try again.',
  notAllowed: 'This return address is not allowed.',
  notConfigured: 'Google sign-in is not configured.',
  notConfiguredEs: 'El inicio de sesión con Google no está configurado.',
};

const googleEnv = (issuerUrl: string) => ({
  GOOGLE_CLIENT_ID: 'cotiza-test',
  GOOGLE_CLIENT_SECRET: 'secret',
  GOOGLE_ISSUER_URL: issuerUrl,
});

describe('Sign in with Google', () => {
  let provider: OidcProvider;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startOidcProvider();
    t = await createTestApp({ env: googleEnv(provider.issuerUrl) });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  /** This test's browser: the binding cookie it got from the API, sent back as a browser would. */
  let browserCookie: string | undefined;

  async function startLogin(
    options: { language?: 'en' | 'es'; callbackUrl?: string } = {},
  ): Promise<URL> {
    const response = await t.request({
      method: 'POST',
      url: LOGIN,
      payload: {
        callback_url: options.callbackUrl ?? CALLBACK_URL,
        language: options.language ?? 'en',
      },
      headers: browserCookie ? { cookie: browserCookie } : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    const setCookie = String(response.headers['set-cookie'] ?? '');
    browserCookie = setCookie.split(';')[0];
    return new URL(response.json<{ authorization_url: string }>().authorization_url);
  }

  /** Visits the provider as the browser would; answers the API callback path it redirects to. */
  async function authorize(authorizationUrl: URL): Promise<string> {
    const response = await fetch(authorizationUrl, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    return `${location.pathname}${location.search}`;
  }

  /** The provider's redirect, opened by this test's browser or, with `cookie`, by another one. */
  async function callback(path: string, cookie = browserCookie): Promise<URL> {
    const response = await t.request({
      method: 'GET',
      url: path,
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    return new URL(String(response.headers.location));
  }

  async function signInWithGoogle(user: OidcUser, language: 'en' | 'es' = 'en'): Promise<URL> {
    provider.setNextUser(user);
    return callback(await authorize(await startLogin({ language })));
  }

  function expectLanding(location: URL, base = CALLBACK_URL) {
    expect(`${location.origin}${location.pathname}`).toBe(base);
  }

  it('signs in the active user with that verified email and lands on callback_url with working tokens', async () => {
    const company = await createCompany(t);
    const authorizationUrl = await startLogin();
    expect(authorizationUrl.origin).toBe(provider.issuerUrl);
    expect(authorizationUrl.searchParams.get('client_id')).toBe('cotiza-test');
    expect(authorizationUrl.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(authorizationUrl.searchParams.get('response_type')).toBe('code');
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizationUrl.searchParams.get('scope')).toContain('openid');
    const state = authorizationUrl.searchParams.get('state') ?? '';
    const [kept] = await t.database.db.select().from(oidcStates).where(eq(oidcStates.state, state));
    expect(kept).toMatchObject({
      nonce: authorizationUrl.searchParams.get('nonce'),
      callbackUrl: CALLBACK_URL,
      usedAt: null,
    });
    expect(kept!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(kept!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000 + 5_000);

    provider.setNextUser({ email: company.ownerEmail.toUpperCase(), name: 'Olga Owner' });
    const location = await callback(await authorize(authorizationUrl));
    expectLanding(location);
    expect(location.href).toContain('tokens=%7B%22access%22%3A%22');
    const tokens = JSON.parse(location.searchParams.get('tokens') ?? '') as {
      access: string;
      refresh: string;
    };
    expect(Object.keys(tokens).sort()).toEqual(['access', 'refresh']);
    const profile = await t.request({
      method: 'GET',
      url: '/api/users/profile/',
      token: tokens.access,
    });
    expect(profile.statusCode).toBe(200);
    const refreshed = await t.request({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: tokens.refresh },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('lands on callback_url with an error code the web page words, never a free text it would show', async () => {
    const email = uniqueEmail('stranger');
    const english = await signInWithGoogle({ email });
    expectLanding(english);
    expect(english.searchParams.get('tokens')).toBeNull();
    expect(english.searchParams.get('error')).toBe('googleNoAccount');

    const spanish = await signInWithGoogle({ email }, 'es');
    expect(spanish.searchParams.get('error')).toBe('googleNoAccount');
  });

  it('refuses an inactive account', async () => {
    const company = await createCompany(t);
    const member = await createMember(t, company, 'BUYER', { isActive: false });
    const location = await signInWithGoogle({ email: member.email });
    expectLanding(location);
    expect(location.searchParams.get('error')).toBe('googleNoAccount');
  });

  it('refuses an email the provider has not verified', async () => {
    const company = await createCompany(t);
    const location = await signInWithGoogle({ email: company.ownerEmail, emailVerified: false });
    expectLanding(location);
    expect(location.searchParams.get('tokens')).toBeNull();
    expect(location.searchParams.get('error')).toBe('googleEmailUnverified');
  });

  it('lands on callback_url with an error when the user cancels at the provider', async () => {
    provider.setNextUser({ email: uniqueEmail() });
    provider.denyNextAuthorization();
    const location = await callback(await authorize(await startLogin()));
    expectLanding(location);
    expect(location.searchParams.get('error')).toBe('googleFailed');
  });

  it('refuses a tampered state and sends the browser to the web app, never elsewhere', async () => {
    const company = await createCompany(t);
    provider.setNextUser({ email: company.ownerEmail });
    const path = await authorize(await startLogin());
    const tampered = new URL(path, 'http://x');
    tampered.searchParams.set('state', `${tampered.searchParams.get('state')}x`);
    tampered.searchParams.set('callback_url', 'http://evil.com/');
    const location = await callback(`${tampered.pathname}${tampered.search}`);
    expectLanding(location, 'http://cotiza.test/google-callback');
    expect(location.searchParams.get('error')).toBe('googleStateInvalid');

    const missing = await callback('/api/users/google/callback/?code=abc&language=es');
    expect(missing.origin).toBe('http://cotiza.test');
    expect(missing.searchParams.get('error')).toBe('googleStateInvalid');
  });

  it('binds the sign-in to the browser with an HttpOnly cookie on the Google paths, one per browser', async () => {
    browserCookie = undefined;
    const response = await t.request({
      method: 'POST',
      url: LOGIN,
      payload: { callback_url: CALLBACK_URL },
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^cotiza_google_binding=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/api/users/google/');
    // It lives as long as a used or expired state is kept (10 min + 1 day), so a late callback in
    // this browser is told that the sign-in expired, not that another browser started it.
    expect(setCookie).toContain(`Max-Age=${10 * 60 + 24 * 60 * 60}`);
    // Served over http here (APP_URL is http://cotiza.test): not Secure-only.
    expect(setCookie).not.toContain('Secure');
    // A second tab of the same browser keeps the value, so both sign-ins can finish.
    browserCookie = setCookie.split(';')[0];
    const firstTab = await startLogin();
    const secondTab = await startLogin();
    expect(browserCookie).toBe(setCookie.split(';')[0]);
    const company = await createCompany(t);
    provider.setNextUser({ email: company.ownerEmail });
    const firstPath = await authorize(firstTab);
    const secondPath = await authorize(secondTab);
    expect((await callback(secondPath)).searchParams.get('tokens')).not.toBeNull();
    expect((await callback(firstPath)).searchParams.get('tokens')).not.toBeNull();
  });

  it('refuses a callback opened in a browser that did not start the sign-in (login CSRF)', async () => {
    // The attacker starts a sign-in with their own Google account in their own browser…
    const attacker = await createCompany(t);
    provider.setNextUser({ email: attacker.ownerEmail });
    const path = await authorize(await startLogin({ language: 'es' }));
    // …and gets the victim to open the provider's redirect: no cookie, or the victim's own.
    const otherBrowser = `cotiza_google_binding=${'v'.repeat(43)}`;
    for (const cookie of [undefined, otherBrowser]) {
      const location = await t.request({
        method: 'GET',
        url: path,
        headers: cookie ? { cookie } : {},
      });
      const landing = new URL(String(location.headers.location));
      expectLanding(landing);
      expect(landing.searchParams.get('tokens')).toBeNull();
      expect(landing.searchParams.get('error')).toBe('googleOtherBrowser');
    }
  });

  it('refuses a replayed callback the second time', async () => {
    const company = await createCompany(t);
    provider.setNextUser({ email: company.ownerEmail });
    const path = await authorize(await startLogin());
    const first = await callback(path);
    expect(first.searchParams.get('tokens')).not.toBeNull();
    const second = await callback(path);
    expectLanding(second);
    expect(second.searchParams.get('tokens')).toBeNull();
    expect(second.searchParams.get('error')).toBe('googleStateInvalid');
  });

  it('refuses a state older than ten minutes', async () => {
    const company = await createCompany(t);
    provider.setNextUser({ email: company.ownerEmail });
    const authorizationUrl = await startLogin();
    const state = authorizationUrl.searchParams.get('state') ?? '';
    await t.database.db
      .update(oidcStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oidcStates.state, state));
    const location = await callback(await authorize(authorizationUrl));
    expectLanding(location);
    expect(location.searchParams.get('error')).toBe('googleStateInvalid');
  });

  it('refuses an ID token whose nonce is not the one kept, and a code without its PKCE verifier', async () => {
    const company = await createCompany(t);
    provider.setNextUser({ email: company.ownerEmail });
    for (const patch of [{ nonce: 'another-nonce' }, { codeVerifier: 'x'.repeat(43) }]) {
      const authorizationUrl = await startLogin();
      const state = authorizationUrl.searchParams.get('state') ?? '';
      await t.database.db.update(oidcStates).set(patch).where(eq(oidcStates.state, state));
      const location = await callback(await authorize(authorizationUrl));
      expectLanding(location);
      expect(location.searchParams.get('tokens')).toBeNull();
      expect(location.searchParams.get('error')).toBe('googleFailed');
    }
  });

  it.each([
    'http://evil.com/google-callback',
    'http://cotiza.test.evil.com/google-callback',
    'http://cotiza.test@evil.com/google-callback',
    'https://cotiza.test/google-callback',
    'http://cotiza.test:8080/google-callback',
    'javascript:alert(document.domain)',
    'data:text/html,<script>alert(1)</script>',
  ])('answers 400 callbackUrlNotAllowed for callback_url %s', async (callbackUrl) => {
    const response = await t.request({
      method: 'POST',
      url: LOGIN,
      payload: { callback_url: callbackUrl },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: MESSAGES.notAllowed,
      error_code: 'callback_url_not_allowed',
    });
  });

  it.each(['//evil.com/google-callback', '/google-callback', 'evil.com'])(
    'answers 400 for the address %s that is not absolute',
    async (callbackUrl) => {
      const response = await t.request({
        method: 'POST',
        url: LOGIN,
        payload: { callback_url: callbackUrl },
      });
      expect(response.statusCode).toBe(400);
    },
  );

  it('drops tokens or error that a callback_url tries to carry in', async () => {
    const company = await createCompany(t);
    provider.setNextUser({ email: company.ownerEmail });
    const authorizationUrl = await startLogin({
      callbackUrl: `${CALLBACK_URL}?tokens=planted&error=planted&next=%2Fin`,
    });
    const location = await callback(await authorize(authorizationUrl));
    expect(location.searchParams.getAll('tokens')).toHaveLength(1);
    expect(location.searchParams.get('tokens')).not.toBe('planted');
    expect(location.searchParams.get('error')).toBeNull();
    expect(location.searchParams.get('next')).toBe('/in');
  });
});

describe('Sign in with Google when it is not configured or the provider is down', () => {
  it('answers googleNotConfigured without GOOGLE_CLIENT_ID, in the chosen language', async () => {
    const t = await createTestApp();
    try {
      const english = await t.request({
        method: 'POST',
        url: LOGIN,
        payload: { callback_url: CALLBACK_URL },
      });
      expect(english.statusCode).toBe(503);
      expect(english.json()).toEqual({
        error: MESSAGES.notConfigured,
        error_code: 'google_not_configured',
      });
      const spanish = await t.request({
        method: 'POST',
        url: LOGIN,
        payload: { callback_url: CALLBACK_URL, language: 'es' },
      });
      expect(spanish.json()).toEqual({
        error: MESSAGES.notConfiguredEs,
        error_code: 'google_not_configured',
      });
    } finally {
      await t.close();
    }
  });

  it('answers 502 while the issuer cannot be discovered and discovers it once it answers', async () => {
    const first = await startOidcProvider();
    const { issuerUrl } = first;
    await first.close();
    const t = await createTestApp({ env: googleEnv(issuerUrl) });
    let provider: OidcProvider | undefined;
    try {
      const down = await t.request({
        method: 'POST',
        url: LOGIN,
        payload: { callback_url: CALLBACK_URL },
      });
      expect(down.statusCode).toBe(502);
      expect(down.json()).toEqual({ error: MESSAGES.failed, error_code: 'google_unavailable' });
      expect(await t.database.db.select().from(oidcStates)).toHaveLength(0);

      provider = await startOidcProvider({ port: Number(new URL(issuerUrl).port) });
      const up = await t.request({
        method: 'POST',
        url: LOGIN,
        payload: { callback_url: CALLBACK_URL },
      });
      expect(up.statusCode).toBe(200);
    } finally {
      await t.close();
      await provider?.close();
    }
  });
});
