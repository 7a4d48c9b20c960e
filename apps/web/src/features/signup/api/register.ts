import { useState } from 'react';
import type { TFunction } from 'i18next';
import type { RegisterInput } from '@app/shared/schemas/companies';
import { ApiError, joinErrorValues } from '#web/lib/api-client.ts';

/** POST /stakeholders/register/: creates the account, inactive until an executive enables it. */
export async function registerAccount(input: RegisterInput): Promise<unknown> {
  // The typed client comes with the first registration, not with /signup's first paint (its
  // 150 KB budget, docs/decisions/016-web-delivery.md § Web delivery).
  const { call, publicApiClient } = await import('#web/lib/api.ts');
  return call(publicApiClient.POST('/api/stakeholders/register/', { body: input }));
}

type Registration =
  { status: 'idle' | 'pending' | 'success'; error?: never } | { status: 'error'; error: unknown };

/**
 * The registration request's state, in plain React rather than TanStack Query so /signup's first
 * load stays within the 150 KB budget (docs/decisions/016-web-delivery.md § Web delivery).
 */
export function useRegisterAccount() {
  const [state, setState] = useState<Registration>({ status: 'idle' });
  const mutate = (input: RegisterInput, options: { onError?: (error: unknown) => void } = {}) => {
    setState({ status: 'pending' });
    registerAccount(input).then(
      () => setState({ status: 'success' }),
      (error: unknown) => {
        setState({ status: 'error', error });
        options.onError?.(error);
      },
    );
  };
  return {
    mutate,
    reset: () => setState({ status: 'idle' }),
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    error: state.error,
  };
}

/**
 * "Registration failed: {error}" (docs/product-rules.md § Screens): for HTTP 400 every value of the answer,
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
