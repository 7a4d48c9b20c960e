import { useMutation } from '@tanstack/react-query';
import type { AcceptInvitationInput } from '@app/shared/schemas/users';
import { call, publicApiClient } from '#web/lib/api.ts';

/** POST /users/invites/accept_invitation/: creates the invited user with this password. */
export async function acceptInvitation(input: AcceptInvitationInput): Promise<unknown> {
  return call(publicApiClient.POST('/api/users/invites/accept_invitation/', { body: input }));
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
