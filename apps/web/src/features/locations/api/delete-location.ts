import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import { api } from '../../../lib/api-client';
import { locationsQueryKey } from './get-locations';

/** DELETE /locations/:id/. */
export async function deleteLocation(id: number): Promise<void> {
  await api.delete(API_PATHS.location(id));
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationsQueryKey }),
  });
}
