import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountContracts } from '@app/shared/api/contracts/account';
import type { Profile } from '@app/shared/schemas/users';
import { request } from '../../../lib/api-client';
import { cacheFirstName } from '../../../lib/auth-storage';

/** GET /users/profile/: the signed-in user. Keeps the first name for the next greeting. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const profile = await request(accountContracts.profile, { signal });
  cacheFirstName(profile.first_name);
  return profile;
}

export const profileQueryKey = ['profile'] as const;

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
