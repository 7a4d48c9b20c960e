import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { SupplierPerformanceRow } from '@app/shared/schemas/analytics';
import { percent } from '../utils/percent';
import { useFormat } from '#web/lib/format.ts';

/**
 * Each supplier's substitution rate in per cent, on its own axis (a rate never shares one with
 * counts); suppliers with no awarded comparison have no rate and no bar.
 */
export function SubstitutionRateChart({ rows }: { rows: SupplierPerformanceRow[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rated = rows.filter((r) => r.items_compared > 0);
  if (rated.length === 0) return null;
  return (
    <BarChart
      h={200}
      role="img"
      aria-label={t('analytics:suppliers.substitutionChart')}
      data={rated.map((r) => ({
        name: r.supplier_name,
        rate: percent(r.substitutions, r.items_compared),
      }))}
      dataKey="name"
      valueFormatter={(value) => `${format.numbers.number(value, 1)} %`}
      yAxisProps={{ domain: [0, 100] }}
      series={[{ name: 'rate', label: t('analytics:columns.substitutionRate'), color: 'orange.7' }]}
    />
  );
}
