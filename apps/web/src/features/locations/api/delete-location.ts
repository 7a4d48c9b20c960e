import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, call } from '#web/lib/api.ts';
import { locationsQueryKey } from '#web/api/locations.ts';

/** DELETE /locations/:id/. */
export async function deleteLocation(id: number): Promise<void> {
  await call(apiClient.DELETE('/api/locations/{id}/', { params: { path: { id } } }));
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationsQueryKey }),
  });
}
