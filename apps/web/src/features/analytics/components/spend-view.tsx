import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Spend, SpendRow } from '@app/shared/schemas/analytics';
import type { AnalyticsQuery } from '../api/get-analytics';
import { useSpend } from '../api/get-analytics';
import { CurrencyBarCharts } from './currency-bar-charts';
import { DataSection } from './data-section';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useFormat } from '#web/lib/format.ts';

const GROUPS = ['by_supplier', 'by_project', 'by_month', 'by_category'] as const;

/** Spend by supplier, project, month and category (docs/product-rules.md § Analytics). */
export function SpendView({ query }: { query: AnalyticsQuery }) {
  const { t } = useTranslation();
  const spend = useSpend(query);
  if (!spend.data) return <QueryState query={spend} errorMessage={t('analytics:loadError')} />;
  return (
    <Stack gap="xl">
      {GROUPS.map((group) => (
        <SpendGroup key={group} group={group} rows={spend.data[group]} />
      ))}
    </Stack>
  );
}

function SpendGroup({ group, rows }: { group: keyof Spend; rows: SpendRow[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const title = t(`analytics:spend.${group}.title`);
  // Months read as the page's months ("nov 2026"); the CSV keeps the ISO month a sheet sorts by.
  const label = (row: SpendRow) => {
    if (group === 'by_category' && row.label === '') return t('analytics:spend.noCategory');
    return group === 'by_month' ? format.dates.month(row.label) : row.label;
  };
  return (
    <DataSection
      title={title}
      fileName={`spend-${group.replace('by_', '')}`}
      columns={[
        { header: t(`analytics:spend.${group}.column`) },
        { header: t('analytics:columns.currency') },
        { header: t('analytics:columns.orders'), isNumeric: true },
        { header: t('analytics:columns.spend'), isNumeric: true },
      ]}
      rows={rows.map((r) => [
        label(r),
        r.currency,
        format.numbers.number(r.orders),
        format.numbers.money(r.total, r.currency),
      ])}
      csvRows={rows.map((r) => [
        group === 'by_month' ? r.label : label(r),
        r.currency,
        r.orders,
        r.total,
      ])}
      empty={t('analytics:spend.empty')}
      chart={
        <CurrencyBarCharts
          title={title}
          rows={rows.map((r) => ({ label: label(r), currency: r.currency, value: r.total }))}
        />
      }
    />
  );
}
