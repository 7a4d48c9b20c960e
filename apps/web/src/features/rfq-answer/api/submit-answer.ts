import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitAnswerData } from '@app/shared/schemas/rfqs';
import { call, publicApiClient } from '#web/lib/api.ts';
import { answerViewQueryOptions } from './get-answer-view';

/** POST /rfq-answer/:token/: a new revision of the answer (the earlier ones are kept). */
export async function submitAnswer({ token, ...answer }: SubmitAnswerData & { token: string }) {
  await call(
    publicApiClient.POST('/api/rfq-answer/{token}/', { params: { path: { token } }, body: answer }),
  );
}

export function useSubmitAnswer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: SubmitAnswerData) => submitAnswer({ token, ...answer }),
    onSuccess: () => queryClient.invalidateQueries(answerViewQueryOptions(token)),
  });
}
