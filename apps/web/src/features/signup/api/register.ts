import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { RegisterInput } from '@app/shared/schemas/companies';
import { call, publicApiClient } from '../../../lib/api';
import { ApiError, joinErrorValues } from '../../../lib/api-client';

/** POST /stakeholders/register/: creates the account, inactive until an executive enables it. */
export async function registerAccount(input: RegisterInput): Promise<unknown> {
  return call(publicApiClient.POST('/api/stakeholders/register/', { body: input }));
}

export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount });
}

/**
 * "Registration failed: {error}" (specification §8): for HTTP 400 every value of the answer,
 * arrays flattened, joined with spaces; otherwise the error's text or message.
 */
export function formatRegistrationError(t: TFunction, error: unknown): string {
  let detail: string;
  if (error instanceof ApiError) {
    detail =
      error.status === 400
        ? joinErrorValues(error.body)
        : (error.errorText ?? (error.body?.message as string | undefined) ?? error.message);
  } else {
    detail = error instanceof Error ? error.message : String(error);
  }
  return t('errors:registrationFailed', { error: detail });
}
