import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  pendingRegistrationListSchema,
  type PendingRegistration,
} from '@app/shared/schemas/companies';
import { apiClient, call } from '#web/lib/api.ts';

/** GET /backoffice/registrations/: registrations waiting for an account executive (staff only). */
export async function getPendingRegistrations(
  signal?: AbortSignal,
): Promise<PendingRegistration[]> {
  return pendingRegistrationListSchema.parse(
    await call(apiClient.GET('/api/backoffice/registrations/', { signal })),
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
