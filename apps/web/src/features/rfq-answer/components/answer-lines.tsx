import { Group, Paper, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import Decimal from 'decimal.js';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@app/shared/constants/purchasing';
import { parseNumber } from '@app/shared/rules/decimal-numbers';
import type { SupplierRfqView } from '@app/shared/schemas/rfqs';
import { useFormat } from '#web/lib/format.ts';

export type LineValues = { unitPrice: string; brand: string; deliveryDays: string; note: string };

type Item = SupplierRfqView['items'][number];

type AnswerLinesProps = {
  items: SupplierRfqView['items'];
  lines: Record<number, LineValues>;
  onChange: (itemId: number, patch: Partial<LineValues>) => void;
  errors: Record<number, string | undefined>;
  isReadOnly: boolean;
  /** The buyer's country: quantities and amounts are written its way. */
  country: string;
  currency: Currency;
  /** The freight as typed in the terms, added once to the grand total. */
  freight: string;
  /** The document discount as typed in the terms, taken off the items once. */
  discount: string;
  isDiscountPercent: boolean;
};

const EMPTY_LINE: LineValues = { unitPrice: '', brand: '', deliveryDays: '', note: '' };

/** A typed amount in either decimal style (`1.234,50`, `1,234.50`), or null when it is not one. */
function typedAmount(typed: string): Decimal | null {
  const value = typed.trim();
  if (value === '') return null;
  const parsed = parseNumber(value, '.') ?? parseNumber(value, ',');
  if (parsed === null) return null;
  try {
    return new Decimal(parsed);
  } catch {
    return null;
  }
}

/** Quantity × unit price, exact, or null while the price is empty or not a number. */
function lineTotal(item: Item, line: LineValues): Decimal | null {
  const price = typedAmount(line.unitPrice);
  return price === null ? null : price.times(item.quantity);
}

/**
 * The requested items, each with the supplier's unit price, brand, delivery days and note, and the
 * line's total as they type; then the grand total (items plus freight, before tax). A table from
 * a tablet up; on a phone one card per item, so that the price, brand, delivery and note are
 * full-width fields (docs/product-rules.md § Answering an RFQ).
 */
export function AnswerLines(props: AnswerLinesProps) {
  const { t } = useTranslation();
  const format = useFormat(props.country);
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const money = (amount: Decimal) => format.numbers.money(amount.toFixed(), props.currency);
  const quantity = (value: string) => format.numbers.quantity(value);
  const totals = props.items.map((item) => lineTotal(item, props.lines[item.id] ?? EMPTY_LINE));
  const itemsTotal = totals.reduce<Decimal>((sum, total) => sum.plus(total ?? 0), new Decimal(0));
  const freight = typedAmount(props.freight);
  const typedDiscount = typedAmount(props.discount);
  const discount =
    typedDiscount && props.isDiscountPercent
      ? itemsTotal.times(typedDiscount).div(100)
      : typedDiscount;
  const quoted = totals.filter((total) => total !== null).length;
  return (
    <Stack gap="md">
      {isWide ? (
        <LinesTable {...props} totals={totals} money={money} quantity={quantity} />
      ) : (
        <LinesCards {...props} totals={totals} money={money} quantity={quantity} />
      )}
      <Paper withBorder radius="md" p="sm" aria-label={t('rfq-answer:totals.label')} role="group">
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">
              {t('rfq-answer:totals.items', { count: quoted, total: props.items.length })}
            </Text>
            <Text size="sm">{money(itemsTotal)}</Text>
          </Group>
          {freight && !freight.isZero() ? (
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">{t('rfq-answer:terms.freight')}</Text>
              <Text size="sm">{money(freight)}</Text>
            </Group>
          ) : null}
          {discount && !discount.isZero() ? (
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">{t('rfq-answer:terms.discount')}</Text>
              <Text size="sm">−{money(discount)}</Text>
            </Group>
          ) : null}
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>{t('rfq-answer:totals.grand')}</Text>
            <Text fw={700} data-testid="answer-grand-total">
              {money(itemsTotal.minus(discount ?? 0).plus(freight ?? 0))}
            </Text>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

type ShownLinesProps = AnswerLinesProps & {
  totals: Array<Decimal | null>;
  money: (amount: Decimal) => string;
  quantity: (value: string) => string;
};

function ItemText({ item }: { item: Item }) {
  return (
    <>
      <Text size="sm">{item.description}</Text>
      {item.brand || item.notes ? (
        <Text size="xs" c="dimmed">
          {[item.brand, item.notes].filter(Boolean).join(' · ')}
        </Text>
      ) : null}
    </>
  );
}

function LinesTable({
  items,
  lines,
  onChange,
  errors,
  isReadOnly,
  totals,
  money,
  quantity,
}: ShownLinesProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing={4} aria-label={t('rfq-answer:lines.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>#</Table.Th>
            <Table.Th>{t('rfq-answer:lines.item')}</Table.Th>
            <Table.Th ta="right">{t('rfq-answer:lines.quantity')}</Table.Th>
            <Table.Th w={140}>{t('rfq-answer:lines.unitPrice')}</Table.Th>
            <Table.Th w={130}>{t('rfq-answer:lines.brand')}</Table.Th>
            <Table.Th w={100}>{t('rfq-answer:lines.deliveryDays')}</Table.Th>
            <Table.Th w={170}>{t('rfq-answer:lines.note')}</Table.Th>
            <Table.Th w={130} ta="right">
              {t('rfq-answer:lines.lineTotal')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => {
            const line = lines[item.id] ?? EMPTY_LINE;
            const total = totals[index] ?? null;
            return (
              <Table.Tr key={item.id}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>
                  <ItemText item={item} />
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{`${quantity(item.quantity)} ${t(`rfqs:units.${item.unit}`)}`}</Text>
                </Table.Td>
                <LineFields
                  index={index}
                  line={line}
                  error={errors[item.id]}
                  isReadOnly={isReadOnly}
                  onChange={(patch) => onChange(item.id, patch)}
                  wrap={(field) => <Table.Td>{field}</Table.Td>}
                />
                <Table.Td ta="right">
                  <Text size="sm">{total === null ? '—' : money(total)}</Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function LinesCards({
  items,
  lines,
  onChange,
  errors,
  isReadOnly,
  totals,
  money,
  quantity,
}: ShownLinesProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item, index) => {
        const line = lines[item.id] ?? EMPTY_LINE;
        const total = totals[index] ?? null;
        return (
          <Paper
            key={item.id}
            component="li"
            withBorder
            radius="md"
            p="sm"
            aria-label={`${index + 1}. ${item.description}`}
          >
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>{`${index + 1}.`}</Text>
                  <ItemText item={item} />
                </div>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {`${quantity(item.quantity)} ${t(`rfqs:units.${item.unit}`)}`}
                </Text>
              </Group>
              <SimpleGrid cols={1} spacing="xs">
                <LineFields
                  index={index}
                  line={line}
                  error={errors[item.id]}
                  isReadOnly={isReadOnly}
                  onChange={(patch) => onChange(item.id, patch)}
                  withLabels
                  wrap={(field) => field}
                />
              </SimpleGrid>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {t('rfq-answer:lines.lineTotal')}
                </Text>
                <Text size="sm" fw={600}>
                  {total === null ? '—' : money(total)}
                </Text>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** The four fields of one line; labelled on a card, named for screen readers in the table. */
function LineFields({
  index,
  line,
  error,
  isReadOnly,
  onChange,
  withLabels = false,
  wrap,
}: {
  index: number;
  line: LineValues;
  error: string | undefined;
  isReadOnly: boolean;
  onChange: (patch: Partial<LineValues>) => void;
  withLabels?: boolean;
  wrap: (field: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const field = (name: keyof LineValues, key: string, extra: object = {}) => {
    const text = t(`rfq-answer:lines.${key}`);
    return wrap(
      <TextInput
        key={name}
        size="sm"
        label={withLabels ? text : undefined}
        aria-label={`${text} ${index + 1}`}
        value={line[name]}
        readOnly={isReadOnly}
        onChange={(event) => onChange({ [name]: event.currentTarget.value })}
        {...extra}
      />,
    );
  };
  return (
    <>
      {field('unitPrice', 'unitPrice', { inputMode: 'decimal', error })}
      {field('brand', 'brand')}
      {field('deliveryDays', 'deliveryDays', { inputMode: 'numeric' })}
      {field('note', 'note')}
    </>
  );
}
