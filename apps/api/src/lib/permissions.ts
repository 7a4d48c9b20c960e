import type { ErrorCode, ErrorMessageKey } from '@app/shared/api/error-codes';
import {
  ROLES_BY_STAKEHOLDER_TYPE,
  type RegistrationType,
  type Role,
} from '@app/shared/constants/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireActor, type Actor } from './actor.ts';
import { AppError, badRequest, forbidden } from './app-error.ts';

/**
 * The one place that decides who may do what (docs/product-rules.md § Roles and permissions). Every company, member and location
 * route asks `assertCan`; the member rules (owner, self, role fit) live here too.
 */
export const ACTIONS = [
  'company.read',
  'company.update',
  'members.read',
  'members.manage',
  'locations.read',
  'locations.manage',
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
  'inbox.read',
  'inbox.answer',
] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * The company a permitted call works on: services take a Scope, which only `assertCan` makes, and
 * scope every query to its `stakeholderId`.
 */
export type Scope = {
  actor: Actor;
  userId: number;
  role: Role;
  stakeholderId: number;
  stakeholderType: RegistrationType;
  stakeholderName: string;
};

const MANAGERS: readonly Role[] = ['OWNER', 'ADMIN'];

/** Buying (docs/product-rules.md § Projects): every role of a buyer company, and a retail user for themself. */
const PURCHASING_AREAS = [
  'projects.',
  'suppliers.',
  'rfqs.',
  'quotes.',
  'purchase_orders.',
  'fx_rates.',
];
/** Selling: every role of a provider company (OWNER, ADMIN, STAFF) answers RFQs sent to it. */
const SELLING_AREA = 'inbox.';

function isChange(action: Action): boolean {
  return action.endsWith('.update') || action.endsWith('.manage');
}

/** The code of each refusal (docs/product-rules.md § Error codes). */
const REFUSAL_CODES = {
  'errors.forbidden': 'forbidden',
  'errors.buyersOnly': 'buyers_only',
  'errors.providersOnly': 'providers_only',
  'errors.retailNoCompany': 'retail_no_company',
} as const satisfies Partial<Record<ErrorMessageKey, ErrorCode>>;

type Refusal = keyof typeof REFUSAL_CODES;

/** Why an actor may not do an action (a message key), or undefined when they may. */
function findRefusal(actor: Actor, action: Action): Refusal | undefined {
  // Account executives belong to no company: nothing of a company is theirs to read or change.
  if (actor.isStaff || actor.stakeholderId === null || !actor.stakeholderType || !actor.role) {
    return 'errors.forbidden';
  }
  if (PURCHASING_AREAS.some((area) => action.startsWith(area))) {
    return actor.stakeholderType === 'provider' ? 'errors.buyersOnly' : undefined;
  }
  if (action.startsWith(SELLING_AREA)) {
    return actor.stakeholderType === 'provider' ? undefined : 'errors.providersOnly';
  }
  // A retail user has no company to read or run, only their own locations.
  if (actor.stakeholderType === 'retail') {
    if (action.startsWith('members.')) return 'errors.retailNoCompany';
    return action.startsWith('company.') ? 'errors.forbidden' : undefined;
  }
  if (isChange(action) && !MANAGERS.includes(actor.role)) return 'errors.forbidden';
  return undefined;
}

export function can(actor: Actor, action: Action): boolean {
  return findRefusal(actor, action) === undefined;
}

/** Throws 403 unless the actor may do the action; answers the company to scope the call to. */
export function assertCan(actor: Actor, action: Action): Scope {
  const refusal = findRefusal(actor, action);
  if (refusal || actor.stakeholderId === null || !actor.stakeholderType || !actor.role) {
    throw refusal ? forbidden(refusal, REFUSAL_CODES[refusal]) : forbidden();
  }
  return {
    actor,
    userId: actor.userId,
    role: actor.role,
    stakeholderId: actor.stakeholderId,
    stakeholderType: actor.stakeholderType,
    stakeholderName: actor.stakeholderName ?? '',
  };
}

/** Throws 400 on `role` unless the role may be given in this type of company (never OWNER). */
export function assertRoleFits(scope: Scope, role: Role): void {
  const allowed: readonly Role[] = ROLES_BY_STAKEHOLDER_TYPE[scope.stakeholderType];
  if (!allowed.includes(role))
    throw badRequest('role_not_allowed', 'errors.roleNotAllowed', 'role');
}

/**
 * Throws unless the caller may change this member's role or status: an owner is never edited or
 * toggled, and nobody toggles themself or changes their own role.
 */
export function assertMayChangeMember(
  scope: Scope,
  target: { id: number; role: Role | null },
  change: 'role' | 'status',
): void {
  if (change === 'status' && target.id === scope.userId) {
    throw new AppError({
      code: 'cannot_toggle_self',
      messageKey: 'errors.cannotToggleSelf',
    });
  }
  if (change === 'role' && target.id === scope.userId) {
    throw new AppError({
      code: 'cannot_change_own_role',
      messageKey: 'errors.cannotChangeOwnRole',
    });
  }
  if (target.role === 'OWNER') {
    throw new AppError({
      code: 'owner_immutable',
      messageKey: 'errors.ownerImmutable',
    });
  }
}

const scopes = new WeakMap<FastifyRequest, Scope>();

/**
 * A route hook: authenticates, then refuses with 403 unless the caller may do the action. It runs
 * before body validation, so a refused caller learns nothing from a 400.
 */
export function authorize(app: FastifyInstance, action: Action) {
  return async (request: FastifyRequest) => {
    await app.authenticate(request);
    scopes.set(request, assertCan(requireActor(request), action));
  };
}

/** The Scope `authorize` granted this request; throws when the route forgot to authorize. */
export function requireScope(request: FastifyRequest): Scope {
  const scope = scopes.get(request);
  if (!scope) throw forbidden();
  return scope;
}
