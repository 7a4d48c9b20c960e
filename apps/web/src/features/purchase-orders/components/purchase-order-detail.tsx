import { Anchor, Button, Group, Modal, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PoStatus } from '@app/shared/constants/purchasing';
import { contactLine } from '@app/shared/rules/delivery';
import type { PurchaseOrder } from '@app/shared/schemas/purchase-orders';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { showNotice } from '#web/components/ui/notify.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { paths } from '#web/config/paths.ts';
import { getErrorMessage } from '#web/lib/errors.ts';
import {
  downloadOrderPdf,
  useMoveOrder,
  usePurchaseOrder,
  type OrderSide,
} from '../api/purchase-orders';
import { OrderStatusBadge } from './order-status-badge';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useFormat } from '#web/lib/format.ts';

function Facts({ order, side }: { order: PurchaseOrder; side: OrderSide }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows: Array<[string, string]> = [
    [t('purchase-orders:fields.rfq'), `${order.rfq.number} · ${order.rfq.title}`],
    [t('purchase-orders:fields.project'), order.project_name],
    side === 'buyer'
      ? [t('purchase-orders:fields.supplier'), order.supplier_name]
      : [t('purchase-orders:fields.buyer'), order.buyer_company],
    [t('purchase-orders:fields.created'), format.dates.day(order.created_at)],
  ];
  if (side === 'buyer')
    rows.push([
      t('purchase-orders:fields.email'),
      order.supplier_email || t('purchase-orders:fields.notMailed'),
    ]);
  if (order.quote_reference)
    rows.push([t('purchase-orders:fields.quoteReference'), order.quote_reference]);
  if (order.deliver_to) rows.push([t('purchase-orders:fields.deliverTo'), order.deliver_to]);
  if (order.delivery_contact)
    rows.push([t('purchase-orders:fields.contact'), contactLine(order.delivery_contact)]);
  if (order.need_by_date)
    rows.push([t('purchase-orders:fields.needBy'), format.dates.date(order.need_by_date)]);
  if (order.payment_terms)
    rows.push([t('purchase-orders:fields.paymentTerms'), order.payment_terms]);
  if (order.delivery_time)
    rows.push([t('purchase-orders:fields.deliveryTime'), order.delivery_time]);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} size="sm">
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function Lines({ order }: { order: PurchaseOrder }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (value: string) => format.numbers.money(value, order.currency);
  const label = t('purchase-orders:lines.label');
  return (
    <Table.ScrollContainer minWidth={720} type="native" tabIndex={0} aria-label={label}>
      <Table aria-label={label} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('purchase-orders:lines.position')}</Table.Th>
            <Table.Th>{t('purchase-orders:lines.description')}</Table.Th>
            <Table.Th ta="right">{t('purchase-orders:lines.quantity')}</Table.Th>
            <Table.Th>{t('purchase-orders:lines.unit')}</Table.Th>
            <Table.Th ta="right">{t('purchase-orders:lines.unitPrice')}</Table.Th>
            <Table.Th ta="right">{t('purchase-orders:lines.discount')}</Table.Th>
            <Table.Th ta="right">{t('purchase-orders:lines.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.lines.map((line) => (
            <Table.Tr key={line.position}>
              <Table.Td>{line.position}</Table.Td>
              <Table.Td>{line.description}</Table.Td>
              <Table.Td ta="right">{format.numbers.quantity(line.quantity)}</Table.Td>
              <Table.Td>{t(`rfqs:units.${line.unit}`)}</Table.Td>
              <Table.Td ta="right">{money(line.unit_price)}</Table.Td>
              <Table.Td ta="right">{line.discount_pct === '0' ? '' : line.discount_pct}</Table.Td>
              <Table.Td ta="right">{money(line.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {(
            [
              ['subtotal', order.subtotal],
              ...(order.discount !== '0' ? [['discount', `-${order.discount}`]] : []),
              ...(order.freight !== '0' ? [['freight', order.freight]] : []),
              ['tax', order.tax],
              ['total', order.total],
            ] as Array<[string, string]>
          ).map(([key, value]) => (
            <Table.Tr key={key}>
              <Table.Th colSpan={6} ta="right">
                {t(`purchase-orders:totals.${key}`, { rate: order.tax_rate })}
              </Table.Th>
              <Table.Td ta="right" fw={key === 'total' ? 700 : 400}>
                {money(value)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * One purchase order: what was ordered on what terms, its status, and the moves the caller may
 * make now (the buyer records deliveries, closes or cancels; the supplier acknowledges).
 */
export function PurchaseOrderDetail({ side, id }: { side: OrderSide; id: number }) {
  const { t } = useTranslation();
  const order = usePurchaseOrder(side, id);
  const move = useMoveOrder(side, id);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const data = order.data;
  const run = (status: PoStatus) =>
    move.mutate(status, {
      onSuccess: () => {
        setConfirmCancel(false);
        showNotice({
          key:
            status === 'acknowledged'
              ? 'purchase-orders:acknowledged'
              : 'purchase-orders:statusSaved',
        });
      },
    });
  const back =
    side === 'buyer' ? paths.app.purchaseOrders.getHref() : paths.app.inboxPurchaseOrders.getHref();
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={back} size="sm">
        {side === 'buyer'
          ? t('purchase-orders:actions.back')
          : t('purchase-orders:actions.backInbox')}
      </Anchor>
      {order.isPending || order.isError || !data ? (
        <QueryState
          preferServerMessage
          query={order}
          errorMessage={t('purchase-orders:loadError')}
        />
      ) : (
        <>
          <Group justify="space-between" align="flex-start">
            <PageTitle title={`${t('purchase-orders:fields.number')} ${data.number}`} />
            <OrderStatusBadge status={data.status} />
          </Group>
          <Paper withBorder p="md">
            <Facts order={data} side={side} />
          </Paper>
          <Lines order={data} />
          {move.isError && !confirmCancel ? (
            <FormAlert>{getErrorMessage(move.error)}</FormAlert>
          ) : null}
          <Group>
            {data.next_statuses
              .filter((status) => status !== 'cancelled')
              .map((status) => (
                <Button key={status} loading={move.isPending} onClick={() => run(status)}>
                  {t(`purchase-orders:actions.${status}`)}
                </Button>
              ))}
            {data.next_statuses.includes('cancelled') ? (
              <Button color="red.9" variant="outline" onClick={() => setConfirmCancel(true)}>
                {t('purchase-orders:actions.cancelled')}
              </Button>
            ) : null}
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() =>
                void downloadOrderPdf(side, data.id, data.number).catch((error: unknown) =>
                  showNotice(getErrorMessage(error, t('purchase-orders:downloadFailed')), 'error'),
                )
              }
            >
              {t('purchase-orders:actions.pdf')}
            </Button>
          </Group>
          <Modal
            opened={confirmCancel}
            onClose={() => setConfirmCancel(false)}
            title={t('purchase-orders:cancelConfirm.title', { number: data.number })}
          >
            <Stack>
              <Text size="sm">{t('purchase-orders:cancelConfirm.text')}</Text>
              {move.isError ? <FormAlert>{getErrorMessage(move.error)}</FormAlert> : null}
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setConfirmCancel(false)}>
                  {t('purchase-orders:cancelConfirm.keep')}
                </Button>
                <Button color="red.9" loading={move.isPending} onClick={() => run('cancelled')}>
                  {t('purchase-orders:cancelConfirm.confirm')}
                </Button>
              </Group>
            </Stack>
          </Modal>
        </>
      )}
    </Stack>
  );
}
