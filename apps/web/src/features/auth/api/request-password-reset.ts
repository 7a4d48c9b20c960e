import { useMutation } from '@tanstack/react-query';
import { messageSchema, type MessageResponse } from '@app/shared/schemas/common';
import type { PasswordResetInput } from '@app/shared/schemas/users';
import { call, publicApiClient } from '#web/lib/api.ts';

/** POST /users/password-reset/: mails a reset link (same answer whether the email exists). */
export async function requestPasswordReset(input: PasswordResetInput): Promise<MessageResponse> {
  return messageSchema.parse(
    await call(publicApiClient.POST('/api/users/password-reset/', { body: input })),
  );
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
