import { Alert, Button, Group, Modal, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comparison, MatchSource } from '@app/shared/schemas/comparisons';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormat } from '#web/lib/format.ts';
import { useReassignLine } from '../api/reassign-line';

/** The quote line being reassigned: its id, wording, current item (null: none) and match source. */
export type ReassignTarget = {
  lineId: number;
  description: string;
  itemId: number | null;
  source: MatchSource;
};

const NONE = 'none';

/** Where a cell's match comes from, in words; the matcher's own match with its confidence. */
export function MatchNote({
  source,
  confidence,
}: {
  source: MatchSource;
  confidence: number | null;
}) {
  const { t } = useTranslation();
  // An answer's line, or one the matcher tied to nothing, has no match to speak of.
  if (source === 'answer' || (source === 'auto' && confidence === null)) return null;
  return (
    <Text size="xs" c="dimmed">
      {source === 'auto'
        ? t('comparison:match.auto', { percent: Math.round((confidence ?? 0) * 100) })
        : t(`comparison:match.${source}`)}
    </Text>
  );
}

/** The small button that opens the reassignment of one quote line. */
export function ReassignButton({
  target,
  onReassign,
}: {
  target: ReassignTarget;
  onReassign: (target: ReassignTarget) => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      aria-label={t('comparison:reassign.buttonLabel', { description: target.description })}
      onClick={() => onReassign(target)}
    >
      {t('comparison:reassign.button')}
    </Button>
  );
}

/**
 * The offers' quote lines that answer no requested item, each with its button, so an extra the
 * matcher left out can be tied to an item (docs/product-rules.md § Reassigning a match).
 */
export function UnmatchedLines({
  comparison,
  onReassign,
}: {
  comparison: Comparison;
  onReassign: (target: ReassignTarget) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const accept = useReassignLine(comparison.rfq_id);
  const itemOf = new Map(comparison.items.map((item) => [item.id, item]));
  const offers = comparison.offers.filter((offer) => offer.unmatched_lines.length > 0);
  if (offers.length === 0) return null;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} fz={18}>
          {t('comparison:reassign.unmatchedTitle')}
        </Title>
        {offers.map((offer) => (
          <Stack key={offer.key} gap={4}>
            <Text size="sm" fw={600}>
              {t('comparison:reassign.unmatchedOffer', {
                supplier: offer.supplier_name,
                count: offer.unmatched_lines.length,
              })}
            </Text>
            {offer.unmatched_lines.map((line) => (
              // The words take the row and the buttons follow them; on a phone the buttons
              // wrap below as a whole, so neither is cut (docs/product-rules.md § Reassigning a
              // match).
              <Group key={line.line_id} gap="xs" align="flex-start" justify="space-between">
                <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
                  <Text size="sm">
                    {line.position}. {line.description}
                    {line.quoted_unit_price
                      ? ` — ${format.numbers.money(line.quoted_unit_price, offer.currency)}`
                      : ''}
                  </Text>
                  <MatchNote source={line.match_source} confidence={null} />
                  {line.suggested_item_id !== null && itemOf.has(line.suggested_item_id) ? (
                    <Text size="xs" c="orange.9">
                      {t('comparison:suggestion.text', {
                        item: `${itemOf.get(line.suggested_item_id)!.position}. ${itemOf.get(line.suggested_item_id)!.description}`,
                        percent: Math.round((line.suggested_confidence ?? 0) * 100),
                      })}
                    </Text>
                  ) : null}
                </Stack>
                <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                  {line.suggested_item_id !== null && itemOf.has(line.suggested_item_id) ? (
                    <Button
                      size="compact-xs"
                      variant="light"
                      loading={accept.isPending}
                      aria-label={t('comparison:suggestion.acceptLabel', {
                        description: line.description,
                      })}
                      onClick={() =>
                        accept.mutate({ lineId: line.line_id, itemId: line.suggested_item_id })
                      }
                    >
                      {t('comparison:suggestion.accept')}
                    </Button>
                  ) : null}
                  <ReassignButton
                    target={{
                      lineId: line.line_id,
                      description: line.description,
                      itemId: null,
                      source: line.match_source,
                    }}
                    onReassign={onReassign}
                  />
                </Group>
              </Group>
            ))}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * Asks which requested item the line answers, or "not part of the request"; a match the buyer or
 * the supplier's memory set can go back to the matcher. The server's refusal shows as it says it.
 */
export function ReassignLineModal({
  rfqId,
  items,
  target,
  onClose,
}: {
  rfqId: number;
  items: Comparison['items'];
  target: ReassignTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useReassignLine(rfqId);
  const [choice, setChoice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const value = choice ?? (target?.itemId ? String(target.itemId) : NONE);
  const close = () => {
    setChoice(null);
    setFailure(null);
    mutation.reset();
    onClose();
  };
  const run = async (input: Parameters<typeof mutation.mutateAsync>[0]) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(input);
      close();
    } catch (cause) {
      const message =
        cause instanceof ApiError
          ? (cause.fieldErrors.item_id?.[0] ?? cause.errorText ?? cause.message)
          : null;
      setFailure(message ?? t('comparison:reassign.failed'));
    }
  };
  const data = [
    { value: NONE, label: t('comparison:reassign.none') },
    ...items.map((item) => ({
      value: String(item.id),
      label: `${item.position}. ${item.description}`,
    })),
  ];
  return (
    <Modal opened={target !== null} onClose={close} title={t('comparison:reassign.title')}>
      {target ? (
        <Stack gap="md">
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('comparison:reassign.line')}
            </Text>
            <Text size="sm" fw={600}>
              {target.description}
            </Text>
          </Stack>
          <Select
            label={t('comparison:reassign.item')}
            data={data}
            value={value}
            onChange={(next) => next && setChoice(next)}
            allowDeselect={false}
            searchable
            comboboxProps={{ withinPortal: false }}
          />
          <Text size="xs" c="dimmed">
            {t('comparison:reassign.remembered')}
          </Text>
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="space-between">
            {target.source === 'buyer' || target.source === 'remembered' ? (
              <Button
                variant="default"
                loading={mutation.isPending}
                onClick={() => void run({ lineId: target.lineId, clear: true })}
              >
                {t('comparison:reassign.clear')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button variant="subtle" onClick={close}>
                {t('comparison:reassign.cancel')}
              </Button>
              <Button
                loading={mutation.isPending}
                onClick={() =>
                  void run({
                    lineId: target.lineId,
                    itemId: value === NONE ? null : Number(value),
                  })
                }
              >
                {t('comparison:reassign.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
