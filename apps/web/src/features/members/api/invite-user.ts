import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteUserInput } from '@app/shared/schemas/users';
import { apiClient, call } from '#web/lib/api.ts';
import { membersQueryKey } from './get-members';

/** POST /users/invites/: invites an email with a role; the invitation mail goes out. */
export async function inviteUser(input: InviteUserInput): Promise<void> {
  await call(apiClient.POST('/api/users/invites/', { body: input }));
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
