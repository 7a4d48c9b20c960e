import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  locationSchema,
  type Location,
  type SaveLocationData,
} from '@app/shared/schemas/locations';
import { apiClient, call } from '#web/lib/api.ts';
import { locationsQueryKey } from '#web/api/locations.ts';

/** POST /locations/: adds a location; answers the saved one. */
export async function createLocation(input: SaveLocationData): Promise<Location> {
  return locationSchema.parse(await call(apiClient.POST('/api/locations/', { body: input })));
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationsQueryKey }),
  });
}
