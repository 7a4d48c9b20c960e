import { useMutation } from '@tanstack/react-query';
import { accountContracts } from '@app/shared/api/contracts/account';
import type { MessageResponse } from '@app/shared/schemas/common';
import type { PasswordResetInput } from '@app/shared/schemas/users';
import { request } from '../../../lib/api-client';

/** POST /users/password-reset/: mails a reset link (same answer whether the email exists). */
export function requestPasswordReset(input: PasswordResetInput): Promise<MessageResponse> {
  return request(accountContracts.requestPasswordReset, { body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
