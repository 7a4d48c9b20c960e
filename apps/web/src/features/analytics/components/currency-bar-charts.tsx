import { BarChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@app/shared/constants/purchasing';
import { toChartNumber } from '../utils/chart-number';
import { useFormat } from '#web/lib/format.ts';

type Row = { label: string; currency: Currency; value: string };

/**
 * One bar chart per currency, so amounts of two currencies never share an axis. Axis ticks and
 * tooltips use the page's number marks, like the table beside them (docs/modules.md § Formatting).
 */
export function CurrencyBarCharts({ title, rows }: { title: string; rows: Row[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const currencies = [...new Set(rows.map((r) => r.currency))];
  return (
    <Stack gap="xs">
      {currencies.map((currency) => (
        <div key={currency}>
          {currencies.length > 1 && (
            <Text size="sm" fw={600}>
              {currency}
            </Text>
          )}
          <BarChart
            h={240}
            role="img"
            aria-label={t('analytics:chartLabel', { title, currency })}
            data={rows
              .filter((r) => r.currency === currency)
              .map((r) => ({ label: r.label, value: toChartNumber(r.value) }))}
            dataKey="label"
            series={[{ name: 'value', label: currency, color: 'blue.7' }]}
            tickLine="y"
            valueFormatter={(value) => format.numbers.number(value)}
          />
        </div>
      ))}
    </Stack>
  );
}
