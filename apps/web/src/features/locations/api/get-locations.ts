import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import { locationListSchema, type Location } from '@app/shared/schemas/locations';
import { api } from '../../../lib/api-client';

/** GET /locations/: the locations of the caller's company or retail account. */
export async function getLocations(signal?: AbortSignal): Promise<Location[]> {
  return locationListSchema.parse(await api.get(API_PATHS.locations, { signal }));
}

export const locationsQueryKey = ['locations'] as const;

export const locationsQueryOptions = () =>
  queryOptions({ queryKey: locationsQueryKey, queryFn: ({ signal }) => getLocations(signal) });

export function useLocations() {
  return useQuery(locationsQueryOptions());
}
