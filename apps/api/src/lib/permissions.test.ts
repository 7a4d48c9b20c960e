import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Actor } from './actor.ts';
import { AppError } from './app-error.ts';
import {
  ACTIONS,
  assertCan,
  assertMayChangeMember,
  assertRoleFits,
  authorize,
  can,
  requireScope,
  type Action,
  type Scope,
} from './permissions.ts';

/**
 * The permission table (docs/product-rules.md § Roles and permissions; § Projects), written
 * out cell by cell, so a changed role list, area prefix or refusal code in permissions.ts shows
 * here without a database. The HTTP matrices (test/permissions.test.ts,
 * test/purchasing-permissions*.test.ts) prove the routes ask these rules.
 */

const actor = (overrides: Partial<Actor> = {}): Actor => ({
  userId: 1,
  sessionId: 's',
  email: 'a@b.test',
  firstName: 'A',
  lastName: 'B',
  language: 'es',
  isStaff: false,
  role: 'OWNER',
  stakeholderId: 10,
  stakeholderType: 'company',
  stakeholderName: 'Constructora',
  ...overrides,
});

const ACCOUNT_READS = ['company.read', 'members.read', 'locations.read'] as const;
const ACCOUNT_CHANGES = ['company.update', 'members.manage', 'locations.manage'] as const;
const BUYING = [
  'projects.read',
  'projects.manage',
  'suppliers.read',
  'suppliers.manage',
  'rfqs.read',
  'rfqs.manage',
  'quotes.read',
  'quotes.manage',
  'purchase_orders.read',
  'purchase_orders.manage',
  'fx_rates.read',
  'fx_rates.manage',
] as const;
const SELLING = ['inbox.read', 'inbox.answer'] as const;

/** What each caller gets for each action: undefined when allowed, else the refusal's message key. */
type Outcome = string | undefined;
function expected(kind: string, action: Action): Outcome {
  const isRead = (ACCOUNT_READS as readonly string[]).includes(action);
  const isAccountChange = (ACCOUNT_CHANGES as readonly string[]).includes(action);
  const isBuying = (BUYING as readonly string[]).includes(action);
  switch (kind) {
    case 'company OWNER':
    case 'company ADMIN':
      return (SELLING as readonly string[]).includes(action) ? 'errors.providersOnly' : undefined;
    case 'company BUYER':
      if ((SELLING as readonly string[]).includes(action)) return 'errors.providersOnly';
      return isAccountChange ? 'errors.forbidden' : undefined;
    case 'provider OWNER':
    case 'provider ADMIN':
      return isBuying ? 'errors.buyersOnly' : undefined;
    case 'provider STAFF':
      if (isBuying) return 'errors.buyersOnly';
      return isAccountChange ? 'errors.forbidden' : undefined;
    case 'retail':
      if (isBuying) return undefined;
      if ((SELLING as readonly string[]).includes(action)) return 'errors.providersOnly';
      if (action.startsWith('members.')) return 'errors.retailNoCompany';
      if (action.startsWith('company.')) return 'errors.forbidden';
      return isRead || action === 'locations.manage' ? undefined : 'errors.forbidden';
    default:
      return 'errors.forbidden';
  }
}

const CALLERS: Record<string, Actor> = {
  'company OWNER': actor({ role: 'OWNER' }),
  'company ADMIN': actor({ role: 'ADMIN' }),
  'company BUYER': actor({ role: 'BUYER' }),
  'provider OWNER': actor({ role: 'OWNER', stakeholderType: 'provider' }),
  'provider ADMIN': actor({ role: 'ADMIN', stakeholderType: 'provider' }),
  'provider STAFF': actor({ role: 'STAFF', stakeholderType: 'provider' }),
  retail: actor({ role: 'OWNER', stakeholderType: 'retail' }),
  'account executive': actor({
    isStaff: true,
    role: null,
    stakeholderId: null,
    stakeholderType: null,
    stakeholderName: null,
  }),
  'account executive who kept a company': actor({ isStaff: true }),
  'no company': actor({ stakeholderId: null }),
  'no company type': actor({ stakeholderType: null }),
  'no role': actor({ role: null }),
};

const CODES: Record<string, string> = {
  'errors.forbidden': 'forbidden',
  'errors.buyersOnly': 'buyers_only',
  'errors.providersOnly': 'providers_only',
  'errors.retailNoCompany': 'retail_no_company',
};

