import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  priceTrendSchema,
  savingsSchema,
  spendSchema,
  supplierPerformanceSchema,
  type AnalyticsFilter,
} from '@app/shared/schemas/analytics';
import { apiClient, call } from '#web/lib/api.ts';
import { suppliersQueryOptions } from '#web/api/suppliers.ts';

/** The filters of the page as the query string every view takes (docs/product-rules.md § Analytics). */
export type AnalyticsQuery = AnalyticsFilter & { item_key?: string };

/** The filters that are set: an empty one is left out of the query string. */
function compact(query: AnalyticsQuery): AnalyticsQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );
}

const analyticsKey = ['analytics'] as const;

/** One view of the analytics: a new filter keeps the last figures on screen while it loads. */
function useView<T>(
  name: string,
  query: AnalyticsQuery,
  fetchView: (query: AnalyticsQuery, signal: AbortSignal) => Promise<unknown>,
  parse: (data: unknown) => T,
) {
  return useQuery({
    queryKey: [...analyticsKey, name, query],
    queryFn: async ({ signal }) => parse(await fetchView(compact(query), signal)),
    placeholderData: keepPreviousData,
  });
}

/** GET /analytics/spend/ */
export const useSpend = (query: AnalyticsQuery) =>
  useView(
    'spend',
    query,
    (q, signal) => call(apiClient.GET('/api/analytics/spend/', { params: { query: q }, signal })),
    (d) => spendSchema.parse(d),
  );

/** GET /analytics/savings/ */
export const useSavings = (query: AnalyticsQuery) =>
  useView(
    'savings',
    query,
    (q, signal) => call(apiClient.GET('/api/analytics/savings/', { params: { query: q }, signal })),
    (d) => savingsSchema.parse(d),
  );

/** GET /analytics/price-trend/ */
export const usePriceTrend = (query: AnalyticsQuery) =>
  useView(
    'trend',
    query,
    (q, signal) =>
      call(apiClient.GET('/api/analytics/price-trend/', { params: { query: q }, signal })),
    (d) => priceTrendSchema.parse(d),
  );

/** GET /analytics/suppliers/ */
export const useSupplierPerformance = (query: AnalyticsQuery) =>
  useView(
    'suppliers',
    query,
    (q, signal) =>
      call(apiClient.GET('/api/analytics/suppliers/', { params: { query: q }, signal })),
    (d) => supplierPerformanceSchema.parse(d),
  );

/** The company's suppliers, to choose the supplier filter from (the directory's own cache). */
export function useSupplierChoices() {
  return useQuery({
    ...suppliersQueryOptions(),
    select: (suppliers) => suppliers.map((s) => ({ value: String(s.id), label: s.legal_name })),
  });
}
