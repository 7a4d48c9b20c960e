import { queryOptions, useQuery } from '@tanstack/react-query';
import { invitationAnswersSchema, type InvitationAnswers } from '@app/shared/schemas/rfq-answers';
import { apiClient, call } from '#web/lib/api.ts';
import { rfqsQueryKey } from './get-rfqs';

/** GET /rfqs/:id/invitations/:invitationId/answers/: every revision of one supplier's answer. */
export async function getInvitationAnswers(
  id: number,
  invitationId: number,
  signal?: AbortSignal,
): Promise<InvitationAnswers> {
  const body = await call(
    apiClient.GET('/api/rfqs/{id}/invitations/{invitationId}/answers/', {
      params: { path: { id, invitationId } },
      signal,
    }),
  );
  return invitationAnswersSchema.parse(body);
}

export const invitationAnswersQueryOptions = (id: number, invitationId: number) =>
  queryOptions({
    queryKey: [...rfqsQueryKey, 'answers', id, invitationId],
    queryFn: ({ signal }) => getInvitationAnswers(id, invitationId, signal),
  });

export function useInvitationAnswers(id: number, invitationId: number, isEnabled: boolean) {
  return useQuery({ ...invitationAnswersQueryOptions(id, invitationId), enabled: isEnabled });
}
