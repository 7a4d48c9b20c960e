import { queryOptions, useQuery } from '@tanstack/react-query';
import { rfqSchema, type Rfq } from '@app/shared/schemas/rfqs';
import { apiClient, call } from '#web/lib/api.ts';
import { rfqsQueryKey } from './get-rfqs';

/** GET /rfqs/:id/: one RFQ with its items and invitations. */
export async function getRfq(id: number, signal?: AbortSignal): Promise<Rfq> {
  return rfqSchema.parse(
    await call(apiClient.GET('/api/rfqs/{id}/', { params: { path: { id } }, signal })),
  );
}

export const rfqQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...rfqsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getRfq(id, signal),
  });

export function useRfq(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...rfqQueryOptions(id), enabled: options.enabled ?? true });
}
