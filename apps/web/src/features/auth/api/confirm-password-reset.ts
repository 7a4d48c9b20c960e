import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import { messageSchema, type MessageResponse } from '@app/shared/schemas/common';
import type { PasswordResetConfirmInput, UidTokenParams } from '@app/shared/schemas/users';
import { api } from '../../../lib/api-client';

type ConfirmPasswordResetInput = UidTokenParams & PasswordResetConfirmInput;

/** POST /users/password-reset-confirm/:uidb64/:token/: sets the new password. */
export async function confirmPasswordReset({
  uidb64,
  token,
  new_password,
}: ConfirmPasswordResetInput): Promise<MessageResponse> {
  const answer = await api.post(
    API_PATHS.passwordResetConfirm(uidb64, token),
    { new_password },
    { auth: false },
  );
  return messageSchema.parse(answer);
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
