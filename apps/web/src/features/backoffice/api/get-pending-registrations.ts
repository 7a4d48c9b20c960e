import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import {
  pendingRegistrationListSchema,
  type PendingRegistration,
} from '@app/shared/schemas/companies';
import { api } from '../../../lib/api-client';

/** GET /backoffice/registrations/: registrations waiting for an account executive (staff only). */
export async function getPendingRegistrations(
  signal?: AbortSignal,
): Promise<PendingRegistration[]> {
  return pendingRegistrationListSchema.parse(
    await api.get(API_PATHS.pendingRegistrations, { signal }),
  );
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
