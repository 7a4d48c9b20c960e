import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  locationSchema,
  type Location,
  type SaveLocationData,
} from '@app/shared/schemas/locations';
import { apiClient, call } from '#web/lib/api.ts';
import { locationsQueryKey } from '#web/api/locations.ts';

/** PUT /locations/:id/: replaces a location's fields; answers the saved one. */
export async function updateLocation({
  id,
  ...input
}: SaveLocationData & { id: number }): Promise<Location> {
  return locationSchema.parse(
    await call(apiClient.PUT('/api/locations/{id}/', { params: { path: { id } }, body: input })),
  );
}

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationsQueryKey }),
  });
}
