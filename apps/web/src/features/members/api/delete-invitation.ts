import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import { api } from '../../../lib/api-client';
import { membersQueryKey } from './get-members';

/** DELETE /users/invites/:id/: withdraws a pending invitation. */
export async function deleteInvitation(id: number): Promise<void> {
  await api.delete(API_PATHS.invite(id));
}

export function useDeleteInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
