import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import {
  locationSchema,
  type Location,
  type SaveLocationData,
} from '@app/shared/schemas/locations';
import { api } from '../../../lib/api-client';
import { locationsQueryKey } from './get-locations';

/** POST /locations/: adds a location; answers the saved one. */
export async function createLocation(input: SaveLocationData): Promise<Location> {
  return locationSchema.parse(await api.post(API_PATHS.locations, input));
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationsQueryKey }),
  });
}
