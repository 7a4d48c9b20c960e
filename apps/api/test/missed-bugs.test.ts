import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createMemoryTransport } from './mail-catcher.ts';
import { createCompany, createMember, setActive, signIn } from './factories.ts';
import { createTestApp, testConfig, type TestApp } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';

/** Behaviour a probe could break without any test noticing (docs/product-rules.md § Sessions, § Errors). */
describe('sessions across deactivation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a reactivated member starts over: the sessions from before the deactivation stay ended', async () => {
    const company = await createCompany(t);
    const owner = (await signIn(t, company.ownerEmail)).access;
    const member = await createMember(t, company, 'BUYER');
    const old = await signIn(t, member.email);
    const toggle = () =>
      t.request({ method: 'POST', url: `/api/users/${member.id}/toggle_status/`, token: owner });
    expect((await toggle()).statusCode).toBe(200);
    expect((await toggle()).statusCode).toBe(200);

    const refreshed = await t.request({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: old.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    const profile = await t.request({
      method: 'GET',
      url: '/api/users/profile/',
      token: old.access,
    });
    expect(profile.statusCode).toBe(401);
    // A fresh sign-in works: the member is active again.
    expect((await signIn(t, member.email)).access).toBeTruthy();
  });

  it('an admin of another company cannot end a user’s sessions by id, nor tell an owner from a stranger', async () => {
    const company = await createCompany(t);
    const victim = await createMember(t, company, 'BUYER');
    const victimTokens = await signIn(t, victim.email);
    const other = await createCompany(t);
    const intruder = (await signIn(t, other.ownerEmail)).access;
    for (const id of [victim.id, company.ownerId]) {
      for (const [method, url, payload] of [
        ['POST', `/api/users/${id}/toggle_status/`, undefined],
        ['PATCH', `/api/users/${id}/`, { role: 'ADMIN' }],
      ] as const) {
        const response = await t.request({ method, url, token: intruder, payload });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const stillIn = await t.request({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: victimTokens.refresh },
    });
    expect(stillIn.statusCode).toBe(200);
  });

  it('mails no reset link to a deactivated account', async () => {
    const company = await createCompany(t);
    const member = await createMember(t, company, 'BUYER');
    await setActive(t, member.id, false);
    t.sent.length = 0;
    const response = await t.request({
      method: 'POST',
      url: '/api/users/password-reset/',
      payload: { email: member.email },
    });
    expect(response.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(t.sent.filter((mail) => mail.to === member.email)).toEqual([]);
  });
});

describe('an unexpected failure', () => {
  it('answers 500 with a plain message in the user’s language: no stack, no SQL, no detail', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig(),
      database,
      mailTransport: createMemoryTransport(),
      logger: false,
      serveWeb: false,
    });
    app.get('/api/test-failure/', () => {
      throw Object.assign(new Error('select password from users where id = $1'), {
        detail: 'pbkdf2_sha256$600000$salt$hash',
      });
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/test-failure/?language=es' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({
        error: 'Algo salió mal de nuestro lado. Por favor, inténtalo de nuevo.',
      });
      expect(response.body).not.toMatch(/select|pbkdf2|\.ts:|stack/i);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
