import { useMutation } from '@tanstack/react-query';
import { apiClient, call } from '#web/lib/api.ts';

/** POST /users/invites/:id/resend_invitation/: mails a new link (the old one stops working). */
export async function resendInvitation(id: number): Promise<void> {
  await call(
    apiClient.POST('/api/users/invites/{id}/resend_invitation/', { params: { path: { id } } }),
  );
}

export function useResendInvitation() {
  return useMutation({ mutationFn: resendInvitation });
}
