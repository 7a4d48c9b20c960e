import { queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeContracts } from '@app/shared/api/contracts/backoffice';
import type { PendingRegistration } from '@app/shared/schemas/companies';
import { request } from '../../../lib/api-client';

/** GET /backoffice/registrations/: registrations waiting for an account executive (staff only). */
export function getPendingRegistrations(signal?: AbortSignal): Promise<PendingRegistration[]> {
  return request(backofficeContracts.pendingRegistrations, { signal });
}

export const pendingRegistrationsQueryKey = ['backoffice', 'registrations'] as const;

export const pendingRegistrationsQueryOptions = () =>
  queryOptions({
    queryKey: pendingRegistrationsQueryKey,
    queryFn: ({ signal }) => getPendingRegistrations(signal),
  });

export function usePendingRegistrations() {
  return useQuery(pendingRegistrationsQueryOptions());
}
