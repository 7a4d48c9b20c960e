import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import { rfqSchema, type Rfq, type SaveRfqData } from '@app/shared/schemas/rfqs';
import { api } from '../../../lib/api-client';
import { rfqsQueryKey } from './get-rfqs';

/**
 * POST /rfqs/ (no id) or PUT /rfqs/:id/: the whole RFQ. Saving a sent RFQ notifies its suppliers
 * of the change (the server does it).
 */
export async function saveRfq({ id, ...input }: SaveRfqData & { id?: number }): Promise<Rfq> {
  const body = id ? await api.put(API_PATHS.rfq(id), input) : await api.post(API_PATHS.rfqs, input);
  return rfqSchema.parse(body);
}

export function useSaveRfq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRfq,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rfqsQueryKey }),
  });
}
