import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountContracts } from '@app/shared/api/contracts/account';
import type { MessageResponse } from '@app/shared/schemas/common';
import type { UidTokenParams } from '@app/shared/schemas/users';
import { request } from '../../../lib/api-client';

/** GET /users/activate/:uidb64/:token/: activates the account (the token works once). */
export function activateAccount(params: UidTokenParams): Promise<MessageResponse> {
  return request(accountContracts.activate, { params });
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
