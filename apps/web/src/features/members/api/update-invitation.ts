import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationsContracts } from '@app/shared/api/contracts/invitations';
import type { UpdateInvitationInput } from '@app/shared/schemas/users';
import { request } from '../../../lib/api-client';
import { membersQueryKey } from './get-members';

/** PATCH /users/invites/:id/: changes the role of a pending invitation. */
export async function updateInvitation({
  id,
  ...input
}: UpdateInvitationInput & { id: number }): Promise<void> {
  await request(invitationsContracts.update, { params: { id }, body: input });
}

export function useUpdateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
