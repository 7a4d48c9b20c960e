import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMemberRoleInput } from '@app/shared/schemas/users';
import { apiClient, call } from '#web/lib/api.ts';
import { membersQueryKey } from './get-members';

/** PATCH /users/:id/: changes an accepted member's role (never the owner's). */
export async function updateMemberRole({
  userId,
  ...input
}: UpdateMemberRoleInput & { userId: number }): Promise<void> {
  await call(
    apiClient.PATCH('/api/users/{id}/', { params: { path: { id: userId } }, body: input }),
  );
}

export function useUpdateMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemberRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
