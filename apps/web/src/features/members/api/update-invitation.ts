import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import type { UpdateInvitationInput } from '@app/shared/schemas/users';
import { api } from '../../../lib/api-client';
import { membersQueryKey } from './get-members';

/** PATCH /users/invites/:id/: changes the role of a pending invitation. */
export async function updateInvitation({
  id,
  ...input
}: UpdateInvitationInput & { id: number }): Promise<void> {
  await api.patch(API_PATHS.invite(id), input);
}

export function useUpdateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
