import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import { messageSchema, type MessageResponse } from '@app/shared/schemas/common';
import type { UidTokenParams } from '@app/shared/schemas/users';
import { api } from '../../../lib/api-client';

/** GET /users/activate/:uidb64/:token/: activates the account (the token works once). */
export async function activateAccount({ uidb64, token }: UidTokenParams): Promise<MessageResponse> {
  return messageSchema.parse(await api.get(API_PATHS.activate(uidb64, token), { auth: false }));
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
