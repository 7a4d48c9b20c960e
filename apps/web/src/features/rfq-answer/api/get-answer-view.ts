import { queryOptions, useQuery } from '@tanstack/react-query';
import { supplierRfqViewSchema, type SupplierRfqView } from '@app/shared/schemas/rfqs';
import { call, publicApiClient } from '#web/lib/api.ts';

/** GET /rfq-answer/:token/: the RFQ as this one supplier sees it (no sign-in: the link is the key). */
export async function getAnswerView(token: string, signal?: AbortSignal): Promise<SupplierRfqView> {
  const body = await call(
    publicApiClient.GET('/api/rfq-answer/{token}/', { params: { path: { token } }, signal }),
  );
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
