import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { inboxListSchema, type InboxList } from '@app/shared/schemas/rfqs';
import { apiClient, call } from '#web/lib/api.ts';

/** GET /inbox/rfqs/?page=: one page of the RFQs sent to the provider company's invited e-mails. */
export async function getInbox(page: number, signal?: AbortSignal): Promise<InboxList> {
  return inboxListSchema.parse(
    await call(apiClient.GET('/api/inbox/rfqs/', { params: { query: { page } }, signal })),
  );
}

export const inboxQueryKey = ['inbox'] as const;

export function useInbox(page = 1) {
  return useQuery(
    queryOptions({
      queryKey: [...inboxQueryKey, 'list', page],
      queryFn: ({ signal }) => getInbox(page, signal),
      // The page on screen stays while the next one loads, so the pager does not jump away.
      placeholderData: keepPreviousData,
    }),
  );
}
