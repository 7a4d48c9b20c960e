import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountContracts } from '@app/shared/api/contracts/account';
import type { Me } from '@app/shared/schemas/users';
import { request } from '../../../lib/api-client';

/** GET /users/me/: the signed-in user's id, to tell their own row apart. */
export function getMe(signal?: AbortSignal): Promise<Me> {
  return request(accountContracts.me, { signal });
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: ['me'], queryFn: ({ signal }) => getMe(signal), staleTime: Infinity });

export function useMe() {
  return useQuery(meQueryOptions());
}
