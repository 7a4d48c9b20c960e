import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellChange, CellConversion } from '@app/shared/schemas/comparisons';
import { DecimalInput } from '#web/components/form/decimal-input.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormat } from '#web/lib/format.ts';
import { useChangeConversion } from '../api/change-conversion';

/** The cell whose conversion is open: its line, its item, what it says and its conversion. */
export type ConversionTarget = {
  lineId: number | null;
  itemId: number;
  description: string;
  conversion: CellConversion;
};

/** A word the comparison keeps as a key ("river", "fireResistant") reads in the page's language. */
const KEY_WORD = /^[a-zA-Z]+$/;

/** A unit code in the page's language (t, m², kg/m); a code with no name stays as written. */
function useUnitName() {
  const { t } = useTranslation();
  return (code: string | null) =>
    code === null
      ? ''
      : KEY_WORD.test(code)
        ? t(`rfqs:units.${code}`, { defaultValue: code })
        : code;
}

/**
 * What a substitute changes, in the page's language (docs/product-rules.md § Comparing and
 * awarding, Substitution): the comparison keeps the difference as data, the screen words it.
 */
export function ChangesNote({ changes }: { changes: CellChange[] }) {
  const { t } = useTranslation();
  const value = (text: string) =>
    KEY_WORD.test(text) ? t(`comparison:changeValue.${text}`, { defaultValue: text }) : text;
  return (
    <Text size="xs">
      {changes
        .map((change) =>
          t(`comparison:change.${change.kind}`, {
            quoted: value(change.quoted),
            requested: value(change.requested),
          }),
        )
        .join('; ')}
    </Text>
  );
}

/** The small button under a levelled price that opens its conversion: "1 t = 1,000 kg". */
export function ConversionButton({
  target,
  onOpen,
}: {
  target: ConversionTarget;
  onOpen: (target: ConversionTarget) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const unit = useUnitName();
  const { conversion } = target;
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      color={conversion.estimate || conversion.by === 'buyer' ? 'orange.9' : undefined}
      aria-label={t('comparison:conversion.buttonLabel', { description: target.description })}
      onClick={() => onOpen(target)}
    >
      {t('comparison:conversion.factor', {
        quoted: unit(conversion.quoted_unit) || '1',
        factor: format.numbers.quantity(conversion.factor),
        comparable: unit(conversion.comparable_unit),
      })}
    </Button>
  );
}

/**
 * The conversion that levels a line, with its reason, in the page's language, and the buyer's
 * own factor for the supplier's item (docs/product-rules.md § Comparing and awarding, The
 * buyer's factor), typed with the company's decimal mark. The server's refusal shows as it says it.
 */
export function ConversionModal({
  rfqId,
  target,
  onClose,
}: {
  rfqId: number;
  target: ConversionTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const unit = useUnitName();
  const mutation = useChangeConversion(rfqId);
  const [factor, setFactor] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFactor(null);
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
          ? (cause.fieldErrors.factor?.[0] ?? cause.errorText ?? cause.message)
          : null;
      setFailure(message ?? t('comparison:conversion.failed'));
    }
  };
  const conversion = target?.conversion;
  const quoted = unit(conversion?.quoted_unit ?? null) || '1';
  const comparable = unit(conversion?.comparable_unit ?? null);
  const equation =
    conversion?.quantity && conversion.comparable_quantity
      ? [
          `${format.numbers.quantity(conversion.quantity)} ${quoted}`,
          ...conversion.terms.map(
            (term) =>
              `${term.divide ? '÷' : '×'} ${format.numbers.quantity(term.value)} ${unit(term.unit)}`,
          ),
          `= ${format.numbers.quantity(conversion.comparable_quantity)} ${comparable}`,
        ].join(' ')
      : null;
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={t('comparison:conversion.title')}
      closeButtonProps={{ 'aria-label': t('comparison:conversion.cancel') }}
    >
      {target && conversion ? (
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            {target.description}
          </Text>
          <Text size="sm">
            {t('comparison:conversion.factor', {
              quoted,
              factor: format.numbers.quantity(conversion.factor),
              comparable,
            })}
          </Text>
          <Text size="sm">{t(`comparison:conversion.kind.${conversion.kind}`)}</Text>
          {equation ? <Text size="sm">{equation}</Text> : null}
          {conversion.basis ? (
            <Text size="xs" c="dimmed">
              {t('comparison:conversion.basis', { basis: conversion.basis })}
            </Text>
          ) : null}
          {conversion.estimate ? (
            <Text size="xs" c="orange.9">
              {t('comparison:conversion.estimate')}
            </Text>
          ) : null}
          {target.lineId !== null ? (
            <>
              <DecimalInput
                label={t('comparison:conversion.factorLabel', { quoted, comparable })}
                description={t('comparison:conversion.factorHint')}
                value={factor ?? conversion.factor}
                onChange={setFactor}
              />
              {failure ? (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              ) : null}
              <Group justify="space-between">
                {conversion.by === 'buyer' ? (
                  <Button
                    variant="default"
                    loading={mutation.isPending}
                    onClick={() =>
                      void run({ lineId: target.lineId!, itemId: target.itemId, clear: true })
                    }
                  >
                    {t('comparison:conversion.clear')}
                  </Button>
                ) : (
                  <span />
                )}
                <Group gap="xs">
                  <Button variant="subtle" onClick={close}>
                    {t('comparison:conversion.cancel')}
                  </Button>
                  <Button
                    loading={mutation.isPending}
                    onClick={() =>
                      void run({
                        lineId: target.lineId!,
                        itemId: target.itemId,
                        factor: factor ?? conversion.factor,
                      })
                    }
                  >
                    {t('comparison:conversion.save')}
                  </Button>
                </Group>
              </Group>
            </>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}
