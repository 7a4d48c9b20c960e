import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import type { AcceptInvitationInput } from '@app/shared/schemas/users';
import { api } from '../../../lib/api-client';

/** POST /users/invites/accept_invitation/: creates the invited user with this password. */
export async function acceptInvitation(input: AcceptInvitationInput): Promise<unknown> {
  return api.post(API_PATHS.acceptInvitation, input, { auth: false });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
