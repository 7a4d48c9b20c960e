import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '@app/shared/constants/purchasing';
import {
  submitAnswerSchema,
  type SubmitAnswerData,
  type SupplierRfqView,
} from '@app/shared/schemas/rfqs';
import type { Format } from '@app/shared/format/format';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { getErrorMessage, translateMessage } from '#web/lib/errors.ts';
import { useFormat } from '#web/lib/format.ts';
import { AnswerLines, type LineValues } from './answer-lines';

type Terms = {
  currency: Currency;
  validUntil: string;
  freight: string;
  /** The document discount as typed, an amount or a percentage by `discountKind`. */
  discount: string;
  discountKind: 'amount' | 'pct';
  paymentTerms: string;
  notes: string;
};

/**
 * A typed amount as the API takes it, read with the buyer's decimal mark (docs/product-rules.md §
 * Numbers and dates): `1.234,50` in Colombia and `1,234.50` in Mexico both become `"1234.5"`; text
 * that is no number goes as typed, for the schema to refuse.
 */
const toDecimal = (format: Format, typed: string) => {
  const value = typed.trim();
  return value === '' ? null : (format.parse(value) ?? value);
};

function initialLines(view: SupplierRfqView, format: Format): Record<number, LineValues> {
  const latest = view.revisions[0];
  return Object.fromEntries(
    view.items.map((item) => {
      const line = latest?.lines.find((entry) => entry.item_id === item.id);
      return [
        item.id,
        {
          unitPrice: line?.unit_price ? format.numbers.editable(line.unit_price) : '',
          brand: line?.brand ?? '',
          deliveryDays: line?.delivery_days?.toString() ?? '',
          note: line?.note ?? '',
        },
      ];
    }),
  );
}

/** The latest revision's discount as it was typed: its percentage, else its amount. */
function initialDiscount(
  latest: SupplierRfqView['revisions'][number] | undefined,
  format: Format,
): Pick<Terms, 'discount' | 'discountKind'> {
  if (latest?.discount_pct) {
    return { discount: format.numbers.editable(latest.discount_pct), discountKind: 'pct' };
  }
  const amount = latest?.discount_total;
  return { discount: amount ? format.numbers.editable(amount) : '', discountKind: 'amount' };
}

type AnswerFormProps = {
  view: SupplierRfqView;
  isSubmitting: boolean;
  onSubmit: (answer: SubmitAnswerData) => Promise<unknown>;
};

/**
 * The supplier's answer: a unit price (and optionally brand, delivery days, note) per requested
 * item, plus currency, validity, freight and payment terms. Each submission is a new revision.
 */
