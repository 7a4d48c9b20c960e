import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fxRateListSchema,
  fxRateSchema,
  type FxRate,
  type SaveFxRateData,
} from '@app/shared/schemas/fx-rates';
import { apiClient, call } from '#web/lib/api.ts';

const fxRatesQueryKey = ['fx-rates'] as const;

/** GET /fx-rates/: the company's exchange rates, by pair and newest date first. */
export function useFxRates() {
  return useQuery({
    queryKey: fxRatesQueryKey,
    queryFn: async ({ signal }): Promise<FxRate[]> =>
      fxRateListSchema.parse(await call(apiClient.GET('/api/fx-rates/', { signal }))),
  });
}

/** POST /fx-rates/ (no id) or PUT /fx-rates/:id/: saves a rate; answers the saved one. */
export function useSaveFxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: SaveFxRateData }) =>
      fxRateSchema.parse(
        await call(
          id === null
            ? apiClient.POST('/api/fx-rates/', { body: input })
            : apiClient.PUT('/api/fx-rates/{id}/', { params: { path: { id } }, body: input }),
        ),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fxRatesQueryKey }),
  });
}

/** DELETE /fx-rates/:id/ */
export function useDeleteFxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      call(apiClient.DELETE('/api/fx-rates/{id}/', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fxRatesQueryKey }),
  });
}
