import { API_PATHS } from '@app/shared/api/paths';
import { comparisonSchema, type Comparison } from '@app/shared/schemas/comparisons';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /rfqs/:id/comparison/: recomputed from the offers each time it is asked. */
export function useComparison(rfqId: number) {
  return useQuery({
    queryKey: ['comparison', rfqId],
    queryFn: async ({ signal }): Promise<Comparison> =>
      comparisonSchema.parse(await api.get(API_PATHS.rfqComparison(rfqId), { signal })),
  });
}
