import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, call } from '#web/lib/api.ts';
import { membersQueryKey } from './get-members';

/** POST /users/:id/toggle_status/: activates or deactivates a member (not the owner, not oneself). */
export async function toggleMemberStatus(userId: number): Promise<void> {
  await call(
    apiClient.POST('/api/users/{id}/toggle_status/', { params: { path: { id: userId } } }),
  );
}

export function useToggleMemberStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleMemberStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
