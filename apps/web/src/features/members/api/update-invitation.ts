import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateInvitationInput } from '@app/shared/schemas/users';
import { apiClient, call } from '#web/lib/api.ts';
import { membersQueryKey } from './get-members';

/** PATCH /users/invites/:id/: changes the role of a pending invitation. */
export async function updateInvitation({
  id,
  ...input
}: UpdateInvitationInput & { id: number }): Promise<void> {
  await call(
    apiClient.PATCH('/api/users/invites/{id}/', { params: { path: { id } }, body: input }),
  );
}

export function useUpdateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
