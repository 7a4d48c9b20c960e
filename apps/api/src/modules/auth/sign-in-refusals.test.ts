import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_TTL_SECONDS } from '@app/shared/constants/limits';
import { users } from '../../db/schema/index.ts';
import {
  createCompany,
  createMember,
  createStaff,
  PASSWORD,
  setActive,
  signIn,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The refusals (docs/product-rules.md § Sessions) that no sign-in journey meets: who the right
 * password still does not let in, and refresh or logout tokens that are signed but name no live
 * session or no user. Each answers 401 (or 403 awaiting approval) with its message, never 500.
 */
describe('sign-in refusals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (email: string, password = PASSWORD) =>
    t.request({ method: 'POST', url: '/api/token/', payload: { email, password } });
  const invalidCredentials = {
    error: 'Invalid email or password.',
    error_code: 'invalid_credentials',
  };

  it('tells an owner whose registration waits for approval so, and only with the right password', async () => {
    const company = await createCompany(t);
    await t.database.db
      .update(users)
      .set({ approvedAt: null })
      .where(eq(users.id, company.ownerId));
    await setActive(t, company.ownerId, false);
    const waiting = await login(company.ownerEmail);
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json()).toEqual({
      error:
        "Your registration is waiting for an account executive's approval. We will email you a link to activate your account as soon as it is approved.",
      error_code: 'awaiting_approval',
    });
    const wrong = await login(company.ownerEmail, 'Wrong#Password1');
    expect([wrong.statusCode, wrong.json()]).toEqual([401, invalidCredentials]);
  });

  it('answers an approved owner who was deactivated like a wrong password', async () => {
    const company = await createCompany(t);
    await setActive(t, company.ownerId, false);
    const response = await login(company.ownerEmail);
    expect([response.statusCode, response.json()]).toEqual([401, invalidCredentials]);
  });

  it('answers a deactivated member, never approved on their own, like a wrong password', async () => {
    const company = await createCompany(t);
    const member = await createMember(t, company, 'ADMIN');
    await t.database.db.update(users).set({ approvedAt: null }).where(eq(users.id, member.id));
    await setActive(t, member.id, false);
    const response = await login(member.email);
    expect([response.statusCode, response.json()]).toEqual([401, invalidCredentials]);
  });

  it('answers a deactivated account executive like a wrong password', async () => {
    const staff = await createStaff(t);
    await t.database.db.update(users).set({ approvedAt: null }).where(eq(users.id, staff.id));
    await setActive(t, staff.id, false);
    const response = await login(staff.email);
    expect([response.statusCode, response.json()]).toEqual([401, invalidCredentials]);
  });
});

describe('refresh and logout tokens that name nothing live', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sign = (claims: { sub: string; sid?: string; jti?: string }) =>
    t.app.ctx.jwt.sign('refresh', claims, REFRESH_TOKEN_TTL_SECONDS);
  const call = (path: 'refresh' | 'blacklist', refresh: string, language = 'en') =>
    t.request({
      method: 'POST',
      url: `/api/token/${path}/?language=${language}`,
      payload: { refresh },
    });
  const tokenInvalid = {
    error: 'The token is invalid or has expired.',
    error_code: 'token_invalid',
  };
  const answer = (response: Awaited<ReturnType<typeof call>>): [number, unknown] => [
    response.statusCode,
    response.json<unknown>(),
  ];

  it('refuses a refresh token of a session that does not exist, in the caller’s language', async () => {
    const company = await createCompany(t);
    const token = await sign({
      sub: String(company.ownerId),
      sid: randomUUID(),
      jti: randomUUID(),
    });
    expect(answer(await call('refresh', token))).toEqual([401, tokenInvalid]);
    expect(answer(await call('refresh', token, 'es'))).toEqual([
      401,
      { error: 'El token no es válido o ha expirado.', error_code: 'token_invalid' },
    ]);
  });

  it('refuses a refresh token without a token id or without a user, and the session lives on', async () => {
    const company = await createCompany(t);
    const pair = await signIn(t, company.ownerEmail);
    const { sid } = (await t.app.ctx.jwt.verify('refresh', pair.refresh))!;
    const withoutJti = await sign({ sub: String(company.ownerId), sid: sid! });
    expect(answer(await call('refresh', withoutJti))).toEqual([401, tokenInvalid]);
    const withoutUser = await sign({ sub: 'nobody', sid: sid!, jti: randomUUID() });
    expect(answer(await call('refresh', withoutUser))).toEqual([401, tokenInvalid]);
    expect((await call('refresh', pair.refresh)).statusCode).toBe(200);
  });

  it('refuses a spent refresh token with the same message, and ends its session', async () => {
    const company = await createCompany(t);
    const pair = await signIn(t, company.ownerEmail);
    const next = await call('refresh', pair.refresh);
    expect(next.statusCode).toBe(200);
    expect(answer(await call('refresh', pair.refresh))).toEqual([401, tokenInvalid]);
    const { refresh } = next.json<{ refresh: string }>();
    expect(answer(await call('refresh', refresh))).toEqual([401, tokenInvalid]);
  });

  it('refuses to log out with a token that is not one, or names no session or no user', async () => {
    const company = await createCompany(t);
    const pair = await signIn(t, company.ownerEmail);
    const { sid } = (await t.app.ctx.jwt.verify('refresh', pair.refresh))!;
    expect(answer(await call('blacklist', 'not-a-token'))).toEqual([401, tokenInvalid]);
    const withoutSession = await sign({ sub: String(company.ownerId) });
    expect(answer(await call('blacklist', withoutSession))).toEqual([401, tokenInvalid]);
    const withoutUser = await sign({ sub: 'nobody', sid: sid! });
    expect(answer(await call('blacklist', withoutUser))).toEqual([401, tokenInvalid]);
    // None of them ended the real session.
    expect((await call('refresh', pair.refresh)).statusCode).toBe(200);
  });
});