function refusalOf(call: () => unknown): AppError | undefined {
  try {
    call();
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe('the permission table', () => {
  it('knows exactly the actions the rules name', () => {
    expect([...ACTIONS].sort()).toEqual(
      [...ACCOUNT_READS, ...ACCOUNT_CHANGES, ...BUYING, ...SELLING].sort(),
    );
  });

  for (const [kind, caller] of Object.entries(CALLERS)) {
    it(`answers every action for a ${kind} with the documented refusal and code`, () => {
      for (const action of ACTIONS) {
        const want = expected(kind, action);
        const refusal = refusalOf(() => assertCan(caller, action));
        expect(
          refusal && { key: refusal.messageKey, code: refusal.code, status: refusal.status },
          `${kind} ${action}`,
        ).toEqual(want && { key: want, code: CODES[want], status: 403 });
        expect(can(caller, action), `${kind} ${action}`).toBe(want === undefined);
      }
    });
  }

  it('scopes an allowed call to the caller’s company', () => {
    expect(assertCan(actor({ role: 'BUYER', userId: 7 }), 'projects.manage')).toEqual({
      actor: actor({ role: 'BUYER', userId: 7 }),
      userId: 7,
      role: 'BUYER',
      stakeholderId: 10,
      stakeholderType: 'company',
      stakeholderName: 'Constructora',
    });
    expect(assertCan(actor({ stakeholderName: null }), 'company.read').stakeholderName).toBe('');
  });
});

describe('roles that fit a company', () => {
  const scopeOf = (stakeholderType: Scope['stakeholderType']): Scope =>
    assertCan(actor({ stakeholderType }), 'locations.read');

  it('gives ADMIN and BUYER in a buyer company, ADMIN and STAFF in a provider, none in retail, never OWNER', () => {
    const fits = (type: Scope['stakeholderType']) =>
      (['OWNER', 'ADMIN', 'STAFF', 'BUYER'] as const).filter(
        (role) => refusalOf(() => assertRoleFits(scopeOf(type), role)) === undefined,
      );
    expect(fits('company')).toEqual(['ADMIN', 'BUYER']);
    expect(fits('provider')).toEqual(['ADMIN', 'STAFF']);
    expect(fits('retail')).toEqual([]);
  });

  it('refuses a role that does not fit with 400 on the role field', () => {
    const refusal = refusalOf(() => assertRoleFits(scopeOf('company'), 'STAFF'));
    expect(refusal).toMatchObject({
      code: 'role_not_allowed',
      messageKey: 'errors.roleNotAllowed',
      field: 'role',
      status: 400,
    });
  });
});

describe('who may change a member', () => {
  const scope = assertCan(actor({ userId: 1, role: 'ADMIN' }), 'members.manage');
  const change = (
    target: { id: number; role: 'OWNER' | 'ADMIN' | 'BUYER' },
    what: 'role' | 'status',
  ) => refusalOf(() => assertMayChangeMember(scope, target, what));

  it('lets an admin change another member’s role and status', () => {
    expect(change({ id: 2, role: 'BUYER' }, 'role')).toBeUndefined();
    expect(change({ id: 2, role: 'ADMIN' }, 'status')).toBeUndefined();
  });

  it('refuses toggling oneself and changing one’s own role, each with its own reason', () => {
    expect(change({ id: 1, role: 'ADMIN' }, 'status')).toMatchObject({
      code: 'cannot_toggle_self',
      messageKey: 'errors.cannotToggleSelf',
    });
    expect(change({ id: 1, role: 'ADMIN' }, 'role')).toMatchObject({
      code: 'cannot_change_own_role',
      messageKey: 'errors.cannotChangeOwnRole',
    });
  });

  it('never edits or toggles the owner', () => {
    for (const what of ['role', 'status'] as const) {
      expect(change({ id: 3, role: 'OWNER' }, what)).toMatchObject({
        code: 'owner_immutable',
        messageKey: 'errors.ownerImmutable',
        status: 403,
      });
    }
  });
});

describe('the route hook', () => {
  const appWith = (authenticate: (request: FastifyRequest) => Promise<void>) =>
    ({ authenticate }) as unknown as FastifyInstance;
  const request = () => ({ actor: null }) as unknown as FastifyRequest;

  it('authenticates, then hands the route the scope of an allowed call', async () => {
    const req = request();
    const hook = authorize(
      appWith((r) => {
        r.actor = actor({ role: 'BUYER' });
        return Promise.resolve();
      }),
      'rfqs.manage',
    );
    await hook(req);
    expect(requireScope(req)).toMatchObject({ role: 'BUYER', stakeholderId: 10 });
  });

  it('refuses with 403 before the route runs, and leaves it no scope', async () => {
    const req = request();
    const hook = authorize(
      appWith((r) => {
        r.actor = actor({ role: 'BUYER' });
        return Promise.resolve();
      }),
      'members.manage',
    );
    await expect(hook(req)).rejects.toMatchObject({ status: 403, code: 'forbidden' });
    expect(refusalOf(() => requireScope(req))).toMatchObject({ status: 403 });
  });

  it('lets a failed sign-in answer 401', async () => {
    const req = request();
    const hook = authorize(
      appWith(() =>
        Promise.reject(
          new AppError({ code: 'unauthorized', messageKey: 'errors.notAuthenticated' }),
        ),
      ),
      'company.read',
    );
    await expect(hook(req)).rejects.toMatchObject({ status: 401 });
    expect(refusalOf(() => requireScope(req))).toMatchObject({ status: 403 });
  });
});
