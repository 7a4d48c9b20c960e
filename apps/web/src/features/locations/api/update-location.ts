import { useMutation, useQueryClient } from '@tanstack/react-query';
import { locationsContracts } from '@app/shared/api/contracts/locations';
import type { Location, SaveLocationData } from '@app/shared/schemas/locations';
import { request } from '../../../lib/api-client';
import { locationsQueryKey } from './get-locations';

/** PUT /locations/:id/: replaces a location's fields; answers the saved one. */
export function updateLocation({
  id,
  ...input
}: SaveLocationData & { id: number }): Promise<Location> {
  return request(locationsContracts.update, { params: { id }, body: input });
}

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationsQueryKey }),
  });
}
