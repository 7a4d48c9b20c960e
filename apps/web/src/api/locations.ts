import { queryOptions, useQuery } from '@tanstack/react-query';
import { locationListSchema, type Location } from '@app/shared/schemas/locations';
import { apiClient, call } from '../lib/api';

/*
 * The company's locations, read by every feature that shows or chooses one (locations, projects,
 * RFQs) through these options: one key, one cache, one refresh after a change
 * (docs/architecture.md § The web read layer).
 */

/** GET /locations/: the locations of the caller's company or retail account. */
export async function getLocations(signal?: AbortSignal): Promise<Location[]> {
  return locationListSchema.parse(await call(apiClient.GET('/api/locations/', { signal })));
}

/** Every locations query starts with this key; a change invalidates it. */
export const locationsQueryKey = ['locations'] as const;

export const locationsQueryOptions = () =>
  queryOptions({ queryKey: locationsQueryKey, queryFn: ({ signal }) => getLocations(signal) });

export function useLocations() {
  return useQuery(locationsQueryOptions());
}
