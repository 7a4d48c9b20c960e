import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import { locationListSchema, type Location } from '@app/shared/schemas/locations';
import { api } from '../../../lib/api-client';

/**
 * GET /locations/: where a project's deliveries can go. Same key as the locations feature, so
 * both read one cache.
 */
export async function getLocationOptions(signal?: AbortSignal): Promise<Location[]> {
  return locationListSchema.parse(await api.get(API_PATHS.locations, { signal }));
}

export const locationOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['locations'], queryFn: ({ signal }) => getLocationOptions(signal) });

export function useLocationOptions() {
  return useQuery(locationOptionsQueryOptions());
}
