import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@app/shared/constants/domain';
import type { MemberStatus, RowLabels } from '../utils/member-rows';

const ROLE_KEYS: Record<Role, string> = {
  OWNER: 'members:roles.OWNER',
  ADMIN: 'members:roles.ADMIN',
  STAFF: 'members:roles.STAFF',
  BUYER: 'members:roles.BUYER',
};

const STATUS_KEYS: Record<MemberStatus, string> = {
  active: 'members:status.active',
  inactive: 'members:status.inactive',
  pending: 'members:status.pending',
};

export function useRoleLabel(): (role: Role) => string {
  const { t } = useTranslation();
  return useCallback((role: Role) => t(ROLE_KEYS[role]), [t]);
}

/** Role and status names in the interface language (the table sorts by what it shows). */
export function useMemberLabels(): RowLabels {
  const { t } = useTranslation();
  const role = useRoleLabel();
  return useMemo(
    () => ({ role, status: (status: MemberStatus) => t(STATUS_KEYS[status]) }),
    [role, t],
  );
}
