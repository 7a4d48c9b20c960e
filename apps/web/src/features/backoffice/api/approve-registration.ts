import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backofficeContracts } from '@app/shared/api/contracts/backoffice';
import { request } from '../../../lib/api-client';
import { pendingRegistrationsQueryKey } from './get-pending-registrations';

/** POST /backoffice/registrations/:id/approve/: mails the activation link; answers a message. */
export async function approveRegistration(id: number): Promise<string> {
  const answer = await request(backofficeContracts.approveRegistration, { params: { id } });
  return answer.message;
}

export function useApproveRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRegistration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pendingRegistrationsQueryKey }),
  });
}
