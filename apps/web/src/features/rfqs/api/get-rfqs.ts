import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { rfqListSchema, type RfqList, type RfqListQuery } from '@app/shared/schemas/rfqs';
import { apiClient, call } from '#web/lib/api.ts';

/** What the list may be asked for; the API fills in page 1. */
export type RfqListFilter = Partial<RfqListQuery>;

/** GET /rfqs/?project=&page=: one page of the company's RFQs, of one project when given. */
export async function getRfqs(query: RfqListFilter, signal?: AbortSignal): Promise<RfqList> {
  return rfqListSchema.parse(
    await call(apiClient.GET('/api/rfqs/', { params: { query }, signal })),
  );
}

export const rfqsQueryKey = ['rfqs'] as const;

export const rfqsQueryOptions = (query: RfqListFilter = {}) =>
  queryOptions({
    queryKey: [...rfqsQueryKey, 'list', query],
    queryFn: ({ signal }) => getRfqs(query, signal),
    // The page on screen stays while the next one loads, so the pager does not jump away.
    placeholderData: keepPreviousData,
  });

export function useRfqs(query: RfqListFilter = {}) {
  return useQuery(rfqsQueryOptions(query));
}
