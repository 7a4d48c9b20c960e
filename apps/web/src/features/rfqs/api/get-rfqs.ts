import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import { rfqListSchema, type RfqListQuery, type RfqSummary } from '@app/shared/schemas/rfqs';
import { api } from '../../../lib/api-client';

/** GET /rfqs/?project=: the company's RFQs, of one project when given. */
export async function getRfqs(query: RfqListQuery, signal?: AbortSignal): Promise<RfqSummary[]> {
  return rfqListSchema.parse(await api.get(API_PATHS.rfqs, { params: query, signal }));
}

export const rfqsQueryKey = ['rfqs'] as const;

export const rfqsQueryOptions = (query: RfqListQuery = {}) =>
  queryOptions({
    queryKey: [...rfqsQueryKey, 'list', query],
    queryFn: ({ signal }) => getRfqs(query, signal),
  });

export function useRfqs(query: RfqListQuery = {}) {
  return useQuery(rfqsQueryOptions(query));
}
