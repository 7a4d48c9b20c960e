import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import { inboxListSchema, type InboxEntry } from '@app/shared/schemas/rfqs';
import { api } from '../../../lib/api-client';

/** GET /inbox/rfqs/: the RFQs sent to the provider company's invited e-mails. */
export async function getInbox(signal?: AbortSignal): Promise<InboxEntry[]> {
  return inboxListSchema.parse(await api.get(API_PATHS.inboxRfqs, { signal }));
}

export const inboxQueryKey = ['inbox'] as const;

export function useInbox() {
  return useQuery(
    queryOptions({ queryKey: inboxQueryKey, queryFn: ({ signal }) => getInbox(signal) }),
  );
}
