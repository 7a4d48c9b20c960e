import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { companiesContracts } from '@app/shared/api/contracts/companies';
import type { RegisterInput } from '@app/shared/schemas/companies';
import { ApiError, joinErrorValues, request } from '../../../lib/api-client';

/** POST /stakeholders/register/: creates the account, inactive until an executive enables it. */
export function registerAccount(input: RegisterInput) {
  return request(companiesContracts.register, { body: input });
}

export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount });
}

/**
 * "Registration failed: {error}" (docs/product-rules.md § Errors): for HTTP 400 every value of the answer,
 * arrays flattened, joined with spaces; otherwise the error's text or message.
 */
export function formatRegistrationError(t: TFunction, error: unknown): string {
  let detail: string;
  if (error instanceof ApiError) {
    detail =
      error.status === 400 ? joinErrorValues(error.body) : (error.errorText ?? error.message);
  } else {
    detail = error instanceof Error ? error.message : String(error);
  }
  return t('errors:registrationFailed', { error: detail });
}
