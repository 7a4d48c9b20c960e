import { comparisonSchema, type Comparison } from '@app/shared/schemas/comparisons';
import { useQuery } from '@tanstack/react-query';
import { apiClient, call } from '#web/lib/api.ts';

/** GET /rfqs/:id/comparison/: recomputed from the offers each time it is asked. */
export function useComparison(rfqId: number) {
  return useQuery({
    queryKey: ['comparison', rfqId],
    queryFn: async ({ signal }): Promise<Comparison> =>
      comparisonSchema.parse(
        await call(
          apiClient.GET('/api/rfqs/{id}/comparison/', { params: { path: { id: rfqId } }, signal }),
        ),
      ),
  });
}
