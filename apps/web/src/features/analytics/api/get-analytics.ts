import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import {
  priceTrendSchema,
  savingsSchema,
  spendSchema,
  supplierPerformanceSchema,
  type AnalyticsFilter,
} from '@app/shared/schemas/analytics';
import { projectListSchema } from '@app/shared/schemas/projects';
import { supplierListSchema } from '@app/shared/schemas/suppliers';
import { api } from '../../../lib/api-client';

/** The filters of the page as the query string every view takes (docs/product-rules.md § Analytics). */
export type AnalyticsQuery = AnalyticsFilter & { item_key?: string };

function withQuery(path: string, query: AnalyticsQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const analyticsKey = ['analytics'] as const;

/** One view of the analytics: a new filter keeps the last figures on screen while it loads. */
function useView<T>(
  name: string,
  path: string,
  query: AnalyticsQuery,
  parse: (data: unknown) => T,
) {
  return useQuery({
    queryKey: [...analyticsKey, name, query],
    queryFn: async ({ signal }) => parse(await api.get(withQuery(path, query), { signal })),
    placeholderData: keepPreviousData,
  });
}

/** GET /analytics/spend/ */
export const useSpend = (query: AnalyticsQuery) =>
  useView('spend', API_PATHS.analyticsSpend, query, (d) => spendSchema.parse(d));

/** GET /analytics/savings/ */
export const useSavings = (query: AnalyticsQuery) =>
  useView('savings', API_PATHS.analyticsSavings, query, (d) => savingsSchema.parse(d));

/** GET /analytics/price-trend/ */
export const usePriceTrend = (query: AnalyticsQuery) =>
  useView('trend', API_PATHS.analyticsPriceTrend, query, (d) => priceTrendSchema.parse(d));

/** GET /analytics/suppliers/ */
export const useSupplierPerformance = (query: AnalyticsQuery) =>
  useView('suppliers', API_PATHS.analyticsSuppliers, query, (d) =>
    supplierPerformanceSchema.parse(d),
  );

/** The company's projects and suppliers, to choose the filters from. */
export function useFilterOptions() {
  return useQuery({
    queryKey: [...analyticsKey, 'options'],
    queryFn: async ({ signal }) => {
      const [projects, suppliers] = await Promise.all([
        api.get(API_PATHS.projects, { signal }),
        api.get(API_PATHS.suppliers, { signal }),
      ]);
      return {
        projects: projectListSchema
          .parse(projects)
          .map((p) => ({ value: String(p.id), label: p.name })),
        suppliers: supplierListSchema
          .parse(suppliers)
          .map((s) => ({ value: String(s.id), label: s.legal_name })),
      };
    },
  });
}
