import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import {
  locationSchema,
  type Location,
  type SaveLocationData,
} from '@app/shared/schemas/locations';
import { api } from '../../../lib/api-client';
import { locationsQueryKey } from './get-locations';

/** PUT /locations/:id/: replaces a location's fields; answers the saved one. */
export async function updateLocation({
  id,
  ...input
}: SaveLocationData & { id: number }): Promise<Location> {
  return locationSchema.parse(await api.put(API_PATHS.location(id), input));
}

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationsQueryKey }),
  });
}
