import { useMutation } from '@tanstack/react-query';
import { accountContracts } from '@app/shared/api/contracts/account';
import type { ChangePasswordInput } from '@app/shared/schemas/users';
import { request } from '../../../lib/api-client';

/** POST /users/change-password/. Other sessions of the user end; this one stays. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await request(accountContracts.changePassword, { body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
