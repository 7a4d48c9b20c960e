import { useQuery } from '@tanstack/react-query';
import {
  buyerDashboardSchema,
  providerDashboardSchema,
  type BuyerDashboard,
  type ProviderDashboard,
} from '@app/shared/schemas/dashboard';
import { apiClient, call } from '#web/lib/api.ts';

export const dashboardQueryKey = ['dashboard'] as const;

/**
 * Every other screen changes what the dashboard counts (a quote confirmed, an order acknowledged)
 * without knowing about it, so opening the dashboard always asks again; the last answer shows
 * meanwhile.
 */
const ALWAYS_REFETCH = { staleTime: 0 } as const;

/** GET /dashboard/: the buyer company's dashboard (docs/product-rules.md § Dashboard). */
export function useBuyerDashboard() {
  return useQuery({
    queryKey: [...dashboardQueryKey, 'buyer'],
    queryFn: async ({ signal }): Promise<BuyerDashboard> =>
      buyerDashboardSchema.parse(await call(apiClient.GET('/api/dashboard/', { signal }))),
    ...ALWAYS_REFETCH,
  });
}

/** GET /inbox/dashboard/: the provider company's dashboard. */
export function useProviderDashboard() {
  return useQuery({
    queryKey: [...dashboardQueryKey, 'provider'],
    queryFn: async ({ signal }): Promise<ProviderDashboard> =>
      providerDashboardSchema.parse(await call(apiClient.GET('/api/inbox/dashboard/', { signal }))),
    ...ALWAYS_REFETCH,
  });
}
