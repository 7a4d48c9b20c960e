import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationsContracts } from '@app/shared/api/contracts/invitations';
import { request } from '../../../lib/api-client';
import { membersQueryKey } from './get-members';

/** DELETE /users/invites/:id/: withdraws a pending invitation. */
export async function deleteInvitation(id: number): Promise<void> {
  await request(invitationsContracts.remove, { params: { id } });
}

export function useDeleteInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
