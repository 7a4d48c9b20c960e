import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import type { InviteUserInput } from '@app/shared/schemas/users';
import { api } from '../../../lib/api-client';
import { membersQueryKey } from './get-members';

/** POST /users/invites/: invites an email with a role; the invitation mail goes out. */
export async function inviteUser(input: InviteUserInput): Promise<void> {
  await api.post(API_PATHS.invites, input);
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
