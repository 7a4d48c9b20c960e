import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import {
  supplierRfqViewSchema,
  type SubmitAnswerData,
  type SupplierRfqView,
} from '@app/shared/schemas/rfqs';
import { apiClient, call } from '#web/lib/api.ts';
import { api } from '#web/lib/api-client.ts';
import { inboxQueryKey } from './get-inbox';

/** GET /inbox/rfqs/:id/: one RFQ sent to the company, as its supplier sees it. */
export async function getInboxRfq(id: number, signal?: AbortSignal): Promise<SupplierRfqView> {
  return supplierRfqViewSchema.parse(
    await call(apiClient.GET('/api/inbox/rfqs/{id}/', { params: { path: { id } }, signal })),
  );
}

export function useInboxRfq(id: number) {
  return useQuery({
    queryKey: [...inboxQueryKey, id],
    queryFn: ({ signal }) => getInboxRfq(id, signal),
  });
}

/** POST /inbox/rfqs/:id/answer/: a new revision of the company's answer. */
export function useSubmitInboxAnswer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: SubmitAnswerData) => {
      await call(
        apiClient.POST('/api/inbox/rfqs/{id}/answer/', { params: { path: { id } }, body: answer }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxQueryKey }),
  });
}

/** POST /inbox/rfqs/:id/files/: the company's own quote file. */
export function useUploadInboxFile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      await api.post(API_PATHS.inboxFiles(id), file, { params: { file_name: file.name } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxQueryKey }),
  });
}
