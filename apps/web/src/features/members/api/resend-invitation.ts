import { useMutation } from '@tanstack/react-query';
import { invitationsContracts } from '@app/shared/api/contracts/invitations';
import { request } from '../../../lib/api-client';

/** POST /users/invites/:id/resend_invitation/: mails a new link (the old one stops working). */
export async function resendInvitation(id: number): Promise<void> {
  await request(invitationsContracts.resend, { params: { id } });
}

export function useResendInvitation() {
  return useMutation({ mutationFn: resendInvitation });
}
