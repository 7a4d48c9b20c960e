import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import type { CheckEmailInput, CheckEmailResponse } from '@app/shared/schemas/companies';
import { api } from '../../../lib/api-client';

/** POST /stakeholders/check-email/: whether an email can still sign up. */
export async function checkEmail(
  input: CheckEmailInput,
  signal?: AbortSignal,
): Promise<CheckEmailResponse> {
  // The schema (and zod) comes with the first check, not with /signup's first paint.
  const [answer, { checkEmailResponseSchema }] = await Promise.all([
    api.post(API_PATHS.checkEmail, input, { auth: false, signal }),
    import('@app/shared/schemas/companies'),
  ]);
  return checkEmailResponseSchema.parse(answer);
}

export const checkEmailQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['check-email', email],
    queryFn: ({ signal }) => checkEmail({ email }, signal),
    retry: false,
    staleTime: 60_000,
  });

export function useCheckEmail(email: string, options: { enabled: boolean }) {
  return useQuery({ ...checkEmailQueryOptions(email), enabled: options.enabled });
}
