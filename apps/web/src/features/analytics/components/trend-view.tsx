import { LineChart } from '@mantine/charts';
import { Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TrendPoint } from '@app/shared/schemas/analytics';
import { usePriceTrend, type AnalyticsQuery } from '../api/get-analytics';
import { toChartNumber } from '../utils/chart-number';
import { DataSection } from './data-section';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useFormat } from '#web/lib/format.ts';

const COLORS = ['blue.7', 'teal.8', 'orange.8', 'grape.7', 'red.8', 'indigo.7', 'lime.9', 'cyan.8'];

/**
 * One line per supplier, in the first currency and unit of the points: prices of another currency
 * or unit stay in the table, never on the same axis (docs/product-rules.md § Analytics).
 */
function TrendChart({ title, points }: { title: string; points: TrendPoint[] }) {
  const format = useFormat();
  const first = points[0];
  if (!first) return null;
  const same = points.filter((p) => p.currency === first.currency && p.unit === first.unit);
  const suppliers = [...new Set(same.map((p) => p.supplier_name))];
  const byDate = new Map<string, Record<string, string | number>>();
  for (const p of same) {
    const row = byDate.get(p.date) ?? { date: p.date };
    row[p.supplier_name] = toChartNumber(p.price);
    byDate.set(p.date, row);
  }
  return (
    <LineChart
      h={260}
      role="img"
      aria-label={`${title} (${first.currency} / ${first.unit})`}
      data={[...byDate.values()]}
      dataKey="date"
      connectNulls
      withLegend
      valueFormatter={(value) => format.numbers.number(value)}
      xAxisProps={{ tickFormatter: (date: string) => format.dates.date(date) }}
      series={suppliers.map((name, i) => ({ name, color: COLORS[i % COLORS.length] ?? 'blue.7' }))}
    />
  );
}

/** The price trend of one item, with every supplier's levelled price. */
export function TrendView({
  query,
  onItemChange,
}: {
  query: AnalyticsQuery;
  onItemChange: (itemKey: string | null) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const trend = usePriceTrend(query);
  if (!trend.data) return <QueryState query={trend} errorMessage={t('analytics:loadError')} />;
  const { items, item_key: itemKey, points } = trend.data;
  const title = t('analytics:trend.title');
  return (
    <Stack gap="md">
      {items.length > 0 && (
        <Select
          label={t('analytics:trend.item')}
          data={items.map((i) => ({
            value: i.item_key,
            label: t('analytics:trend.itemOption', {
              description: i.description,
              count: i.records,
            }),
          }))}
          value={itemKey}
          onChange={onItemChange}
          allowDeselect={false}
          searchable
          maw={560}
        />
      )}
      <DataSection
        title={title}
        fileName="price-trend"
        columns={[
          { header: t('analytics:columns.date') },
          { header: t('analytics:columns.supplier') },
          { header: t('analytics:columns.project') },
          { header: t('analytics:columns.rfq') },
          { header: t('analytics:columns.currency') },
          { header: t('analytics:columns.unit') },
          { header: t('analytics:columns.price'), isNumeric: true },
        ]}
        rows={points.map((p) => [
          format.dates.date(p.date),
          p.supplier_name,
          p.project_name ?? '—',
          p.rfq_number ?? '—',
          p.currency,
          p.unit,
          format.numbers.money(p.price, p.currency),
        ])}
        csvRows={points.map((p) => [
          p.date,
          p.supplier_name,
          p.project_name,
          p.rfq_number,
          p.currency,
          p.unit,
          p.price,
        ])}
        empty={t('analytics:trend.empty')}
        chart={<TrendChart title={title} points={points} />}
      />
    </Stack>
  );
}
