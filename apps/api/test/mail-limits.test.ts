import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import { createCompany, PASSWORD, signIn, uniqueEmail, type Company } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Nobody can flood an inbox through Cotiza's mails, nor guess a signed-in user's password
 * (docs/product-rules.md § Rate limits), whichever addresses the requests come from.
 */
describe('limits on mails and password tries', () => {
  let t: TestApp;
  let company: Company;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_FACTOR: '1' } });
    company = await createCompany(t);
    owner = (await signIn(t, company.ownerEmail)).access;
  });
  afterAll(() => t.close());

  const mailsTo = async (recipient: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, recipient))
    )[0]?.n;

  it('sends one inbox at most 3 password-reset mails an hour, however many addresses ask', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 5; n++) {
      const response = await t.request({
        method: 'POST',
        url: '/api/users/password-reset/?language=es',
        payload: { email: n % 2 ? company.ownerEmail.toUpperCase() : company.ownerEmail },
        remoteAddress: `203.0.113.${10 + n}`,
      });
      statuses.push(response.statusCode);
      if (n === 4) {
        expect(response.json()).toEqual({
          error: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
          error_code: 'rate_limited',
        });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(await mailsTo(company.ownerEmail)).toBe(3);
    // Another inbox is not held back by this one.
    const other = await createCompany(t);
    const response = await t.request({
      method: 'POST',
      url: '/api/users/password-reset/',
      payload: { email: other.ownerEmail },
      remoteAddress: '203.0.113.99',
    });
    expect(response.statusCode).toBe(200);
  });

  it('sends one invitation again at most 3 times an hour', async () => {
    const email = uniqueEmail('invitee');
    const invited = await t.request({
      method: 'POST',
      url: '/api/users/invites/',
      token: owner,
      payload: { email, role: 'BUYER' },
    });
    expect(invited.statusCode).toBe(201);
    const { id } = invited.json<{ id: number }>();
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++) {
      const response = await t.request({
        method: 'POST',
        url: `/api/users/invites/${id}/resend_invitation/`,
        token: owner,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await mailsTo(email)).toBe(4);
  });

  it('lets one member send 30 invitation mails an hour, then refuses the next', async () => {
    const other = await createCompany(t);
    const token = (await signIn(t, other.ownerEmail)).access;
    const statuses: number[] = [];
    for (let n = 0; n < 31; n++) {
      const response = await t.request({
        method: 'POST',
        url: '/api/users/invites/',
        token,
        payload: { email: uniqueEmail('crowd'), role: 'BUYER' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('gives a signed-in user 10 wrong current passwords in 15 minutes, then refuses the right one too', async () => {
    const other = await createCompany(t);
    const token = (await signIn(t, other.ownerEmail)).access;
    for (let n = 0; n < 10; n++) {
      const wrong = await t.request({
        method: 'POST',
        url: '/api/users/change-password/',
        token,
        payload: { current_password: `Nope#${n}2345`, new_password: 'Viga#Acero2027' },
      });
      expect(wrong.statusCode).toBe(400);
    }
    const right = await t.request({
      method: 'POST',
      url: '/api/users/change-password/',
      token,
      payload: { current_password: PASSWORD, new_password: 'Viga#Acero2027' },
    });
    expect(right.statusCode).toBe(429);
    // The password did not change.
    expect((await signIn(t, other.ownerEmail)).access).toBeTruthy();
  });
});
