import { queryOptions, useQuery } from '@tanstack/react-query';
import { locationsContracts } from '@app/shared/api/contracts/locations';
import type { Location } from '@app/shared/schemas/locations';
import { request } from '../../../lib/api-client';

/** GET /locations/: the locations of the caller's company or retail account. */
export function getLocations(signal?: AbortSignal): Promise<Location[]> {
  return request(locationsContracts.list, { signal });
}

export const locationsQueryKey = ['locations'] as const;

export const locationsQueryOptions = () =>
  queryOptions({ queryKey: locationsQueryKey, queryFn: ({ signal }) => getLocations(signal) });

export function useLocations() {
  return useQuery(locationsQueryOptions());
}
