import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import { rfqSchema, type Rfq } from '@app/shared/schemas/rfqs';
import { api } from '../../../lib/api-client';
import { rfqsQueryKey } from './get-rfqs';

/** GET /rfqs/:id/: one RFQ with its items and invitations. */
export async function getRfq(id: number, signal?: AbortSignal): Promise<Rfq> {
  return rfqSchema.parse(await api.get(API_PATHS.rfq(id), { signal }));
}

export const rfqQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...rfqsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getRfq(id, signal),
  });

export function useRfq(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...rfqQueryOptions(id), enabled: options.enabled ?? true });
}
