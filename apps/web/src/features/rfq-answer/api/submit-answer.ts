import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import type { SubmitAnswerData } from '@app/shared/schemas/rfqs';
import { api } from '../../../lib/api-client';
import { answerViewQueryOptions } from './get-answer-view';

/** POST /rfq-answer/:token/: a new revision of the answer (the earlier ones are kept). */
export async function submitAnswer({ token, ...answer }: SubmitAnswerData & { token: string }) {
  await api.post(API_PATHS.rfqAnswer(token), answer, { auth: false });
}

export function useSubmitAnswer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: SubmitAnswerData) => submitAnswer({ token, ...answer }),
    onSuccess: () => queryClient.invalidateQueries(answerViewQueryOptions(token)),
  });
}
