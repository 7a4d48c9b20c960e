import type { Role } from '@app/shared/constants/domain';
import type { Profile } from '@app/shared/schemas/users';

const MANAGER_ROLES: readonly Role[] = ['OWNER', 'ADMIN'];

/**
 * Whether the user may change the company, its members and its locations (docs/product-rules.md § Roles and permissions: OWNER and
 * ADMIN; STAFF and BUYER only read). The server decides; the interface only mirrors it.
 */
export function canManageCompany(profile: Pick<Profile, 'role'> | undefined): boolean {
  return profile?.role ? MANAGER_ROLES.includes(profile.role) : false;
}

const PURCHASING_ROLES: readonly Role[] = ['OWNER', 'ADMIN', 'BUYER'];

/**
 * Whether the user buys: OWNER, ADMIN and BUYER of a buyer company, and a retail user for
 * themself (docs/product-rules.md, "Purchasing screens"). Provider companies answer instead.
 */
export function canPurchase(profile: Pick<Profile, 'role' | 'user_type'> | undefined): boolean {
  if (!profile?.user_type || profile.user_type === 'Provider User') return false;
  if (profile.user_type === 'Retail User') return true;
  return profile.role ? PURCHASING_ROLES.includes(profile.role) : false;
}
