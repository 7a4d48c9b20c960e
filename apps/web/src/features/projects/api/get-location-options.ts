import { queryOptions, useQuery } from '@tanstack/react-query';
import { locationListSchema, type Location } from '@app/shared/schemas/locations';
import { apiClient, call } from '../../../lib/api';

/**
 * GET /locations/: where a project's deliveries can go. Same key as the locations feature, so
 * both read one cache.
 */
export async function getLocationOptions(signal?: AbortSignal): Promise<Location[]> {
  return locationListSchema.parse(await call(apiClient.GET('/api/locations/', { signal })));
}

export const locationOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['locations'], queryFn: ({ signal }) => getLocationOptions(signal) });

export function useLocationOptions() {
  return useQuery(locationOptionsQueryOptions());
}
