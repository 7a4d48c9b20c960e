import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import { messageSchema, type MessageResponse } from '@app/shared/schemas/common';
import type { PasswordResetInput } from '@app/shared/schemas/users';
import { api } from '../../../lib/api-client';

/** POST /users/password-reset/: mails a reset link (same answer whether the email exists). */
export async function requestPasswordReset(input: PasswordResetInput): Promise<MessageResponse> {
  return messageSchema.parse(await api.post(API_PATHS.passwordReset, input, { auth: false }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
