import { useMutation, useQueryClient } from '@tanstack/react-query';
import { locationsContracts } from '@app/shared/api/contracts/locations';
import type { Location, SaveLocationData } from '@app/shared/schemas/locations';
import { request } from '../../../lib/api-client';
import { locationsQueryKey } from './get-locations';

/** POST /locations/: adds a location; answers the saved one. */
export function createLocation(input: SaveLocationData): Promise<Location> {
  return request(locationsContracts.create, { body: input });
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationsQueryKey }),
  });
}
