import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import { api } from '#web/lib/api-client.ts';
import { answerViewQueryOptions } from './get-answer-view';

/** POST /rfq-answer/:token/files/: the supplier's own quote file, kept for reading later. */
export async function uploadAnswerFile({ token, file }: { token: string; file: File }) {
  await api.post(API_PATHS.rfqAnswerFiles(token), file, {
    auth: false,
    params: { file_name: file.name },
  });
}

export function useUploadAnswerFile(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAnswerFile({ token, file }),
    onSuccess: () => queryClient.invalidateQueries(answerViewQueryOptions(token)),
  });
}
