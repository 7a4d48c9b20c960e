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
