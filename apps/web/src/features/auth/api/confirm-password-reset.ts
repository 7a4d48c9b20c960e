import { useMutation } from '@tanstack/react-query';
import { accountContracts } from '@app/shared/api/contracts/account';
import type { MessageResponse } from '@app/shared/schemas/common';
import type { PasswordResetConfirmInput, UidTokenParams } from '@app/shared/schemas/users';
import { request } from '../../../lib/api-client';

type ConfirmPasswordResetInput = UidTokenParams & PasswordResetConfirmInput;

/** POST /users/password-reset-confirm/:uidb64/:token/: sets the new password. */
export function confirmPasswordReset({
  uidb64,
  token,
  new_password,
}: ConfirmPasswordResetInput): Promise<MessageResponse> {
  return request(accountContracts.confirmPasswordReset, {
    params: { uidb64, token },
    body: { new_password },
  });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
