import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import type { UpdateMemberRoleInput } from '@app/shared/schemas/users';
import { api } from '../../../lib/api-client';
import { membersQueryKey } from './get-members';

/** PATCH /users/:id/: changes an accepted member's role (never the owner's). */
export async function updateMemberRole({
  userId,
  ...input
}: UpdateMemberRoleInput & { userId: number }): Promise<void> {
  await api.patch(API_PATHS.member(userId), input);
}

export function useUpdateMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemberRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
