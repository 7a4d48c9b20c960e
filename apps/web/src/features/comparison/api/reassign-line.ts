import { useMutation, useQueryClient } from '@tanstack/react-query';
import { comparisonSchema, type Comparison } from '@app/shared/schemas/comparisons';
import { apiClient, call } from '#web/lib/api.ts';

/**
 * PUT /rfqs/:id/comparison/lines/:lineId/ with an item (null: not part of the request), or
 * DELETE to give the line back to the matcher (`clear`). Both answer the comparison as it now
 * stands; the award's plan is recomputed from it, so its cached answers are dropped.
 */
export function useReassignLine(rfqId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      input: { lineId: number; itemId: number | null } | { lineId: number; clear: true },
    ): Promise<Comparison> => {
      const path = { id: rfqId, lineId: input.lineId };
      return comparisonSchema.parse(
        await call(
          'clear' in input
            ? apiClient.DELETE('/api/rfqs/{id}/comparison/lines/{lineId}/', { params: { path } })
            : apiClient.PUT('/api/rfqs/{id}/comparison/lines/{lineId}/', {
                params: { path },
                body: { item_id: input.itemId },
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
