import { BarChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSupplierPerformance, type AnalyticsQuery } from '../api/get-analytics';
import { percent } from '../utils/percent';
import { DataSection } from './data-section';
import { SubstitutionRateChart } from './substitution-rate-chart';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useFormat } from '#web/lib/format.ts';

/** Each supplier's invitations, answers, time to answer, wins, coverage and substitutions. */
export function SuppliersView({ query }: { query: AnalyticsQuery }) {
  const { t } = useTranslation();
  const format = useFormat();
  const performance = useSupplierPerformance(query);
  if (!performance.data)
    return <QueryState query={performance} errorMessage={t('analytics:loadError')} />;
  const rows = performance.data.suppliers;
  const shown = (value: number | null, suffix = '') =>
    value === null ? '—' : `${format.numbers.number(value)}${suffix}`;
  const title = t('analytics:suppliers.title');
  return (
    <DataSection
      title={title}
      fileName="supplier-performance"
      columns={[
        { header: t('analytics:columns.supplier') },
        { header: t('analytics:columns.invited'), isNumeric: true },
        { header: t('analytics:columns.answered'), isNumeric: true },
        { header: t('analytics:columns.answerRate'), isNumeric: true },
        { header: t('analytics:columns.medianHours'), isNumeric: true },
        { header: t('analytics:columns.wins'), isNumeric: true },
        { header: t('analytics:columns.itemsWon'), isNumeric: true },
        { header: t('analytics:columns.coverage'), isNumeric: true },
        { header: t('analytics:columns.substitutionRate'), isNumeric: true },
      ]}
      rows={rows.map((r) => [
        r.supplier_name,
        shown(r.invited),
        shown(r.answered),
        shown(percent(r.answered, r.invited), ' %'),
        shown(r.median_hours_to_answer),
        shown(r.wins),
        shown(r.items_won),
        shown(percent(r.items_answered, r.items_invited), ' %'),
        shown(percent(r.substitutions, r.items_compared), ' %'),
      ])}
      csvRows={rows.map((r) => [
        r.supplier_name,
        r.invited,
        r.answered,
        percent(r.answered, r.invited),
        r.median_hours_to_answer,
        r.wins,
        r.items_won,
        percent(r.items_answered, r.items_invited),
        percent(r.substitutions, r.items_compared),
      ])}
      empty={t('analytics:suppliers.empty')}
      chart={
        <Stack gap="md">
          <BarChart
            h={240}
            role="img"
            aria-label={t('analytics:suppliers.chart')}
            data={rows.map((r) => ({
              name: r.supplier_name,
              invited: r.invited,
              answered: r.answered,
            }))}
            dataKey="name"
            withLegend
            valueFormatter={(value) => format.numbers.number(value)}
            series={[
              { name: 'invited', label: t('analytics:columns.invited'), color: 'gray.7' },
              { name: 'answered', label: t('analytics:columns.answered'), color: 'blue.7' },
            ]}
          />
          <SubstitutionRateChart rows={rows} />
        </Stack>
      }
    />
  );
}
