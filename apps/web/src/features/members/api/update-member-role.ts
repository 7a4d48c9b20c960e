import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membersContracts } from '@app/shared/api/contracts/members';
import type { UpdateMemberRoleInput } from '@app/shared/schemas/users';
import { request } from '../../../lib/api-client';
import { membersQueryKey } from './get-members';

/** PATCH /users/:id/: changes an accepted member's role (never the owner's). */
export async function updateMemberRole({
  userId,
  ...input
}: UpdateMemberRoleInput & { userId: number }): Promise<void> {
  await request(membersContracts.updateRole, { params: { id: userId }, body: input });
}

export function useUpdateMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemberRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
