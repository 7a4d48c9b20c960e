import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invitation } from '@app/shared/schemas/users';
import { users } from '../../db/schema/index.ts';
import { createCompany, createMember, signIn, type Company } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('member role and status', () => {
  let t: TestApp;
  let company: Company;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t, { type: 'provider' });
    owner = (await signIn(t, company.ownerEmail)).access;
  });
  afterAll(() => t.close());

  const patchRole = (id: number, role: unknown, token = owner) =>
    t.request({ method: 'PATCH', url: `/api/users/${id}/`, token, payload: { role } });
  const toggle = (id: number, token = owner) =>
    t.request({ method: 'POST', url: `/api/users/${id}/toggle_status/`, token });

  it('changes a member role and the list shows it', async () => {
    const member = await createMember(t, company, 'STAFF');
    const response = await patchRole(member.id, 'ADMIN');
    expect(response.statusCode).toBe(200);
    expect(response.json<Invitation>()).toMatchObject({
      id: member.invitationId,
      role: 'ADMIN',
      accepted_user: { id: member.id, role: 'ADMIN' },
    });
  });

  it('answers 400 on role for BUYER in a provider company, and for OWNER', async () => {
    const member = await createMember(t, company, 'STAFF');
    const buyer = await patchRole(member.id, 'BUYER');
    expect(buyer.statusCode).toBe(400);
    expect(buyer.json()).toEqual({
      role: ['This role is not available for this company.'],
      error_code: 'role_not_allowed',
    });
    const ownerRole = await patchRole(member.id, 'OWNER');
    expect(ownerRole.statusCode).toBe(400);
    expect(Object.keys(ownerRole.json<object>())).toEqual(['role', 'error_code']);
  });

  it("answers 403 when an admin edits or toggles the owner, and the owner's row stays as it was", async () => {
    const admin = await createMember(t, company, 'ADMIN');
    const adminToken = (await signIn(t, admin.email)).access;
    const edit = await patchRole(company.ownerId, 'ADMIN', adminToken);
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({
      error: "The owner's role and status cannot be changed.",
      error_code: 'owner_immutable',
    });
    expect((await toggle(company.ownerId, adminToken)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, company.ownerId));
    expect(row).toMatchObject({ role: 'OWNER', isActive: true });
  });

  it('answers 403 when a user toggles themself', async () => {
    const admin = await createMember(t, company, 'ADMIN');
    const adminToken = (await signIn(t, admin.email)).access;
    const response = await toggle(admin.id, adminToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'You cannot deactivate yourself.',
      error_code: 'cannot_toggle_self',
    });
  });

  it("answers 403 when an admin changes their own role, in the caller's language, and the role stays", async () => {
    const admin = await createMember(t, company, 'ADMIN');
    const adminToken = (await signIn(t, admin.email)).access;
    const response = await patchRole(admin.id, 'STAFF', adminToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'You cannot change your own role.',
      error_code: 'cannot_change_own_role',
    });
    const spanish = await t.request({
      method: 'PATCH',
      url: `/api/users/${admin.id}/?language=es`,
      token: adminToken,
      payload: { role: 'STAFF' },
    });
    expect(spanish.json()).toEqual({
      error: 'No puedes cambiar tu propio rol.',
      error_code: 'cannot_change_own_role',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row?.role).toBe('ADMIN');
  });

  it('deactivating a member stops their access token at once and their refresh token too; reactivating lets them sign in again', async () => {
    const member = await createMember(t, company, 'STAFF');
    const session = await signIn(t, member.email);
    const off = await toggle(member.id);
    expect(off.json<Invitation>().accepted_user?.is_active).toBe(false);
    expect(
      (await t.request({ method: 'GET', url: '/api/locations/', token: session.access }))
        .statusCode,
    ).toBe(401);
    const refresh = await t.request({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: session.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    const on = await toggle(member.id);
    expect(on.json<Invitation>().accepted_user?.is_active).toBe(true);
    await expect(signIn(t, member.email)).resolves.toHaveProperty('access');
  });

  it("answers 404 for another company's member and changes nothing", async () => {
    const other = await createCompany(t, { type: 'provider' });
    const theirs = await createMember(t, other, 'STAFF');
    expect((await patchRole(theirs.id, 'ADMIN')).statusCode).toBe(404);
    expect((await toggle(theirs.id)).statusCode).toBe(404);
    expect((await patchRole(999_999, 'ADMIN')).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'POST', url: '/api/users/abc/toggle_status/', token: owner }))
        .statusCode,
    ).toBe(404);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, theirs.id));
    expect(row).toMatchObject({ role: 'STAFF', isActive: true });
  });
});
