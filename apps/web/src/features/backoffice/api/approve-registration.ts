import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@app/shared/schemas/common';
import { apiClient, call } from '#web/lib/api.ts';
import { pendingRegistrationsQueryKey } from './get-pending-registrations';

/** POST /backoffice/registrations/:id/approve/: mails the activation link; answers a message. */
export async function approveRegistration(id: number): Promise<string> {
  return messageSchema.parse(
    await call(
      apiClient.POST('/api/backoffice/registrations/{id}/approve/', {
        params: { path: { id } },
      }),
    ),
  ).message;
}

export function useApproveRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRegistration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pendingRegistrationsQueryKey }),
  });
}
