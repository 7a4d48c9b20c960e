import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES_BY_STAKEHOLDER_TYPE, type RegistrationType } from '@app/shared/constants/domain';
import {
  invitations,
  locations,
  mailOutbox,
  sessions,
  stakeholders,
  users,
} from '../src/db/schema/index.ts';
import { ACTIONS, can, type Action } from '../src/lib/permissions.ts';
import type { Actor } from '../src/lib/actor.ts';
import {
  createCompany,
  createMember,
  createStaff,
  signIn,
  uniqueEmail,
  type Company,
} from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Every account call × every kind of caller, with the status each must get. For every call the
 * company under test is snapshotted before and after: a refused call, and any call by someone
 * outside the company, must leave it exactly as it was.
 */

const ACTORS = [
  'owner',
  'admin',
  'member',
  'retail',
  'outsider',
  'executive',
  'anonymous',
] as const;
type ActorName = (typeof ACTORS)[number];

type Targets = { invitationId: number; memberId: number; locationId: number };
type Call = {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: (targets: Targets) => string;
  body?: (memberRole: string, otherRole: string) => Record<string, unknown>;
  needs?: keyof Targets;
  isChange: boolean;
  expected: Record<ActorName, number>;
};

const location = {
  name: 'Bodega Norte',
  city: 'Monterrey',
  state: 'Nuevo León',
  country: 'MX',
  postal_code: '64000',
};

const reads = (ok: number) => ({ owner: ok, admin: ok, member: ok });
const changes = (ok: number) => ({ owner: ok, admin: ok, member: 403 });
const refusedOutside = { executive: 403, anonymous: 401 };

const CALLS: Call[] = [
  {
    name: 'GET /stakeholders/mine/',
    method: 'GET',
    url: () => '/api/stakeholders/mine/',
    isChange: false,
    expected: { ...reads(200), retail: 403, outsider: 200, ...refusedOutside },
  },
  {
    name: 'PATCH /stakeholders/mine/',
    method: 'PATCH',
    url: () => '/api/stakeholders/mine/',
    body: () => ({ name: `Renamed ${uniqueEmail('co').slice(3, 13)}` }),
    isChange: true,
    expected: { ...changes(200), retail: 403, outsider: 200, ...refusedOutside },
  },
  {
    name: 'GET /users/invites/',
    method: 'GET',
    url: () => '/api/users/invites/',
    isChange: false,
    expected: { ...reads(200), retail: 403, outsider: 200, ...refusedOutside },
  },
  {
    name: 'POST /users/invites/',
    method: 'POST',
    url: () => '/api/users/invites/',
    body: () => ({ email: uniqueEmail('invitee'), role: 'ADMIN' }),
    isChange: true,
    expected: { ...changes(201), retail: 403, outsider: 201, ...refusedOutside },
  },
  {
    name: 'PATCH /users/invites/:id/',
    method: 'PATCH',
    url: (t) => `/api/users/invites/${t.invitationId}/`,
    body: (memberRole) => ({ role: memberRole }),
    needs: 'invitationId',
    isChange: true,
    expected: { ...changes(200), retail: 403, outsider: 404, ...refusedOutside },
  },
  {
    name: 'DELETE /users/invites/:id/',
    method: 'DELETE',
    url: (t) => `/api/users/invites/${t.invitationId}/`,
    needs: 'invitationId',
    isChange: true,
    expected: { ...changes(204), retail: 403, outsider: 404, ...refusedOutside },
  },
  {
    name: 'POST /users/invites/:id/resend_invitation/',
    method: 'POST',
    url: (t) => `/api/users/invites/${t.invitationId}/resend_invitation/`,
    needs: 'invitationId',
    isChange: true,
    expected: { ...changes(200), retail: 403, outsider: 404, ...refusedOutside },
  },
  {
    name: 'PATCH /users/:id/',
    method: 'PATCH',
    url: (t) => `/api/users/${t.memberId}/`,
    body: () => ({ role: 'ADMIN' }),
    needs: 'memberId',
    isChange: true,
    expected: { ...changes(200), retail: 403, outsider: 404, ...refusedOutside },
  },
  {
    name: 'POST /users/:id/toggle_status/',
    method: 'POST',
    url: (t) => `/api/users/${t.memberId}/toggle_status/`,
    needs: 'memberId',
    isChange: true,
    expected: { ...changes(200), retail: 403, outsider: 404, ...refusedOutside },
  },
  {
    name: 'GET /locations/',
    method: 'GET',
    url: () => '/api/locations/',
    isChange: false,
    expected: { ...reads(200), retail: 200, outsider: 200, ...refusedOutside },
  },
  {
    name: 'GET /locations/types/',
    method: 'GET',
    url: () => '/api/locations/types/',
    isChange: false,
    expected: { ...reads(200), retail: 200, outsider: 200, ...refusedOutside },
  },
  {
    name: 'POST /locations/',
    method: 'POST',
    url: () => '/api/locations/',
    body: () => location,
    isChange: true,
    expected: { ...changes(201), retail: 201, outsider: 201, ...refusedOutside },
  },
  {
    name: 'PUT /locations/:id/',
    method: 'PUT',
    url: (t) => `/api/locations/${t.locationId}/`,
    body: () => ({ ...location, name: 'Bodega Sur', latitude: 25.6 }),
    needs: 'locationId',
    isChange: true,
    expected: { ...changes(200), retail: 404, outsider: 404, ...refusedOutside },
  },
  {
    name: 'DELETE /locations/:id/',
    method: 'DELETE',
    url: (t) => `/api/locations/${t.locationId}/`,
    needs: 'locationId',
    isChange: true,
    expected: { ...changes(204), retail: 404, outsider: 404, ...refusedOutside },
  },
];

