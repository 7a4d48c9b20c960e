import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { invitations } from '../src/db/schema/index.ts';
import type { MailTransport } from '../src/mail/transport.ts';
import { createCompany, signIn, uniqueEmail } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

function claimsOf(token: string): { iat: number; exp: number } {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    iat: number;
    exp: number;
  };
}

/**
 * The numbers of the rules (docs/product-rules.md § Sessions, § Invitations, § Passwords, § Rate
 * limits, § Mail), each checked where a user would meet it, so that changing one fails a test.
 */
describe('lifetimes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  it('keeps a session 7 days from sign-in, and its access token 15 minutes', async () => {
    const company = await createCompany(t);
    const tokens = await signIn(t, company.ownerEmail);
    const refresh = claimsOf(tokens.refresh);
    expect(refresh.exp - refresh.iat).toBe(7 * DAY);
    const access = claimsOf(tokens.access);
    expect(access.exp - access.iat).toBe(15 * 60);
  });

  it('keeps an invitation open for 7 days', async () => {
    const company = await createCompany(t);
    const owner = (await signIn(t, company.ownerEmail)).access;
    const invited = await t.request({
      method: 'POST',
      url: '/api/users/invites/',
      token: owner,
      payload: { email: uniqueEmail('invitee'), role: 'ADMIN' },
    });
    expect(invited.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, invited.json<{ id: number }>().id));
    const lifetime = (row!.expiresAt!.getTime() - row!.createdAt.getTime()) / 1000;
    expect(Math.abs(lifetime - 7 * DAY)).toBeLessThan(60);
  });

  it('honours a password-reset link for 24 hours, not 25', async () => {
    const company = await createCompany(t);
    const linkFor = async () => {
      t.sent.length = 0;
      await t.request({
        method: 'POST',
        url: '/api/users/password-reset/',
        payload: { email: company.ownerEmail },
      });
      await expect.poll(() => t.sent.length, { timeout: 5000 }).toBeGreaterThan(0);
      const [, uid, token] = /\/reset-password\/([^/\s]+)\/([^/\s]+)/.exec(t.sent[0]!.text) ?? [];
      return `/api/users/password-reset-confirm/${uid}/${token}/`;
    };
    const late = await linkFor();
    const inTime = await linkFor();

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * HOUR * 1000);
    const expired = await t.request({
      method: 'POST',
      url: late,
      payload: { new_password: 'Cimbra#Madera2028' },
    });
    expect(expired.statusCode).toBe(400);

    vi.setSystemTime(Date.now() - 2 * HOUR * 1000);
    const accepted = await t.request({
      method: 'POST',
      url: inTime,
      payload: { new_password: 'Cimbra#Madera2028' },
    });
    expect(accepted.statusCode).toBe(200);
  });
});

describe('the sign-in limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_FACTOR: '1' } });
  });
  afterAll(() => t.close());

  it('answers 30 sign-in attempts a minute from one address, and refuses the 31st', async () => {
    const attempt = (n: number) =>
      t.request({
        method: 'POST',
        url: '/api/token/',
        payload: { email: `nobody-${n}@cotiza.test`, password: 'Wrong#Pass123' },
      });
    for (let n = 1; n <= 30; n++) expect((await attempt(n)).statusCode).not.toBe(429);
    expect((await attempt(31)).statusCode).toBe(429);
  });
});

describe('mail retries', () => {
  it('waits twice as long after each failed delivery', async () => {
    const lines: string[] = [];
    const refusing: MailTransport = {
      send: () => Promise.reject(new Error('connection refused')),
      close: () => {},
    };
    const t = await createTestApp({
      mailTransport: refusing,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      const company = await createCompany(t);
      await t.request({
        method: 'POST',
        url: '/api/users/password-reset/',
        payload: { email: company.ownerEmail },
      });
      const delays = () =>
        lines
          .map((line) => JSON.parse(line) as { retryInMs?: number })
          .flatMap((entry) => (entry.retryInMs === undefined ? [] : [entry.retryInMs]));
      await expect.poll(() => delays().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
      // Test settings: first retry after 50 ms, capped at 200 ms.
      expect(delays().slice(0, 4)).toEqual([50, 100, 200, 200]);
    } finally {
      await t.close();
    }
  });
});
