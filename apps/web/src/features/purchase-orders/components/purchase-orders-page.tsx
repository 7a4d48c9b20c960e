import { Stack } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ListPager } from '#web/components/ui/list-pager.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { usePageParam } from '#web/hooks/use-page-param.ts';
import { usePurchaseOrders, type OrderSide } from '../api/purchase-orders';
import { OrdersTable } from './orders-table';
import { QueryState } from '#web/components/ui/query-state.tsx';

/**
 * The buyer's purchase orders, or the orders a provider received: 50 a page, newest first, the
 * page kept in the address (docs/product-rules.md § Awarding and purchase orders).
 */
export function PurchaseOrdersPage({ side }: { side: OrderSide }) {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const orders = usePurchaseOrders(side, page);
  const data = orders.data;
  const title = side === 'buyer' ? t('purchase-orders:title') : t('purchase-orders:inboxTitle');
  return (
    <Stack gap="lg">
      <PageTitle
        title={title}
        description={
          side === 'buyer' ? t('purchase-orders:subtitle') : t('purchase-orders:inboxSubtitle')
        }
      />
      {orders.isPending || orders.isError || !data ? (
        <QueryState
          preferServerMessage
          query={orders}
          errorMessage={t('purchase-orders:loadError')}
        />
      ) : data.total === 0 ? (
        <EmptyState
          icon={<IconFileInvoice size={40} aria-hidden />}
          title={t('purchase-orders:empty.title')}
          description={
            side === 'buyer'
              ? t('purchase-orders:empty.description')
              : t('purchase-orders:empty.inbox')
          }
        />
      ) : (
        <>
          <OrdersTable orders={data.purchase_orders} side={side} label={title} />
          <ListPager
            label={t('purchase-orders:pages')}
            page={page}
            pageSize={data.page_size}
            total={data.total}
            onChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}
