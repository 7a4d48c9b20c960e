import { Stack, Table, Text } from '@mantine/core';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import type { AnswerRevision, Rfq } from '@app/shared/schemas/rfqs';
import { useInvitationAnswers } from '../api/get-invitation-answers';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useFormat } from '#web/lib/format.ts';

type InvitationAnswersProps = { rfq: Rfq; invitationId: number };

/** One supplier's latest answer, line by line against the requested items, and its revisions. */
export function InvitationAnswers({ rfq, invitationId }: InvitationAnswersProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const answers = useInvitationAnswers(rfq.id, invitationId, true);
  if (answers.isPending || answers.isError) {
    return (
      <QueryState compact query={answers} errorMessage={t('rfqs:errors.fetchAnswersFailed')} />
    );
  }
  const latest = answers.data.revisions[0];
  if (!latest) {
    return (
      <Text size="sm" c="dimmed">
        {answers.data.files.length > 0 ? t('rfqs:answers.onlyFiles') : t('rfqs:answers.none')}
      </Text>
    );
  }
  const money = (amount: string) => format.numbers.money(amount, latest.currency);
  // The document discount the supplier typed, off the items before freight
  // (docs/product-rules.md § Document discount): its amount, and the percentage it was typed as.
  const discountText = (revision: AnswerRevision) => {
    if (!revision.discount_total || new Decimal(revision.discount_total).isZero()) return null;
    const amount = money(revision.discount_total);
    return revision.discount_pct
      ? t('rfqs:answers.discountPct', {
          amount,
          percent: format.numbers.quantity(revision.discount_pct),
        })
      : t('rfqs:answers.discount', { amount });
  };
  const lineOf = (itemId: number) => latest.lines.find((line) => line.item_id === itemId);
  return (
    <Stack gap="xs">
      <Text size="sm">
        {t('rfqs:answers.revision', {
          revision: latest.revision,
          count: answers.data.revisions.length,
          date: format.dates.timestamp(latest.submitted_at),
        })}
      </Text>
      <Text size="sm" c="dimmed">
        {[
          latest.valid_until
            ? t('rfqs:answers.validUntil', { date: format.dates.date(latest.valid_until) })
            : null,
          latest.freight ? t('rfqs:answers.freight', { amount: money(latest.freight) }) : null,
          discountText(latest),
          latest.payment_terms
            ? t('rfqs:answers.paymentTerms', { terms: latest.payment_terms })
            : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing={4} aria-label={t('rfqs:answers.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rfqs:items.description')}</Table.Th>
              <Table.Th ta="right">{t('rfqs:items.quantity')}</Table.Th>
              <Table.Th ta="right">{t('rfqs:answers.unitPrice')}</Table.Th>
              <Table.Th>{t('rfqs:items.brand')}</Table.Th>
              <Table.Th>{t('rfqs:answers.deliveryDays')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rfq.items.map((item) => {
              const line = lineOf(item.id);
              return (
                <Table.Tr key={item.id}>
                  <Table.Td>{item.description}</Table.Td>
                  <Table.Td ta="right">{`${format.numbers.quantity(item.quantity)} ${t(`rfqs:units.${item.unit}`)}`}</Table.Td>
                  <Table.Td ta="right">
                    {line?.unit_price ? money(line.unit_price) : t('rfqs:answers.notQuoted')}
                  </Table.Td>
                  <Table.Td>{line?.brand || '—'}</Table.Td>
                  <Table.Td>{line?.delivery_days ?? '—'}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {answers.data.files.length > 0 ? (
        <Text size="sm">
          {t('rfqs:answers.files', {
            names: answers.data.files.map((file) => file.file_name).join(', '),
          })}
        </Text>
      ) : null}
    </Stack>
  );
}
