import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import { invitationListSchema, type Invitation } from '@app/shared/schemas/users';
import { api } from '../../../lib/api-client';

/** GET /users/invites/: every member (the owner included) and every pending invitation. */
export async function getMembers(signal?: AbortSignal): Promise<Invitation[]> {
  return invitationListSchema.parse(await api.get(API_PATHS.invites, { signal }));
}

export const membersQueryKey = ['members'] as const;

export const membersQueryOptions = () =>
  queryOptions({ queryKey: membersQueryKey, queryFn: ({ signal }) => getMembers(signal) });

export function useMembers() {
  return useQuery(membersQueryOptions());
}
