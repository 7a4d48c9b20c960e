import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import { api } from '../../../lib/api-client';

/** POST /users/invites/:id/resend_invitation/: mails a new link (the old one stops working). */
export async function resendInvitation(id: number): Promise<void> {
  await api.post(API_PATHS.resendInvitation(id));
}

export function useResendInvitation() {
  return useMutation({ mutationFn: resendInvitation });
}
