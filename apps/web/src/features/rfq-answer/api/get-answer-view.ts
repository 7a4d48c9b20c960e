import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import { supplierRfqViewSchema, type SupplierRfqView } from '@app/shared/schemas/rfqs';
import { api } from '../../../lib/api-client';

/** GET /rfq-answer/:token/: the RFQ as this one supplier sees it (no sign-in: the link is the key). */
export async function getAnswerView(token: string, signal?: AbortSignal): Promise<SupplierRfqView> {
  const body = await api.get(API_PATHS.rfqAnswer(token), { signal, auth: false });
  return supplierRfqViewSchema.parse(body);
}

export const answerViewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['rfq-answer', token],
    queryFn: ({ signal }) => getAnswerView(token, signal),
    retry: false,
  });

export function useAnswerView(token: string) {
  return useQuery(answerViewQueryOptions(token));
}
