import { useTranslation } from 'react-i18next';
import { useSavings, type AnalyticsQuery } from '../api/get-analytics';
import { CurrencyBarCharts } from './currency-bar-charts';
import { DataSection } from './data-section';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useFormat } from '#web/lib/format.ts';

/** Each project's awards against its budget, and the savings stored with them. */
export function SavingsView({ query }: { query: AnalyticsQuery }) {
  const { t } = useTranslation();
  const format = useFormat();
  const savings = useSavings(query);
  if (!savings.data) return <QueryState query={savings} errorMessage={t('analytics:loadError')} />;
  const rows = savings.data.projects;
  const money = (amount: string | null, currency: (typeof rows)[number]['currency']) =>
    amount === null ? '—' : format.numbers.money(amount, currency);
  const title = t('analytics:savings.title');
  return (
    <DataSection
      title={title}
      fileName="savings-by-project"
      columns={[
        { header: t('analytics:columns.project') },
        { header: t('analytics:columns.currency') },
        { header: t('analytics:columns.awards'), isNumeric: true },
        { header: t('analytics:columns.awarded'), isNumeric: true },
        { header: t('analytics:columns.budget'), isNumeric: true },
        { header: t('analytics:columns.budgetLeft'), isNumeric: true },
        { header: t('analytics:columns.vsHighest'), isNumeric: true },
        { header: t('analytics:columns.vsMedian'), isNumeric: true },
      ]}
      rows={rows.map((r) => [
        r.project_name,
        r.currency,
        String(r.awards),
        money(r.awarded_total, r.currency),
        money(r.budget, r.currency),
        money(r.budget_left, r.currency),
        money(r.saving_vs_highest, r.currency),
        money(r.saving_vs_median, r.currency),
      ])}
      csvRows={rows.map((r) => [
        r.project_name,
        r.currency,
        r.awards,
        r.awarded_total,
        r.budget,
        r.budget_left,
        r.saving_vs_highest,
        r.saving_vs_median,
      ])}
      empty={t('analytics:savings.empty')}
      chart={
        <CurrencyBarCharts
          title={t('analytics:savings.chart')}
          rows={rows.map((r) => ({
            label: r.project_name,
            currency: r.currency,
            value: r.saving_vs_highest,
          }))}
        />
      }
    />
  );
}
