import { API_PATHS } from '@app/shared/api/paths';
import {
  priceHistorySchema,
  type PriceAlert,
  type PriceHistory,
} from '@app/shared/schemas/price-memory';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /price-history/: the company's records of the alert's item, fetched when it is opened. */
export function usePriceHistory(alert: PriceAlert, isEnabled: boolean) {
  const params = { item_key: alert.item_key, currency: alert.currency, unit: alert.unit };
  return useQuery({
    queryKey: ['price-history', alert.item_key, alert.currency, alert.unit],
    queryFn: async ({ signal }): Promise<PriceHistory> =>
      priceHistorySchema.parse(await api.get(API_PATHS.priceHistory, { params, signal })),
    enabled: isEnabled,
  });
}
