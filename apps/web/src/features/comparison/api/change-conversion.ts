import { useMutation, useQueryClient } from '@tanstack/react-query';
import { comparisonSchema, type Comparison } from '@app/shared/schemas/comparisons';
import { apiClient, call } from '#web/lib/api.ts';

/**
 * PUT /rfqs/:id/comparison/lines/:lineId/conversion/ with the buyer's factor for the line's
 * supplier's item, or DELETE to go back to the comparison's own conversion (`clear`). Both answer
 * the comparison as it now stands; the award's plan is recomputed from it, so its cached answers
 * are dropped.
 */
export function useChangeConversion(rfqId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      input:
        | { lineId: number; itemId: number; factor: string }
        | { lineId: number; itemId: number; clear: true },
    ): Promise<Comparison> => {
      const path = { id: rfqId, lineId: input.lineId };
      return comparisonSchema.parse(
        await call(
          'clear' in input
            ? apiClient.DELETE('/api/rfqs/{id}/comparison/lines/{lineId}/conversion/', {
                params: { path, query: { item_id: input.itemId } },
              })
            : apiClient.PUT('/api/rfqs/{id}/comparison/lines/{lineId}/conversion/', {
                params: { path },
                body: { item_id: input.itemId, factor: input.factor },
              }),
        ),
      );
    },
    onSuccess: async (comparison) => {
      queryClient.setQueryData(['comparison', rfqId], comparison);
      await queryClient.invalidateQueries({ queryKey: ['purchase-orders', 'award', rfqId] });
    },
  });
}
