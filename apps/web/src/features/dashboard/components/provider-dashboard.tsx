import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProviderDashboard as ProviderDashboardData } from '@app/shared/schemas/dashboard';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { paths } from '#web/config/paths.ts';
import { useProviderDashboard } from '../api/get-dashboard';
import { DashboardCard, DashboardRow } from './dashboard-card';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useFormat } from '#web/lib/format.ts';

/**
 * A provider company's dashboard (docs/product-rules.md § Dashboard): the requests it can still
 * answer, its answers, its win rate and the orders it has to acknowledge.
 */
export function ProviderDashboard() {
  const { t } = useTranslation();
  const dashboard = useProviderDashboard();
  return (
    <Stack gap="lg">
      <PageTitle title={t('dashboard:title')} description={t('dashboard:providerSubtitle')} />
      <QueryState preferServerMessage query={dashboard} errorMessage={t('dashboard:loadError')}>
        {(data) => <ProviderCards data={data} />}
      </QueryState>
    </Stack>
  );
}

function ProviderCards({ data }: { data: ProviderDashboardData }) {
  const { t } = useTranslation();
  const format = useFormat();
  const day = (iso: string) => format.dates.day(iso);
  const inbox = paths.app.inbox.getHref();
  const answered = data.answered.count;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <DashboardCard
        title={t('dashboard:provider.open.title')}
        figure={format.numbers.number(data.open_rfqs.count)}
        summary={t('dashboard:provider.open.received', { count: data.received })}
        list={{ href: inbox, label: t('dashboard:provider.open.list') }}
        empty={
          data.open_rfqs.count === 0 ? { text: t('dashboard:provider.open.empty') } : undefined
        }
      >
        {data.open_rfqs.rows.map((rfq) => (
          <DashboardRow
            key={rfq.invitation_id}
            href={paths.app.inboxRfq.getHref(rfq.invitation_id)}
            label={`${rfq.number} · ${rfq.title}`}
            detail={`${t('dashboard:due', { date: day(rfq.due_at) })} · ${rfq.buyer_company}`}
          />
        ))}
      </DashboardCard>

      <DashboardCard
        title={t('dashboard:provider.answered.title')}
        figure={format.numbers.number(answered)}
        list={{ href: inbox, label: t('dashboard:provider.answered.list') }}
        empty={
          answered === 0
            ? {
                text: t('dashboard:provider.answered.empty'),
                action: { href: inbox, label: t('dashboard:provider.answered.action') },
              }
            : undefined
        }
      >
        {data.answered.rows.map((rfq) => (
          <DashboardRow
            key={rfq.invitation_id}
            href={paths.app.inboxRfq.getHref(rfq.invitation_id)}
            label={`${rfq.number} · ${rfq.title}`}
            detail={`${t('dashboard:provider.answered.at', { date: day(rfq.answered_at ?? rfq.due_at) })} · ${rfq.buyer_company}`}
          />
        ))}
      </DashboardCard>

      <DashboardCard
        title={t('dashboard:provider.winRate.title')}
        figure={answered === 0 ? '—' : format.numbers.percent(data.won / answered)}
        summary={
          answered === 0
            ? undefined
            : t('dashboard:provider.winRate.detail', { won: data.won, answered })
        }
        empty={answered === 0 ? { text: t('dashboard:provider.winRate.empty') } : undefined}
      />

      <DashboardCard
        title={t('dashboard:provider.orders.title')}
        figure={format.numbers.number(data.orders_to_acknowledge.count)}
        list={{
          href: paths.app.inboxPurchaseOrders.getHref(),
          label: t('dashboard:provider.orders.list'),
        }}
        empty={
          data.orders_to_acknowledge.count === 0
            ? { text: t('dashboard:provider.orders.empty') }
            : undefined
        }
      >
        {data.orders_to_acknowledge.rows.map((order) => (
          <DashboardRow
            key={order.id}
            href={paths.app.inboxPurchaseOrder.getHref(order.id)}
            label={`${order.number} · ${order.party}`}
            detail={day(order.created_at)}
            aside={format.numbers.money(order.total, order.currency)}
          />
        ))}
      </DashboardCard>
    </SimpleGrid>
  );
}
