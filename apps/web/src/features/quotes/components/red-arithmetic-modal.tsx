import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuoteDetail } from '@app/shared/schemas/quotes';

/** Whether any of the quote's arithmetic checks is red. */
export function isArithmeticRed(arithmetic: QuoteDetail['arithmetic']): boolean {
  return (
    arithmetic.lines.some((agrees) => agrees === false) ||
    arithmetic.subtotal === false ||
    arithmetic.total === false
  );
}

/**
 * Asked before confirming a quote whose arithmetic is red (docs/product-rules.md § Quote intake and
 * review): what does not add up, and whether to confirm anyway.
 */
export function RedArithmeticModal({
  arithmetic,
  isOpen,
  isPending,
  onClose,
  onConfirm,
}: {
  arithmetic: QuoteDetail['arithmetic'];
  isOpen: boolean;
  isPending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const red = [
    ...arithmetic.lines.flatMap((agrees, index) =>
      agrees === false ? [t('quotes:redArithmetic.line', { n: index + 1 })] : [],
    ),
    ...(arithmetic.subtotal === false ? [t('quotes:redArithmetic.subtotal')] : []),
    ...(arithmetic.total === false ? [t('quotes:redArithmetic.total')] : []),
  ];
  return (
    <Modal opened={isOpen} onClose={onClose} title={t('quotes:redArithmetic.title')}>
      <Stack gap="md">
        <Text size="sm">{t('quotes:redArithmetic.intro')}</Text>
        <List size="sm">
          {red.map((entry) => (
            <List.Item key={entry}>{entry}</List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('quotes:redArithmetic.back')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={isPending}>
            {t('quotes:redArithmetic.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
