import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invitation } from '@app/shared/schemas/users';
import { invitations, users } from '../../db/schema/index.ts';
import {
  createCompany,
  createMember,
  signIn,
  uniqueEmail,
  type Company,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const NEW_PASSWORD = 'Ladrillo#Rojo2024';

/**
 * The mail to `email`, once delivered. The API's own mail worker may hold its job when a test
 * flushes the outbox, so the test waits for the delivery rather than flushing.
 */
async function mailTo(t: TestApp, email: string): Promise<{ text: string }> {
  await expect.poll(() => t.sent.some((m) => m.to === email), { timeout: 10_000 }).toBe(true);
  return t.sent.find((m) => m.to === email)!;
}

function linkIn(text: string): { url: string; token: string } {
  const match = /(http:\/\/cotiza\.test\/accept-invitation\/([A-Za-z0-9_-]+))/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no invitation link in: ${text}`);
  return { url: match[1], token: match[2] };
}

describe('invitation lifecycle through SMTP', () => {
  let t: TestApp;
  let company: Company;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp({ smtp: true });
    company = await createCompany(t, {
      type: 'provider',
      name: 'Aceros del Norte',
      language: 'es',
    });
    owner = (await signIn(t, company.ownerEmail)).access;
  });
  afterAll(() => t.close());

  it('invites, resends, refuses the old link, accepts once and signs the new member in with the invited role', async () => {
    const email = uniqueEmail('invitee');
    const invited = await t.request({
      method: 'POST',
      url: '/api/users/invites/',
      token: owner,
      payload: { email, role: 'STAFF' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const entry = invited.json<Invitation>();
    expect(entry).toMatchObject({ email, role: 'STAFF', is_accepted: false, accepted_user: null });

    const first = await t.smtp!.waitFor(email);
    expect(first.subject).toContain('Aceros del Norte');
    expect(first.text).toContain('Personal'); // the role, in the inviter's language (Spanish)
    const oldLink = linkIn(first.text);
    const [stored] = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, entry.id));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(oldLink.token);

    t.smtp!.received.length = 0;
    const resent = await t.request({
      method: 'POST',
      url: `/api/users/invites/${entry.id}/resend_invitation/`,
      token: owner,
    });
    expect(resent.statusCode).toBe(200);
    const newLink = linkIn((await t.smtp!.waitFor(email)).text);
    expect(newLink.token).not.toBe(oldLink.token);

    const stale = await t.request({
      method: 'POST',
      url: '/api/users/invites/accept_invitation/',
      payload: { token: oldLink.token, password: NEW_PASSWORD },
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({
      error: 'This invitation link is not valid.',
      error_code: 'invitation_invalid',
    });

    const accepted = await t.request({
      method: 'POST',
      url: '/api/users/invites/accept_invitation/',
      payload: { token: newLink.token, password: NEW_PASSWORD },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const again = await t.request({
      method: 'POST',
      url: '/api/users/invites/accept_invitation/',
      payload: { token: newLink.token, password: NEW_PASSWORD },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'This invitation has already been accepted.',
      error_code: 'invitation_already_accepted',
    });

    const member = await signIn(t, email, NEW_PASSWORD);
    const profile = await t.request({
      method: 'GET',
      url: '/api/users/profile/',
      token: member.access,
    });
    expect(profile.json()).toMatchObject({
      role: 'STAFF',
      user_type: 'Provider User',
      first_name: email.split('@')[0],
      last_name: '',
    });
    const list = await t.request({
      method: 'GET',
      url: '/api/users/invites/',
      token: member.access,
    });
    expect(list.json<Invitation[]>().find((i) => i.id === entry.id)).toMatchObject({
      is_accepted: true,
      accepted_user: { role: 'STAFF', is_active: true, is_owner: false },
    });
  });

  it('refuses an expired invitation and says it has expired', async () => {
    const email = uniqueEmail('late');
    const invited = await t.request({
      method: 'POST',
      url: '/api/users/invites/',
      token: owner,
      payload: { email, role: 'ADMIN' },
    });
    const { token } = linkIn((await t.smtp!.waitFor(email)).text);
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, invited.json<Invitation>().id));
    const response = await t.request({
      method: 'POST',
      url: '/api/users/invites/accept_invitation/?language=es',
      payload: { token, password: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Esta invitación ha expirado. Pide una nueva.',
      error_code: 'invitation_expired',
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toBeUndefined();
  });
});

describe('inviting', () => {
  let t: TestApp;
  let company: Company;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t, { type: 'company' });
    owner = (await signIn(t, company.ownerEmail)).access;
  });
  afterAll(() => t.close());

  const invite = (payload: unknown, query = '') =>
    t.request({
      method: 'POST',
      url: `/api/users/invites/${query}`,
      token: owner,
      payload: payload as Record<string, unknown>,
    });

  it('answers 400 "A user with this email already exists." for an email with an account, in English and Spanish', async () => {
    const other = await createCompany(t);
    const en = await invite({ email: other.ownerEmail.toUpperCase(), role: 'ADMIN' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      email: ['A user with this email already exists.'],
      error_code: 'user_exists',
    });
    const es = await invite({ email: other.ownerEmail, role: 'ADMIN' }, '?language=es');
    expect(es.json()).toEqual({
      email: ['Ya existe un usuario con este correo electrónico.'],
      error_code: 'user_exists',
    });
  });

  it('answers 400 on email when this company already has a pending invitation for it', async () => {
    const email = uniqueEmail('twice');
    expect((await invite({ email, role: 'ADMIN' })).statusCode).toBe(201);
    const second = await invite({ email, role: 'BUYER' });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({
      email: ['An invitation for this email is already pending.'],
      error_code: 'invitation_pending',
    });
  });

  it('answers 400 on role for an unknown role, OWNER, or a role of the other company type', async () => {
    for (const role of ['BOSS', 'OWNER', 'STAFF', 42]) {
      const response = await invite({ email: uniqueEmail(), role });
      expect(response.statusCode, String(role)).toBe(400);
      expect(Object.keys(response.json<object>()), String(role)).toEqual(['role', 'error_code']);
    }
  });

  it('answers 400 naming email and role when they are missing', async () => {
    const response = await invite({});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<object>()).sort()).toEqual(['email', 'error_code', 'role']);
  });

  it('lists the owner as an accepted entry first, with members and pending invitations', async () => {
    const member = await createMember(t, company, 'BUYER');
    const response = await t.request({ method: 'GET', url: '/api/users/invites/', token: owner });
    const list = response.json<Invitation[]>();
    expect(list[0]).toMatchObject({
      email: company.ownerEmail,
      role: 'OWNER',
      is_accepted: true,
      accepted_user: {
        id: company.ownerId,
        full_name: 'Olga Owner',
        role: 'OWNER',
        is_owner: true,
        is_active: true,
      },
    });
    expect(list.find((i) => i.email === member.email)?.accepted_user?.role).toBe('BUYER');
    expect(list.some((i) => !i.is_accepted && i.accepted_user === null)).toBe(true);
  });

  it('changes the role of a pending invitation, but not of an accepted one', async () => {
    const created = (await invite({ email: uniqueEmail(), role: 'ADMIN' })).json<Invitation>();
    const changed = await t.request({
      method: 'PATCH',
      url: `/api/users/invites/${created.id}/`,
      token: owner,
      payload: { role: 'BUYER' },
    });
    expect(changed.json()).toMatchObject({ id: created.id, role: 'BUYER' });
    const member = await createMember(t, company, 'BUYER');
    const refused = await t.request({
      method: 'PATCH',
      url: `/api/users/invites/${member.invitationId}/`,
      token: owner,
      payload: { role: 'ADMIN' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'Only pending invitations can be changed.',
      error_code: 'invitation_not_pending',
    });
  });

  it('deletes a pending invitation, whose link then stops working', async () => {
    const email = uniqueEmail('deleted');
    const created = (await invite({ email, role: 'ADMIN' })).json<Invitation>();
    const mail = await mailTo(t, email);
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/users/invites/${created.id}/`,
      token: owner,
    });
    expect(deleted.statusCode).toBe(204);
    const { token } = linkIn(mail?.text ?? '');
    const accept = await t.request({
      method: 'POST',
      url: '/api/users/invites/accept_invitation/',
      payload: { token, password: NEW_PASSWORD },
    });
    expect(accept.statusCode).toBe(400);
  });

  it('refuses a weak password on accept under the password field, and creates nobody', async () => {
    const email = uniqueEmail('weak');
    await invite({ email, role: 'ADMIN' });
    const { token } = linkIn((await mailTo(t, email)).text);
    const short = await t.request({
      method: 'POST',
      url: '/api/users/invites/accept_invitation/',
      payload: { token, password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json<object>())).toEqual(['password', 'error_code']);
    const common = await t.request({
      method: 'POST',
      url: '/api/users/invites/accept_invitation/',
      payload: { token, password: 'password123' },
    });
    expect(common.statusCode).toBe(400);
    expect(Object.keys(common.json<object>())).toEqual(['password', 'error_code']);
    const unknown = await t.request({
      method: 'POST',
      url: '/api/users/invites/accept_invitation/',
      payload: { token: 'nope', password: NEW_PASSWORD },
    });
    expect(unknown.json()).toEqual({
      error: 'This invitation link is not valid.',
      error_code: 'invitation_invalid',
    });
  });

  it("answers 404 for another company's invitation and changes nothing", async () => {
    const other = await createCompany(t);
    const otherOwner = (await signIn(t, other.ownerEmail)).access;
    const theirs = (
      await t.request({
        method: 'POST',
        url: '/api/users/invites/',
        token: otherOwner,
        payload: { email: uniqueEmail(), role: 'ADMIN' },
      })
    ).json<Invitation>();
    for (const [method, url] of [
      ['PATCH', `/api/users/invites/${theirs.id}/`],
      ['DELETE', `/api/users/invites/${theirs.id}/`],
      ['POST', `/api/users/invites/${theirs.id}/resend_invitation/`],
    ] as const) {
      const response = await t.request({ method, url, token: owner, payload: { role: 'BUYER' } });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const [row] = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, theirs.id));
    expect(row?.role).toBe('ADMIN');
  });
});
