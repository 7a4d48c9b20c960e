import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import { meSchema, type Me } from '@app/shared/schemas/users';
import { api } from '../../../lib/api-client';

/** GET /users/me/: the signed-in user's id, to tell their own row apart. */
export async function getMe(signal?: AbortSignal): Promise<Me> {
  return meSchema.parse(await api.get(API_PATHS.me, { signal }));
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: ['me'], queryFn: ({ signal }) => getMe(signal), staleTime: Infinity });

export function useMe() {
  return useQuery(meQueryOptions());
}
