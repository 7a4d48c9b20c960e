import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import { rfqSchema, type Rfq } from '@app/shared/schemas/rfqs';
import { apiClient, call } from '#web/lib/api.ts';
import { downloadFile } from '#web/lib/api-client.ts';
import { rfqsQueryKey } from './get-rfqs';

type RfqAction =
  | { kind: 'send'; id: number }
  | { kind: 'close'; id: number }
  | { kind: 'withdraw'; id: number; invitationId: number };

/**
 * POST /rfqs/:id/send/ (mails every invited supplier), /close/ (no more answers), or
 * /invitations/:invitationId/withdraw/ (that supplier's link stops working).
 */
export async function runRfqAction(action: RfqAction): Promise<Rfq> {
  const id = action.id;
  const body =
    action.kind === 'send'
      ? await call(apiClient.POST('/api/rfqs/{id}/send/', { params: { path: { id } } }))
      : action.kind === 'close'
        ? await call(apiClient.POST('/api/rfqs/{id}/close/', { params: { path: { id } } }))
        : await call(
            apiClient.POST('/api/rfqs/{id}/invitations/{invitationId}/withdraw/', {
              params: { path: { id, invitationId: action.invitationId } },
            }),
          );
  return rfqSchema.parse(body);
}

export function useRfqAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runRfqAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rfqsQueryKey }),
  });
}

/** GET /rfqs/:id/pdf/ or /xlsx/: the document the suppliers receive, in the interface language. */
export function downloadRfqDocument(id: number, number: string, format: 'pdf' | 'xlsx') {
  const path = format === 'pdf' ? API_PATHS.rfqPdf(id) : API_PATHS.rfqXlsx(id);
  return downloadFile(path, `${number}.${format}`);
}
