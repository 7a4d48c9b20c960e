import { useMutation, useQueryClient } from '@tanstack/react-query';
import { locationsContracts } from '@app/shared/api/contracts/locations';
import { request } from '../../../lib/api-client';
import { locationsQueryKey } from './get-locations';

/** DELETE /locations/:id/. */
export async function deleteLocation(id: number): Promise<void> {
  await request(locationsContracts.remove, { params: { id } });
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationsQueryKey }),
  });
}
