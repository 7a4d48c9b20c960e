import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { locationTypesSchema, type LocationTypes } from '@app/shared/schemas/locations';
import { apiClient, call } from '#web/lib/api.ts';

/** GET /locations/types/: code → name, in the request's language. */
export async function getLocationTypes(signal?: AbortSignal): Promise<LocationTypes> {
  return locationTypesSchema.parse(await call(apiClient.GET('/api/locations/types/', { signal })));
}

/** The language is part of the key: switching it fetches the names in the new language. */
export const locationTypesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['location-types', language],
    queryFn: ({ signal }) => getLocationTypes(signal),
    staleTime: Infinity,
  });

export function useLocationTypes() {
  const { i18n } = useTranslation();
  return useQuery(locationTypesQueryOptions(i18n.resolvedLanguage ?? i18n.language));
}
