import { queryOptions, useQuery } from '@tanstack/react-query';
import { invitationListSchema, type Invitation } from '@app/shared/schemas/users';
import { apiClient, call } from '#web/lib/api.ts';

/** GET /users/invites/: every member (the owner included) and every pending invitation. */
export async function getMembers(signal?: AbortSignal): Promise<Invitation[]> {
  return invitationListSchema.parse(await call(apiClient.GET('/api/users/invites/', { signal })));
}

export const membersQueryKey = ['members'] as const;

export const membersQueryOptions = () =>
  queryOptions({ queryKey: membersQueryKey, queryFn: ({ signal }) => getMembers(signal) });

export function useMembers() {
  return useQuery(membersQueryOptions());
}
