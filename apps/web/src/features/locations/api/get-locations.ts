import { queryOptions, useQuery } from '@tanstack/react-query';
import { locationListSchema, type Location } from '@app/shared/schemas/locations';
import { apiClient, call } from '../../../lib/api';

/** GET /locations/: the locations of the caller's company or retail account. */
export async function getLocations(signal?: AbortSignal): Promise<Location[]> {
  return locationListSchema.parse(await call(apiClient.GET('/api/locations/', { signal })));
}

export const locationsQueryKey = ['locations'] as const;

export const locationsQueryOptions = () =>
  queryOptions({ queryKey: locationsQueryKey, queryFn: ({ signal }) => getLocations(signal) });

export function useLocations() {
  return useQuery(locationsQueryOptions());
}
