import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BuyerDashboard } from '@app/shared/schemas/dashboard';
import { paths } from '#web/config/paths.ts';
import { DashboardCard } from './dashboard-card';
import { useFormat } from '#web/lib/format.ts';

/**
 * The month's awards per currency: the awarded total and what it saved against the highest and
 * the median offer, exact decimals from the server (docs/product-rules.md § Dashboard).
 */
export function SavingsCard({ savings }: { savings: BuyerDashboard['savings'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows = savings.by_currency;
  // The big figure is what the month saved (against the highest offer), in the currency with the
  // most awards; money is never added across currencies, the others are listed below.
  const main = rows.reduce<(typeof rows)[number] | undefined>(
    (best, row) => (!best || row.awards > best.awards ? row : best),
    undefined,
  );
  return (
    <DashboardCard
      title={t('dashboard:savings.title')}
      figure={main ? format.numbers.money(main.saving_vs_highest, main.currency) : '—'}
      summary={t('dashboard:savings.since', {
        // The month starts at midnight UTC: shown as that calendar day wherever the reader is.
        date: format.dates.date(savings.since),
      })}
      list={{ href: paths.app.purchaseOrders.getHref(), label: t('dashboard:savings.list') }}
      empty={
        rows.length === 0
          ? {
              text: t('dashboard:savings.empty'),
              action: { href: paths.app.projects.getHref(), label: t('dashboard:savings.action') },
            }
          : undefined
      }
    >
      {rows.map((s) => (
        <li key={s.currency}>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('dashboard:savings.awards', { count: s.awards })}
            </Text>
            {(
              [
                ['awarded', s.awarded_total],
                ['vsHighest', s.saving_vs_highest],
                ['vsMedian', s.saving_vs_median],
              ] as const
            ).map(([key, amount]) => (
              <Group key={key} justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">{t(`dashboard:savings.${key}`)}</Text>
                <Text
                  size="sm"
                  fw={key === 'vsHighest' ? 700 : 400}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {format.numbers.money(amount, s.currency)}
                </Text>
              </Group>
            ))}
          </Stack>
        </li>
      ))}
    </DashboardCard>
  );
}
