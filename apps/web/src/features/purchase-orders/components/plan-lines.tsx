import { Badge, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Comparison } from '@app/shared/schemas/comparisons';
import type { AwardPlan } from '@app/shared/schemas/purchase-orders';

/** The value of the "do not award" choice. */
export const NONE = 'none';

/** An offer the buyer can give an item to: its key, supplier and levelled unit price, formatted. */
export type PlanChoice = { value: string; supplier: string; price: string };

type PlanLinesProps = {
  items: Comparison['items'];
  plan: AwardPlan;
  /** Items the buyer gave by hand (their ids as keys). */
  overrides: Record<string, string | null>;
  choicesFor: (itemId: number) => PlanChoice[];
  onChoose: (itemId: number, value: string | null) => void;
  isPending: boolean;
  money: (amount: string) => string;
};

/**
 * The plan's items, each with the offer it goes to and its levelled amount; the buyer changes
 * any item's offer by hand (docs/product-rules.md § Awarding and purchase orders). A table from a
 * tablet up; on a phone one card per item, whose full-width choice shows the supplier and, on its
 * own line, the chosen price, and whose options put the price under the supplier, so that no
 * price is cut at 375 px.
 */
export function PlanLines(props: PlanLinesProps) {
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  return isWide ? <PlanTable {...props} /> : <PlanCards {...props} />;
}

function PlanTable({
  items,
  plan,
  overrides,
  choicesFor,
  onChoose,
  isPending,
  money,
}: PlanLinesProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer
      minWidth={640}
      type="native"
      tabIndex={0}
      aria-label={t('purchase-orders:award.planTitle')}
    >
      <Table striped aria-label={t('purchase-orders:award.planTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('purchase-orders:award.item')}</Table.Th>
            <Table.Th>{t('purchase-orders:award.supplier')}</Table.Th>
            <Table.Th ta="right">{t('purchase-orders:award.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const line = plan.lines.find((l) => l.item_id === item.id);
            const label = `${item.position}. ${item.description}`;
            return (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <Text size="sm">{label}</Text>
                  {String(item.id) in overrides ? <ManualBadge /> : null}
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`${t('purchase-orders:award.supplier')}: ${label}`}
                    data={[
                      ...choicesFor(item.id).map((choice) => ({
                        value: choice.value,
                        label: `${choice.supplier} · ${choice.price}`,
                      })),
                      { value: NONE, label: t('purchase-orders:award.none') },
                    ]}
                    value={line?.offer_key ?? NONE}
                    onChange={(value) => onChoose(item.id, value)}
                    allowDeselect={false}
                    disabled={isPending}
                  />
                </Table.Td>
                <Table.Td ta="right">{line ? money(line.amount) : '—'}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PlanCards({
  items,
  plan,
  overrides,
  choicesFor,
  onChoose,
  isPending,
  money,
}: PlanLinesProps) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      gap="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('purchase-orders:award.planTitle')}
    >
      {items.map((item) => {
        const line = plan.lines.find((l) => l.item_id === item.id);
        const label = `${item.position}. ${item.description}`;
        const choices = choicesFor(item.id);
        const chosen = choices.find((choice) => choice.value === line?.offer_key);
        const priceOf = new Map(choices.map((choice) => [choice.value, choice.price]));
        return (
          <Paper component="li" key={item.id} withBorder p="sm" aria-label={label}>
            <Stack gap={6}>
              <Text size="sm" fw={500}>
                {label}
              </Text>
              {String(item.id) in overrides ? <ManualBadge /> : null}
              <Select
                aria-label={`${t('purchase-orders:award.supplier')}: ${label}`}
                data={[
                  ...choices.map((choice) => ({ value: choice.value, label: choice.supplier })),
                  { value: NONE, label: t('purchase-orders:award.none') },
                ]}
                renderOption={({ option }) => (
                  <Stack gap={0}>
                    <Text size="sm">{option.label}</Text>
                    {priceOf.has(option.value) ? (
                      <Text size="xs">{priceOf.get(option.value)}</Text>
                    ) : null}
                  </Stack>
                )}
                value={line?.offer_key ?? NONE}
                onChange={(value) => onChoose(item.id, value)}
                allowDeselect={false}
                disabled={isPending}
              />
              <Group justify="space-between" gap="xs">
                <Text size="sm">{t('purchase-orders:award.unitPrice')}</Text>
                <Text size="sm" data-testid="plan-unit-price">
                  {chosen?.price ?? '—'}
                </Text>
              </Group>
              <Group justify="space-between" gap="xs">
                <Text size="sm">{t('purchase-orders:award.amount')}</Text>
                <Text size="sm" fw={700}>
                  {line ? money(line.amount) : '—'}
                </Text>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

function ManualBadge() {
  const { t } = useTranslation();
  return (
    <Badge size="sm" color="violet.9" variant="filled">
      {t('purchase-orders:award.manual')}
    </Badge>
  );
}
