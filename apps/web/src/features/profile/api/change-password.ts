import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import type { ChangePasswordInput } from '@app/shared/schemas/users';
import { api } from '../../../lib/api-client';

/** POST /users/change-password/. Other sessions of the user end; this one stays. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await api.post(API_PATHS.changePassword, input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