/** Everything of one company a call could change, read straight from the database. */
async function snapshot(t: TestApp, stakeholderId: number) {
  const db = t.database.db;
  const [company] = await db.select().from(stakeholders).where(eq(stakeholders.id, stakeholderId));
  return {
    company,
    members: await db
      .select({ id: users.id, email: users.email, role: users.role, isActive: users.isActive })
      .from(users)
      .where(eq(users.stakeholderId, stakeholderId))
      .orderBy(asc(users.id)),
    invitations: await db
      .select()
      .from(invitations)
      .where(eq(invitations.stakeholderId, stakeholderId))
      .orderBy(asc(invitations.id)),
    locations: await db
      .select()
      .from(locations)
      .where(eq(locations.stakeholderId, stakeholderId))
      .orderBy(asc(locations.id)),
    // A refused call must not end anyone's sessions either.
    sessions: await db
      .select({ id: sessions.id, userId: sessions.userId, revokedAt: sessions.revokedAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.stakeholderId, stakeholderId))
      .orderBy(asc(sessions.id)),
    // Invitation mail names the company in its subject: count this company's only.
    mails: (await db.select({ subject: mailOutbox.subject }).from(mailOutbox)).filter(
      (m) => company && m.subject.includes(company.name),
    ).length,
  };
}

const COMPANY_TYPES: Array<Exclude<RegistrationType, 'retail'>> = ['company', 'provider'];

