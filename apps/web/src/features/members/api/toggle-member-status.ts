import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membersContracts } from '@app/shared/api/contracts/members';
import { request } from '../../../lib/api-client';
import { membersQueryKey } from './get-members';

/** POST /users/:id/toggle_status/: activates or deactivates a member (not the owner, not oneself). */
export async function toggleMemberStatus(userId: number): Promise<void> {
  await request(membersContracts.toggleStatus, { params: { id: userId } });
}

export function useToggleMemberStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleMemberStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
