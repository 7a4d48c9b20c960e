import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rfqSchema, type Rfq, type SaveRfqData } from '@app/shared/schemas/rfqs';
import { apiClient, call } from '#web/lib/api.ts';
import { rfqsQueryKey } from './get-rfqs';

/**
 * POST /rfqs/ (no id) or PUT /rfqs/:id/: the whole RFQ. Saving a sent RFQ notifies its suppliers
 * of the change (the server does it).
 */
export async function saveRfq({ id, ...input }: SaveRfqData & { id?: number }): Promise<Rfq> {
  const body = id
    ? await call(apiClient.PUT('/api/rfqs/{id}/', { params: { path: { id } }, body: input }))
    : await call(apiClient.POST('/api/rfqs/', { body: input }));
  return rfqSchema.parse(body);
}

export function useSaveRfq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRfq,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rfqsQueryKey }),
  });
}
