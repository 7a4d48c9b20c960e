import { useMutation } from '@tanstack/react-query';
import { invitationsContracts } from '@app/shared/api/contracts/invitations';
import type { AcceptInvitationInput } from '@app/shared/schemas/users';
import { request } from '../../../lib/api-client';

/** POST /users/invites/accept_invitation/: creates the invited user with this password. */
export function acceptInvitation(input: AcceptInvitationInput) {
  return request(invitationsContracts.accept, { body: input });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
