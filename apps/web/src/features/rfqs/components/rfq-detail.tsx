import { Button, Group, Menu, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload, IconEdit, IconLock, IconScale, IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contactLine, deliveryPlaceLine } from '@app/shared/rules/delivery';
import { BackButton } from '#web/components/ui/back-button.tsx';
import { showNotice } from '#web/components/ui/notify.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { paths } from '#web/config/paths.ts';
import { getErrorMessage } from '#web/lib/errors.ts';
import { useRfq } from '../api/get-rfq';
import { downloadRfqDocument, useRfqAction } from '../api/rfq-actions';
import { InvitationsPanel } from './invitations-panel';
import { RfqStatusBadge } from './rfq-status-badge';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useFormat } from '#web/lib/format.ts';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value}</Text>
    </Stack>
  );
}

/**
 * One RFQ: its facts and items, send or close it, its invitations and the answers received.
 * `quotes` is the section of quotes filed under it, which the route brings from the quotes feature;
 * it is told how many suppliers typed their answer (through the link or the inbox), which count as
 * quotes of the request too.
 */
export function RfqDetail({
  rfqId,
  canManage,
  quotes,
}: {
  rfqId: number;
  canManage: boolean;
  quotes?: (typedAnswers: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const rfq = useRfq(rfqId);
  const action = useRfqAction();
  if (rfq.isPending || rfq.isError) {
    return (
      <QueryState preferServerMessage query={rfq} errorMessage={t('rfqs:errors.fetchOneFailed')} />
    );
  }
  const data = rfq.data;
  const isEditable = canManage && (data.status === 'draft' || data.status === 'sent');
  const confirm = (kind: 'send' | 'close') =>
    modals.openConfirmModal({
      title: t(`rfqs:${kind}.title`),
      centered: true,
      children: <Text size="sm">{t(`rfqs:${kind}.body`, { count: data.invitations.length })}</Text>,
      labels: { confirm: t(`rfqs:${kind}.confirm`), cancel: t('common:actions.cancel') },
      onConfirm: () =>
        action.mutate(
          { kind, id: data.id },
          {
            onSuccess: () =>
              showNotice({ key: `rfqs:messages.${kind === 'send' ? 'sent' : 'closed'}` }),
            onError: (error) => showNotice(getErrorMessage(error), 'error'),
          },
        ),
    });
  const withdraw = (invitationId: number, name: string) =>
    modals.openConfirmModal({
      title: t('rfqs:withdraw.title'),
      centered: true,
      children: <Text size="sm">{t('rfqs:withdraw.body', { name })}</Text>,
      labels: { confirm: t('rfqs:withdraw.confirm'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        action.mutate(
          { kind: 'withdraw', id: data.id, invitationId },
          {
            onSuccess: () => showNotice({ key: 'rfqs:messages.withdrawn' }),
            onError: (error) => showNotice(getErrorMessage(error), 'error'),
          },
        ),
    });
  const download = (format: 'pdf' | 'xlsx') =>
    void downloadRfqDocument(data.id, data.number, format).catch((error: unknown) =>
      showNotice(getErrorMessage(error, t('rfqs:errors.downloadFailed')), 'error'),
    );

  return (
    <Stack gap="lg">
      <BackButton
        to={paths.app.project.getHref(data.project.id)}
        label={t('rfqs:detail.back', { name: data.project.name })}
      />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <PageTitle title={`${data.number} · ${data.title}`} description={data.project.name} />
          <RfqStatusBadge status={data.status} />
        </Stack>
        <Group gap="xs">
          {isEditable ? (
            <Button
              component={Link}
              to={paths.app.editRfq.getHref(data.id)}
              variant="default"
              leftSection={<IconEdit size={16} aria-hidden />}
            >
              {t('common:actions.edit')}
            </Button>
          ) : null}
          {data.status !== 'draft' ? (
            <Button
              component={Link}
              to={paths.app.rfqComparison.getHref(data.id)}
              variant="default"
              leftSection={<IconScale size={16} aria-hidden />}
            >
              {t('rfqs:detail.compare')}
            </Button>
          ) : null}
          <Menu position="bottom-end">
            <Menu.Target>
              <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
                {t('rfqs:detail.download')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => download('pdf')}>PDF</Menu.Item>
              <Menu.Item onClick={() => download('xlsx')}>XLSX</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          {canManage && data.status === 'draft' ? (
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              onClick={() => confirm('send')}
              loading={action.isPending}
            >
              {t('rfqs:actions.send')}
            </Button>
          ) : null}
          {canManage && data.status === 'sent' ? (
            <Button
              variant="default"
              leftSection={<IconLock size={16} aria-hidden />}
              onClick={() => confirm('close')}
            >
              {t('rfqs:actions.close')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <Fact label={t('rfqs:fields.dueAt')} value={format.dates.timestamp(data.due_at)} />
          <Fact
            label={t('rfqs:fields.needByDate')}
            value={data.need_by_date ? format.dates.date(data.need_by_date) : '—'}
          />
          <Fact
            label={t('rfqs:fields.deliveryLocation')}
            value={deliveryPlaceLine(data.delivery_location) || '—'}
          />
          <Fact
            label={t('rfqs:fields.deliveryContact')}
            value={contactLine(data.delivery_contact) || '—'}
          />
          <Fact label={t('rfqs:fields.currency')} value={data.currency} />
        </SimpleGrid>
        {data.notes ? <Text mt="md">{data.notes}</Text> : null}
      </Paper>
      <Title order={2} fz="lg">
        {t('rfqs:invitations.title', {
          answered: data.answered_count,
          invited: data.invited_count,
        })}
      </Title>
      <InvitationsPanel rfq={data} canManage={canManage} onWithdraw={withdraw} />
      {quotes?.(data.invitations.filter((invitation) => invitation.revision_count > 0).length)}
      <Title order={2} fz="lg">
        {t('rfqs:items.titleCount', { count: data.items.length })}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" striped aria-label={t('rfqs:items.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>#</Table.Th>
              <Table.Th>{t('rfqs:items.description')}</Table.Th>
              <Table.Th ta="right">{t('rfqs:items.quantity')}</Table.Th>
              <Table.Th>{t('rfqs:items.unit')}</Table.Th>
              <Table.Th>{t('rfqs:items.brand')}</Table.Th>
              <Table.Th>{t('rfqs:items.notes')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((item, index) => (
              <Table.Tr key={item.id}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>
                  {item.section ? `${item.section} · ${item.description}` : item.description}
                </Table.Td>
                <Table.Td ta="right">{format.numbers.quantity(item.quantity)}</Table.Td>
                <Table.Td>{t(`rfqs:units.${item.unit}`)}</Table.Td>
                <Table.Td>{item.brand || '—'}</Table.Td>
                <Table.Td>{item.notes || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
