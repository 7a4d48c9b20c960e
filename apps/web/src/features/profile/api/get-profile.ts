import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileSchema, type Profile } from '@app/shared/schemas/users';
import { apiClient, call } from '#web/lib/api.ts';
import { cacheFirstName } from '#web/lib/auth-storage.ts';
import { rememberCompanyCountry } from '#web/lib/format.ts';

/**
 * GET /users/profile/: the signed-in user. Keeps the first name for the next greeting and the
 * company's country for every number on the page.
 */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const profile = profileSchema.parse(await call(apiClient.GET('/api/users/profile/', { signal })));
  cacheFirstName(profile.first_name);
  rememberCompanyCountry(profile.company_country);
  return profile;
}

export const profileQueryKey = ['profile'] as const;

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
