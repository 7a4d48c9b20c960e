import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BuyerDashboard as BuyerDashboardData } from '@app/shared/schemas/dashboard';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { paths } from '#web/config/paths.ts';
import { useBuyerDashboard } from '../api/get-dashboard';
import { DashboardCard, DashboardRow } from './dashboard-card';
import { SavingsCard } from './savings-card';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useFormat } from '#web/lib/format.ts';

/** The buyer's dashboard (docs/product-rules.md § Dashboard): what waits, and the month's savings. */
export function BuyerDashboard() {
  const { t } = useTranslation();
  const dashboard = useBuyerDashboard();
  return (
    <Stack gap="lg">
      <PageTitle title={t('dashboard:title')} description={t('dashboard:buyerSubtitle')} />
      <QueryState preferServerMessage query={dashboard} errorMessage={t('dashboard:loadError')}>
        {(data) => <BuyerCards data={data} />}
      </QueryState>
    </Stack>
  );
}

function BuyerCards({ data }: { data: BuyerDashboardData }) {
  const { t } = useTranslation();
  const format = useFormat();
  const day = (iso: string) => format.dates.day(iso);
  const projects = paths.app.projects.getHref();
  const orders = paths.app.purchaseOrders.getHref();
  const {
    rfqs_awaiting_answers: awaiting,
    quotes_to_review: toReview,
    ready_to_award: ready,
  } = data;
  const open = data.open_orders;
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
      <DashboardCard
        title={t('dashboard:rfqs.title')}
        figure={format.numbers.number(awaiting.count)}
        list={{ href: projects, label: t('dashboard:rfqs.list') }}
        empty={
          awaiting.count === 0
            ? {
                text: t('dashboard:rfqs.empty'),
                action: { href: projects, label: t('dashboard:rfqs.action') },
              }
            : undefined
        }
      >
        {awaiting.rows.map((rfq) => (
          <DashboardRow
            key={rfq.id}
            href={paths.app.rfq.getHref(rfq.id)}
            label={`${rfq.number} · ${rfq.title}`}
            detail={`${t('dashboard:due', { date: day(rfq.due_at) })} · ${rfq.project_name}`}
            aside={t('dashboard:rfqs.answered', { answered: rfq.answered, invited: rfq.invited })}
          />
        ))}
      </DashboardCard>

      <DashboardCard
        title={t('dashboard:quotes.title')}
        figure={format.numbers.number(toReview.count)}
        list={{ href: paths.app.quotes.getHref(), label: t('dashboard:quotes.list') }}
        empty={
          toReview.count === 0
            ? {
                text: t('dashboard:quotes.empty'),
                action: { href: paths.app.quotes.getHref(), label: t('dashboard:quotes.action') },
              }
            : undefined
        }
      >
        {toReview.rows.map((quote) => (
          <DashboardRow
            key={quote.id}
            href={paths.app.quote.getHref(quote.id)}
            label={[quote.supplier_name ?? t('dashboard:quotes.unnamed'), quote.quote_number]
              .filter(Boolean)
              .join(' · ')}
            detail={[
              quote.rfq?.number,
              t('dashboard:quotes.received', { date: day(quote.created_at) }),
            ]
              .filter(Boolean)
              .join(' · ')}
            aside={
              quote.total && quote.currency
                ? format.numbers.money(quote.total, quote.currency)
                : undefined
            }
          />
        ))}
      </DashboardCard>

      <DashboardCard
        title={t('dashboard:ready.title')}
        figure={format.numbers.number(ready.count)}
        list={{ href: projects, label: t('dashboard:ready.list') }}
        empty={
          ready.count === 0
            ? {
                text: t('dashboard:ready.empty'),
                action: { href: projects, label: t('dashboard:ready.action') },
              }
            : undefined
        }
      >
        {ready.rows.map((rfq) => (
          <DashboardRow
            key={rfq.id}
            href={paths.app.rfqComparison.getHref(rfq.id)}
            label={`${rfq.number} · ${rfq.title}`}
            detail={`${t('dashboard:due', { date: day(rfq.due_at) })} · ${rfq.project_name}`}
            aside={t('dashboard:ready.offers', { count: rfq.offers })}
          />
        ))}
      </DashboardCard>

      <DashboardCard
        title={t('dashboard:orders.title')}
        figure={format.numbers.number(open.count)}
        summary={
          open.count > 0
            ? t('dashboard:orders.split', {
                acknowledgement: open.awaiting_acknowledgement,
                delivery: open.awaiting_delivery,
              })
            : undefined
        }
        list={{ href: orders, label: t('dashboard:orders.list') }}
        empty={
          open.count === 0
            ? {
                text: t('dashboard:orders.empty'),
                action: { href: projects, label: t('dashboard:orders.action') },
              }
            : undefined
        }
      >
        {open.rows.map((order) => (
          <DashboardRow
            key={order.id}
            href={paths.app.purchaseOrder.getHref(order.id)}
            label={`${order.number} · ${order.party}`}
            detail={[
              t(`purchase-orders:status.${order.status}`),
              order.need_by_date
                ? t('dashboard:orders.needBy', {
                    date: format.dates.date(order.need_by_date),
                  })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
            aside={format.numbers.money(order.total, order.currency)}
          />
        ))}
      </DashboardCard>

      <SavingsCard savings={data.savings} />
    </SimpleGrid>
  );
}
