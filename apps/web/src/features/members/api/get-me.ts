import { queryOptions, useQuery } from '@tanstack/react-query';
import { meSchema, type Me } from '@app/shared/schemas/users';
import { apiClient, call } from '#web/lib/api.ts';

/** GET /users/me/: the signed-in user's id, to tell their own row apart. */
export async function getMe(signal?: AbortSignal): Promise<Me> {
  return meSchema.parse(await call(apiClient.GET('/api/users/me/', { signal })));
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: ['me'], queryFn: ({ signal }) => getMe(signal), staleTime: Infinity });

export function useMe() {
  return useQuery(meQueryOptions());
}
