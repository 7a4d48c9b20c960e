import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenPair } from '@app/shared/schemas/auth';
import {
  createCompany,
  createMember,
  PASSWORD,
  setActive,
  signIn,
} from '../../../test/factories.ts';
import { createTestApp, TEST_SECRET, type TestApp } from '../../../test/test-app.ts';

describe('sessions: /token/, /token/refresh/, /token/blacklist/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const profile = (token: string) =>
    t.request({ method: 'GET', url: '/api/users/profile/', token });
  const refresh = (token: string) =>
    t.request({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });

  it('answers an access and a refresh token for the right email and password, whatever the email case', async () => {
    const company = await createCompany(t);
    const response = await t.request({
      method: 'POST',
      url: '/api/token/',
      payload: { email: `  ${company.ownerEmail.toUpperCase()} `, password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<TokenPair>();
    expect((await profile(body.access)).statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password, an unknown email and an inactive account, in the request language', async () => {
    const company = await createCompany(t);
    const inactive = await createMember(t, company, 'BUYER', { isActive: false });
    const attempts = [
      { email: company.ownerEmail, password: 'Wrong#Password1' },
      { email: 'nobody@example.com', password: PASSWORD },
      { email: inactive.email, password: PASSWORD },
    ];
    for (const payload of attempts) {
      const en = await t.request({ method: 'POST', url: '/api/token/', payload });
      expect(en.statusCode).toBe(401);
      expect(en.json()).toEqual({
        error: 'Invalid email or password.',
        error_code: 'invalid_credentials',
      });
      const es = await t.request({ method: 'POST', url: '/api/token/?language=es', payload });
      expect(es.json()).toEqual({
        error: 'Correo electrónico o contraseña no válidos.',
        error_code: 'invalid_credentials',
      });
    }
  });

  it('rotates the refresh token: the new pair works and the old refresh token is spent', async () => {
    const company = await createCompany(t);
    const first = await signIn(t, company.ownerEmail);
    const rotated = await refresh(first.refresh);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json<TokenPair>();
    expect(second.refresh).not.toBe(first.refresh);
    expect((await profile(second.access)).statusCode).toBe(200);
    expect((await refresh(second.refresh)).statusCode).toBe(200);
  });

  it('revokes the whole session when a spent refresh token is presented again', async () => {
    const company = await createCompany(t);
    const first = await signIn(t, company.ownerEmail);
    const second = (await refresh(first.refresh)).json<TokenPair>();
    const reuse = await refresh(first.refresh);
    expect(reuse.statusCode).toBe(401);
    // The thief's replay ended the session for everyone holding it.
    expect((await refresh(second.refresh)).statusCode).toBe(401);
    expect((await profile(second.access)).statusCode).toBe(401);
  });

  it('ends the session on /token/blacklist/ so neither its access nor its refresh token works', async () => {
    const company = await createCompany(t);
    const pair = await signIn(t, company.ownerEmail);
    const other = await signIn(t, company.ownerEmail);
    const response = await t.request({
      method: 'POST',
      url: '/api/token/blacklist/',
      payload: { refresh: pair.refresh },
    });
    expect(response.statusCode).toBe(200);
    expect((await profile(pair.access)).statusCode).toBe(401);
    expect((await refresh(pair.refresh)).statusCode).toBe(401);
    // Other sessions of the same user go on.
    expect((await profile(other.access)).statusCode).toBe(200);
  });

  it('refuses tampered, expired and wrong-type tokens', async () => {
    const company = await createCompany(t);
    const pair = await signIn(t, company.ownerEmail);
    const [header, payload, signature] = pair.access.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        sub: '999',
      }),
    ).toString('base64url');
    expect((await profile(`${header}.${forged}.${signature}`)).statusCode).toBe(401);
    expect((await profile(`${pair.access.slice(0, -2)}xx`)).statusCode).toBe(401);
    // A refresh token is not an access token, and the other way round.
    expect((await profile(pair.refresh)).statusCode).toBe(401);
    expect((await refresh(pair.access)).statusCode).toBe(401);
    // Signed with our key but expired.
    const { sid } = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as {
      sid: string;
    };
    const expired = await new SignJWT({ typ: 'access', sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(company.ownerId))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_SECRET));
    expect((await profile(expired)).statusCode).toBe(401);
    // Signed with another key.
    const foreign = await new SignJWT({ typ: 'access', sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(company.ownerId))
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-key-another-secret-key-42'));
    expect((await profile(foreign)).statusCode).toBe(401);
    expect((await profile('not-a-jwt')).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/users/profile/' })).statusCode).toBe(401);
  });

  it('stops a deactivated user at the next request and refuses their refresh', async () => {
    const company = await createCompany(t);
    const member = await createMember(t, company, 'ADMIN');
    const pair = await signIn(t, member.email);
    expect((await profile(pair.access)).statusCode).toBe(200);
    await setActive(t, member.id, false);
    expect((await profile(pair.access)).statusCode).toBe(401);
    expect((await refresh(pair.refresh)).statusCode).toBe(401);
    // That refused refresh ended the session: reactivating the user does not revive it.
    await setActive(t, member.id, true);
    expect((await refresh(pair.refresh)).statusCode).toBe(401);
    expect((await profile(pair.access)).statusCode).toBe(401);
  });

  it('answers 400 with the fields named for a sign-in without email or password', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/token/',
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      email: ['Invalid email format'],
      password: ['This field is required.'],
      error_code: 'validation_failed',
    });
  });
});

describe('rate limits on sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_FACTOR: '1' } });
  });
  afterAll(() => t.close());

  it('refuses an email with 429 and Retry-After from the address that failed ten times, even with the right password', async () => {
    const company = await createCompany(t);
    for (let i = 0; i < 10; i++) {
      const response = await t.request({
        method: 'POST',
        url: '/api/token/',
        payload: { email: company.ownerEmail, password: `Wrong#${i}xyzw` },
        remoteAddress: '203.0.113.7',
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await t.request({
      method: 'POST',
      url: '/api/token/?language=es',
      payload: { email: company.ownerEmail, password: PASSWORD },
      remoteAddress: '203.0.113.7',
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toEqual({
      error: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
      error_code: 'rate_limited',
    });
  });

  it('lets the owner of an email sign in from another address while a stranger fails on purpose', async () => {
    const company = await createCompany(t);
    // The stranger uses up its failures for this email, and would go on if it could.
    for (let i = 0; i < 11; i++) {
      await t.request({
        method: 'POST',
        url: '/api/token/',
        payload: { email: ` ${company.ownerEmail.toUpperCase()} `, password: `Wrong#${i}xyzw` },
        remoteAddress: '198.51.100.23',
      });
    }
    const owner = await t.request({
      method: 'POST',
      url: '/api/token/',
      payload: { email: company.ownerEmail, password: PASSWORD },
      remoteAddress: '192.0.2.44',
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.json<{ access: string }>().access).toBeTruthy();
    // The stranger's own address stays refused, the right password included.
    const stranger = await t.request({
      method: 'POST',
      url: '/api/token/',
      payload: { email: company.ownerEmail, password: PASSWORD },
      remoteAddress: '198.51.100.23',
    });
    expect(stranger.statusCode).toBe(429);
  });
});
