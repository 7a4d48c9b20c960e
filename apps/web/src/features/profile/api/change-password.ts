import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@app/shared/schemas/users';
import { apiClient, call } from '#web/lib/api.ts';

/** POST /users/change-password/. Other sessions of the user end; this one stays. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await call(apiClient.POST('/api/users/change-password/', { body: input }));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
