import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationsContracts } from '@app/shared/api/contracts/invitations';
import type { InviteUserInput } from '@app/shared/schemas/users';
import { request } from '../../../lib/api-client';
import { membersQueryKey } from './get-members';

/** POST /users/invites/: invites an email with a role; the invitation mail goes out. */
export async function inviteUser(input: InviteUserInput): Promise<void> {
  await request(invitationsContracts.create, { body: input });
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
