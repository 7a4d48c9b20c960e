import { queryOptions, useQuery } from '@tanstack/react-query';
import { companiesContracts } from '@app/shared/api/contracts/companies';
import type { CheckEmailInput, CheckEmailResponse } from '@app/shared/schemas/companies';
import { request } from '../../../lib/api-client';

/** POST /stakeholders/check-email/: whether an email can still sign up. */
export function checkEmail(
  input: CheckEmailInput,
  signal?: AbortSignal,
): Promise<CheckEmailResponse> {
  return request(companiesContracts.checkEmail, { body: input, signal });
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
