import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PurchaseOrderSummary } from '@app/shared/schemas/purchase-orders';
import { paths } from '#web/config/paths.ts';
import type { OrderSide } from '../api/purchase-orders';
import { OrderStatusBadge } from './order-status-badge';
import { useFormat } from '#web/lib/format.ts';

/** Orders as a table: number (a link to the order), request, the other party, total, status. */
export function OrdersTable({
  orders,
  side,
  label,
}: {
  orders: PurchaseOrderSummary[];
  side: OrderSide;
  label: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Table.ScrollContainer minWidth={720} type="native" tabIndex={0} aria-label={label}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('purchase-orders:fields.number')}</Table.Th>
            <Table.Th>{t('purchase-orders:fields.rfq')}</Table.Th>
            <Table.Th>
              {side === 'buyer'
                ? t('purchase-orders:fields.supplier')
                : t('purchase-orders:fields.buyer')}
            </Table.Th>
            <Table.Th ta="right">{t('purchase-orders:fields.total')}</Table.Th>
            <Table.Th>{t('purchase-orders:fields.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={
                    side === 'buyer'
                      ? paths.app.purchaseOrder.getHref(order.id)
                      : paths.app.inboxPurchaseOrder.getHref(order.id)
                  }
                  fw={600}
                >
                  {order.number}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {format.dates.day(order.created_at)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{`${order.rfq.number} · ${order.rfq.title}`}</Text>
                <Text size="xs" c="dimmed">
                  {order.project_name}
                </Text>
              </Table.Td>
              <Table.Td>{side === 'buyer' ? order.supplier_name : order.buyer_company}</Table.Td>
              <Table.Td ta="right">{format.numbers.money(order.total, order.currency)}</Table.Td>
              <Table.Td>
                <OrderStatusBadge status={order.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
