import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import { api } from '../../../lib/api-client';
import { membersQueryKey } from './get-members';

/** POST /users/:id/toggle_status/: activates or deactivates a member (not the owner, not oneself). */
export async function toggleMemberStatus(userId: number): Promise<void> {
  await api.post(API_PATHS.toggleMemberStatus(userId));
}

export function useToggleMemberStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleMemberStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
