import { useMutation } from '@tanstack/react-query';
import { messageSchema, type MessageResponse } from '@app/shared/schemas/common';
import type { PasswordResetConfirmInput, UidTokenParams } from '@app/shared/schemas/users';
import { call, publicApiClient } from '#web/lib/api.ts';

type ConfirmPasswordResetInput = UidTokenParams & PasswordResetConfirmInput;

/** POST /users/password-reset-confirm/:uidb64/:token/: sets the new password. */
export async function confirmPasswordReset({
  uidb64,
  token,
  new_password,
}: ConfirmPasswordResetInput): Promise<MessageResponse> {
  const answer = await call(
    publicApiClient.POST('/api/users/password-reset-confirm/{uidb64}/{token}/', {
      params: { path: { uidb64, token } },
      body: { new_password },
    }),
  );
  return messageSchema.parse(answer);
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