describe.each(COMPANY_TYPES)('permissions in a %s company', (type) => {
  const [, memberRole = 'BUYER'] = ROLES_BY_STAKEHOLDER_TYPE[type];
  let t: TestApp;
  let company: Company;
  const tokens: Partial<Record<ActorName, string>> = {};

  async function prepare(needs: keyof Targets | undefined): Promise<Targets> {
    const targets: Targets = { invitationId: 0, memberId: 0, locationId: 0 };
    if (needs === 'invitationId') {
      const [row] = await t.database.db
        .insert(invitations)
        .values({
          stakeholderId: company.id,
          email: uniqueEmail('pending'),
          role: 'ADMIN',
          tokenHash: 'x'.repeat(64),
          expiresAt: new Date(Date.now() + 86_400_000),
        })
        .returning();
      targets.invitationId = row?.id ?? 0;
    }
    if (needs === 'memberId') {
      const target = await createMember(t, company, memberRole);
      // A live session, so that a call ending it by mistake shows in the snapshot.
      await signIn(t, target.email);
      targets.memberId = target.id;
    }
    if (needs === 'locationId') {
      const [row] = await t.database.db
        .insert(locations)
        .values({ ...location, postalCode: '64000', stakeholderId: company.id })
        .returning();
      targets.locationId = row?.id ?? 0;
    }
    return targets;
  }

  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t, { type });
    const admin = await createMember(t, company, 'ADMIN');
    const member = await createMember(t, company, memberRole);
    const retail = await createCompany(t, { type: 'retail' });
    const outsider = await createCompany(t, { type });
    const executive = await createStaff(t);
    const emails: Record<Exclude<ActorName, 'anonymous'>, string> = {
      owner: company.ownerEmail,
      admin: admin.email,
      member: member.email,
      retail: retail.ownerEmail,
      outsider: outsider.ownerEmail,
      executive: executive.email,
    };
    for (const [actor, email] of Object.entries(emails))
      tokens[actor as ActorName] = (await signIn(t, email)).access;
  });
  afterAll(() => t.close());

  const cells = CALLS.flatMap((call) =>
    ACTORS.map((actor) => ({ call, actor, status: call.expected[actor] })),
  );

  it.each(cells)('$call.name by $actor answers $status', async ({ call, actor, status }) => {
    const targets = await prepare(call.needs);
    const before = await snapshot(t, company.id);
    const token = tokens[actor];
    const response = await t.request({
      method: call.method,
      url: call.url(targets),
      ...(call.body ? { payload: call.body(memberRole, 'ADMIN') } : {}),
      ...(token ? { token } : {}),
    });
    expect(response.statusCode, response.body).toBe(status);
    const after = await snapshot(t, company.id);
    const isInsider = actor === 'owner' || actor === 'admin';
    if (status >= 400 || !call.isChange || !isInsider) {
      expect(after).toEqual(before);
    } else {
      expect(after).not.toEqual(before);
    }
  });
});

describe('can(actor, action)', () => {
  const actor = (overrides: Partial<Actor>): Actor => ({
    userId: 1,
    sessionId: 's',
    email: 'a@b.test',
    firstName: 'A',
    lastName: 'B',
    language: 'en',
    isStaff: false,
    role: 'OWNER',
    stakeholderId: 1,
    stakeholderType: 'company',
    stakeholderName: 'C',
    ...overrides,
  });
  // The account actions (docs/product-rules.md § Roles and permissions); purchasing and the inbox are covered in purchasing-permissions.
  const ACCOUNT_ACTIONS = ACTIONS.filter((action) => /^(company|members|locations)\./.test(action));
  const allowed = (who: Actor) => ACCOUNT_ACTIONS.filter((action: Action) => can(who, action));

  it('lets OWNER and ADMIN do everything, STAFF and BUYER only read', () => {
    expect(allowed(actor({ role: 'OWNER' }))).toEqual(ACCOUNT_ACTIONS);
    expect(allowed(actor({ role: 'ADMIN', stakeholderType: 'provider' }))).toEqual(ACCOUNT_ACTIONS);
    const reads = ['company.read', 'members.read', 'locations.read'];
    expect(allowed(actor({ role: 'BUYER' }))).toEqual(reads);
    expect(allowed(actor({ role: 'STAFF', stakeholderType: 'provider' }))).toEqual(reads);
  });

  it('lets a retail user manage locations only, and an account executive nothing', () => {
    expect(allowed(actor({ stakeholderType: 'retail' }))).toEqual([
      'locations.read',
      'locations.manage',
    ]);
    expect(
      allowed(actor({ isStaff: true, role: null, stakeholderId: null, stakeholderType: null })),
    ).toEqual([]);
  });
});