export function AnswerForm({ view, isSubmitting, onSubmit }: AnswerFormProps) {
  const { t } = useTranslation();
  const format = useFormat(view.buyer_country);
  const latest = view.revisions[0];
  const [lines, setLines] = useState(() => initialLines(view, format));
  const [terms, setTerms] = useState<Terms>({
    currency: latest?.currency ?? view.currency,
    validUntil: latest?.valid_until ?? '',
    freight: latest?.freight ? format.numbers.editable(latest.freight) : '',
    ...initialDiscount(latest, format),
    paymentTerms: latest?.payment_terms ?? '',
    notes: latest?.notes ?? '',
  });
  const [lineErrors, setLineErrors] = useState<Record<number, string | undefined>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const isReadOnly = !view.can_answer;
  const set = (patch: Partial<Terms>) => setTerms((current) => ({ ...current, ...patch }));

  const submit = async () => {
    setFailure(null);
    setIsSaved(false);
    const input = {
      currency: terms.currency,
      valid_until: terms.validUntil || null,
      freight: toDecimal(format, terms.freight),
      discount_total: terms.discountKind === 'amount' ? toDecimal(format, terms.discount) : null,
      discount_pct: terms.discountKind === 'pct' ? toDecimal(format, terms.discount) : null,
      payment_terms: terms.paymentTerms,
      notes: terms.notes,
      lines: view.items.map((item) => {
        const line = lines[item.id];
        const days = line?.deliveryDays.trim() ?? '';
        return {
          item_id: item.id,
          unit_price: toDecimal(format, line?.unitPrice ?? ''),
          brand: line?.brand ?? '',
          note: line?.note ?? '',
          delivery_days: days === '' ? null : Number(days),
        };
      }),
    };
    const parsed = submitAnswerSchema.safeParse(input);
    if (!parsed.success) {
      const byLine: Record<number, string> = {};
      const byField: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const message = translateMessage(t, issue.message) ?? issue.message;
        const [head, position] = issue.path;
        if (head === 'lines' && typeof position === 'number') {
          const itemId = view.items[position]?.id;
          if (itemId !== undefined) byLine[itemId] = message;
        } else if (typeof head === 'string') byField[head] = message;
      }
      setLineErrors(byLine);
      setFieldErrors(byField);
      return;
    }
    setLineErrors({});
    setFieldErrors({});
    try {
      await onSubmit(parsed.data);
      setIsSaved(true);
    } catch (error) {
      setFailure(getErrorMessage(error, t('rfq-answer:errors.submitFailed')));
    }
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('rfq-answer:lines.title')}
          </Title>
          <AnswerLines
            items={view.items}
            lines={lines}
            errors={lineErrors}
            isReadOnly={isReadOnly}
            country={view.buyer_country}
            currency={terms.currency}
            freight={terms.freight}
            discount={terms.discount}
            isDiscountPercent={terms.discountKind === 'pct'}
            onChange={(itemId, patch) =>
              setLines((current) => ({
                ...current,
                [itemId]: {
                  ...(current[itemId] ?? { unitPrice: '', brand: '', deliveryDays: '', note: '' }),
                  ...patch,
                },
              }))
            }
          />
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('rfq-answer:terms.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
            <Select
              label={t('rfq-answer:terms.currency')}
              data={[...CURRENCIES]}
              value={terms.currency}
              onChange={(value) => set({ currency: value ?? view.currency })}
              allowDeselect={false}
              readOnly={isReadOnly}
              error={fieldErrors.currency}
            />
            <TextInput
              type="date"
              label={t('rfq-answer:terms.validUntil')}
              value={terms.validUntil}
              onChange={(event) => set({ validUntil: event.currentTarget.value })}
              readOnly={isReadOnly}
              error={fieldErrors.valid_until}
            />
            <TextInput
              label={t('rfq-answer:terms.freight')}
              inputMode="decimal"
              value={terms.freight}
              onChange={(event) => set({ freight: event.currentTarget.value })}
              readOnly={isReadOnly}
              error={fieldErrors.freight}
            />
            <Stack gap={4}>
              <TextInput
                label={t('rfq-answer:terms.discount')}
                inputMode="decimal"
                value={terms.discount}
                onChange={(event) => set({ discount: event.currentTarget.value })}
                readOnly={isReadOnly}
                error={fieldErrors.discount_total ?? fieldErrors.discount_pct}
              />
              <SegmentedControl
                size="xs"
                aria-label={t('rfq-answer:terms.discountAs')}
                value={terms.discountKind}
                onChange={(value) => set({ discountKind: value === 'pct' ? 'pct' : 'amount' })}
                readOnly={isReadOnly}
                data={[
                  { value: 'amount', label: t('rfq-answer:terms.discountAmount') },
                  { value: 'pct', label: t('rfq-answer:terms.discountPercent') },
                ]}
              />
            </Stack>
            <TextInput
              label={t('rfq-answer:terms.paymentTerms')}
              value={terms.paymentTerms}
              onChange={(event) => set({ paymentTerms: event.currentTarget.value })}
              readOnly={isReadOnly}
              error={fieldErrors.payment_terms}
            />
          </SimpleGrid>
          <Textarea
            label={t('rfq-answer:terms.notes')}
            autosize
            minRows={2}
            value={terms.notes}
            onChange={(event) => set({ notes: event.currentTarget.value })}
            readOnly={isReadOnly}
            error={fieldErrors.notes}
          />
        </Stack>
      </Paper>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {isSaved ? <FormAlert tone="success">{t('rfq-answer:messages.saved')}</FormAlert> : null}
      {isReadOnly ? null : (
        <Group justify="flex-end">
          <Button onClick={() => void submit()} loading={isSubmitting}>
            {latest ? t('rfq-answer:actions.revise') : t('rfq-answer:actions.submit')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
