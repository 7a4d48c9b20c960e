import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  checkEmailResponseSchema,
  type CheckEmailInput,
  type CheckEmailResponse,
} from '@app/shared/schemas/companies';
import { call, publicApiClient } from '../../../lib/api';

/** POST /stakeholders/check-email/: whether an email can still sign up. */
export async function checkEmail(
  input: CheckEmailInput,
  signal?: AbortSignal,
): Promise<CheckEmailResponse> {
  const answer = await call(
    publicApiClient.POST('/api/stakeholders/check-email/', { body: input, signal }),
  );
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
