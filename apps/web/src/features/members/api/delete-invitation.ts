import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, call } from '#web/lib/api.ts';
import { membersQueryKey } from './get-members';

/** DELETE /users/invites/:id/: withdraws a pending invitation. */
export async function deleteInvitation(id: number): Promise<void> {
  await call(apiClient.DELETE('/api/users/invites/{id}/', { params: { path: { id } } }));
}

export function useDeleteInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
