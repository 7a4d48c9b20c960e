import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { invitations } from '../src/db/schema/index.ts';
import type { MailTransport } from '../src/mail/transport.ts';
import { createCompany, signIn, uniqueEmail } from './factories.ts';
import { rows } from './sql-rows.ts';
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
  it('waits twice as long after each failed delivery, up to the longest wait', async () => {
    const refusing: MailTransport = {
      send: () => Promise.reject(new Error('connection refused')),
      close: () => {},
    };
    // Test settings: the first retry after 1-2 s, waits capped at 4 s (5-10 s and 15 minutes in
    // production, docs/product-rules.md § Mail).
    const t = await createTestApp({
      mailTransport: refusing,
      mailTiming: { retryDelaySeconds: 1, retryDelayMaxSeconds: 4 },
    });
    try {
      const company = await createCompany(t);
      await t.request({
        method: 'POST',
        url: '/api/users/password-reset/',
        payload: { email: company.ownerEmail },
      });
      const [mail] = await rows<{ id: number }>(
        t.database.db,
        sql`select id from mail_outbox where recipient = ${company.ownerEmail}
            order by id desc limit 1`,
      );
      // Each wait as the queue scheduled it: from the refused try's start to the next try.
      const waits = new Map<number, number>();
      const readWait = async () => {
        const [job] = await rows<{ tries: number; wait: number }>(
          t.database.db,
          sql`select retry_count as tries,
                extract(epoch from start_after - started_on)::float8 as wait
              from pgboss.job where name = 'send-mail' and state = 'retry'
                and data->>'mailId' = ${String(mail!.id)}`,
        );
        if (job && !waits.has(job.tries)) waits.set(job.tries, job.wait);
        return waits.size;
      };
      await expect.poll(readWait, { timeout: 40_000, interval: 50 }).toBeGreaterThanOrEqual(4);
      const [first, second, third, fourth] = [...waits.values()];
      // At least 1, 2, 4 s: twice as long each time; then the longest wait, 4 s.
      expect(first).toBeGreaterThanOrEqual(1);
      expect(first).toBeLessThan(2 + 1);
      expect(second).toBeGreaterThanOrEqual(2);
      expect(second).toBeLessThan(4 + 1);
      expect(third).toBeGreaterThanOrEqual(4);
      expect(third).toBeLessThan(4 + 1);
      expect(fourth).toBeGreaterThanOrEqual(4);
      expect(fourth).toBeLessThan(4 + 1);
      const [row] = await rows<{ status: string; attempts: number }>(
        t.database.db,
        sql`select status, attempts from mail_outbox where id = ${mail!.id}`,
      );
      expect(row).toMatchObject({ status: 'pending' });
      expect(row!.attempts).toBeGreaterThanOrEqual(4);
    } finally {
      await t.close();
    }
  }, 60_000);
});
