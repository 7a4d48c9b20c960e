import {
  priceHistorySchema,
  type PriceAlert,
  type PriceHistory,
} from '@app/shared/schemas/price-memory';
import { useQuery } from '@tanstack/react-query';
import { apiClient, call } from '#web/lib/api.ts';

/** GET /price-history/: the company's records of the alert's item, fetched when it is opened. */
export function usePriceHistory(alert: PriceAlert, isEnabled: boolean) {
  const query = { item_key: alert.item_key, currency: alert.currency, unit: alert.unit };
  return useQuery({
    queryKey: ['price-history', alert.item_key, alert.currency, alert.unit],
    queryFn: async ({ signal }): Promise<PriceHistory> =>
      priceHistorySchema.parse(
        await call(apiClient.GET('/api/price-history/', { params: { query }, signal })),
      ),
    enabled: isEnabled,
  });
}
