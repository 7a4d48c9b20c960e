import { queryOptions, useQuery } from '@tanstack/react-query';
import { messageSchema, type MessageResponse } from '@app/shared/schemas/common';
import type { UidTokenParams } from '@app/shared/schemas/users';
import { call, publicApiClient } from '#web/lib/api.ts';

/** GET /users/activate/:uidb64/:token/: activates the account (the token works once). */
export async function activateAccount({ uidb64, token }: UidTokenParams): Promise<MessageResponse> {
  return messageSchema.parse(
    await call(
      publicApiClient.GET('/api/users/activate/{uidb64}/{token}/', {
        params: { path: { uidb64, token } },
      }),
    ),
  );
}

// The token is single-use: never refetch or retry, and keep the first answer.
export const activateAccountQueryOptions = (params: UidTokenParams) =>
  queryOptions({
    queryKey: ['activate-account', params.uidb64, params.token],
    queryFn: () => activateAccount(params),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useActivateAccount(params: UidTokenParams) {
  return useQuery(activateAccountQueryOptions(params));
}
