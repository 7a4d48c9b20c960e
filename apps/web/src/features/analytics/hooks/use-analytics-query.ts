import { useSearchParams } from 'react-router';
import { analyticsFilterSchema } from '@app/shared/schemas/analytics';
import type { AnalyticsQuery } from '../api/get-analytics';

export const ANALYTICS_VIEWS = ['spend', 'savings', 'trend', 'suppliers'] as const;
export type AnalyticsView = (typeof ANALYTICS_VIEWS)[number];

const FILTER_KEYS = ['from', 'to', 'project_id', 'supplier_id'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/**
 * The view, filters and chosen item live in the URL's search parameters, so a link opens the same
 * analytics (docs/product-rules.md § Analytics). A hand-edited URL with a bad filter is read
 * without it rather than failing the page.
 */
export function useAnalyticsQuery() {
  const [params, setParams] = useSearchParams();
  const raw = Object.fromEntries(
    FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined] as const),
  );
  const parsed = analyticsFilterSchema.safeParse(raw);
  const filter = parsed.success ? parsed.data : {};
  const viewParam = params.get('view');
  const view: AnalyticsView = ANALYTICS_VIEWS.includes(viewParam as AnalyticsView)
    ? (viewParam as AnalyticsView)
    : 'spend';
  const itemKey = params.get('item') ?? undefined;
  const query: AnalyticsQuery = { ...filter };

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  return {
    view,
    filter: query,
    raw: Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as Record<
      FilterKey,
      string
    >,
    trendQuery: { ...query, item_key: itemKey },
    setView: (next: AnalyticsView) => update({ view: next === 'spend' ? null : next }),
    setFilter: (key: FilterKey, value: string | null) => update({ [key]: value }),
    setItem: (value: string | null) => update({ item: value }),
    clearFilters: () => update({ from: null, to: null, project_id: null, supplier_id: null }),
  };
}
