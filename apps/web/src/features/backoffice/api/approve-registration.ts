import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import { messageSchema } from '@app/shared/schemas/common';
import { api } from '../../../lib/api-client';
import { pendingRegistrationsQueryKey } from './get-pending-registrations';

/** POST /backoffice/registrations/:id/approve/: mails the activation link; answers a message. */
export async function approveRegistration(id: number): Promise<string> {
  return messageSchema.parse(await api.post(API_PATHS.approveRegistration(id))).message;
}

export function useApproveRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRegistration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pendingRegistrationsQueryKey }),
  });
}
