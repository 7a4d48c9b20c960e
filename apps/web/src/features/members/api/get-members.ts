import { queryOptions, useQuery } from '@tanstack/react-query';
import { invitationsContracts } from '@app/shared/api/contracts/invitations';
import type { Invitation } from '@app/shared/schemas/users';
import { request } from '../../../lib/api-client';

/** GET /users/invites/: every member (the owner included) and every pending invitation. */
export function getMembers(signal?: AbortSignal): Promise<Invitation[]> {
  return request(invitationsContracts.list, { signal });
}

export const membersQueryKey = ['members'] as const;

export const membersQueryOptions = () =>
  queryOptions({ queryKey: membersQueryKey, queryFn: ({ signal }) => getMembers(signal) });

export function useMembers() {
  return useQuery(membersQueryOptions());
}
