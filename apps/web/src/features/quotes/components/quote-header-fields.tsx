import { NativeSelect, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, CURRENCY_DECIMALS } from '@app/shared/constants/purchasing';
import { itemsSubtotal, percentOf } from '@app/shared/rules/document-discount';
import type { QuoteDetail } from '@app/shared/schemas/quotes';
import { LOW_CONFIDENCE, orNull, readKey, type Draft } from '../utils/quote-draft';
import { valueFlag } from './value-flag';
import { DecimalInput } from '#web/components/form/decimal-input.tsx';

const HEADER_TEXT = [
  'supplier_name',
  'supplier_tax_id',
  'quote_number',
  'payment_terms',
  'delivery_time',
] as const;
const HEADER_DATES = ['issue_date', 'valid_until'] as const;
const HEADER_MONEY = ['subtotal', 'discount_total', 'freight', 'tax_amount', 'total'] as const;

/**
 * A percentage of the quote's subtotal (else of its lines' amounts, else of quantity × unit price)
 * as the document discount's amount, in the currency's decimals (docs/product-rules.md § Document
 * discount); null when it is no number.
 */
function discountOfPercent(draft: Draft, percent: string): string | null {
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? null : String(value);
  const amounts = draft.lines.map((line) => text(line.line_total));
  const base =
    text(draft.subtotal) ??
    (amounts.length && amounts.every((amount) => amount !== null)
      ? itemsSubtotal(amounts.map((amount) => ({ quantity: '1', unitPrice: amount })))
      : itemsSubtotal(
          draft.lines.map((line) => ({
            quantity: text(line.quantity),
            unitPrice: text(line.unit_price),
          })),
        ));
  return percentOf(base, percent, draft.currency ? CURRENCY_DECIMALS[draft.currency] : 2);
}

/** The quote's header values, each editable; focusing one shows where it was read. */
export function QuoteHeaderFields({
  draft,
  fieldConfidence,
  isEditable,
  onChange,
  onFocusField,
}: {
  draft: Draft;
  fieldConfidence: QuoteDetail['field_confidence'];
  isEditable: boolean;
  onChange: (patch: Partial<Draft>) => void;
  onFocusField: (field: string) => void;
}) {
  const { t } = useTranslation();
  // A percentage typed here only fills the discount's amount, which is what is saved.
  const [percent, setPercent] = useState('');
  // A flagged value is marked in the field itself (docs/product-rules.md § Quote review on screen).
  const headerFocus = (field: string) => ({
    onFocus: () => onFocusField(field),
    ...valueFlag(fieldConfidence[readKey(field)], t('quotes:review.checkValue')),
  });
  return (
    <Paper withBorder p="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {HEADER_TEXT.map((field) => (
          <TextInput
            key={field}
            label={t(`quotes:field.${field}`)}
            value={draft[field] ?? ''}
            readOnly={!isEditable}
            {...headerFocus(field)}
            onChange={(e) => onChange({ [field]: orNull(e.currentTarget.value) })}
          />
        ))}
        {HEADER_DATES.map((field) => (
          <TextInput
            key={field}
            type="date"
            label={t(`quotes:field.${field}`)}
            value={draft[field] ?? ''}
            readOnly={!isEditable}
            {...headerFocus(field)}
            onChange={(e) => onChange({ [field]: orNull(e.currentTarget.value) })}
          />
        ))}
        <NativeSelect
          {...valueFlag(fieldConfidence.currency, t('quotes:review.checkValue'))}
          label={t('quotes:field.currency')}
          value={draft.currency ?? ''}
          disabled={!isEditable}
          data={[{ value: '', label: '—' }, ...CURRENCIES.map((c) => ({ value: c, label: c }))]}
          onChange={(e) =>
            onChange({
              currency: (orNull(e.currentTarget.value) as Draft['currency']) ?? null,
            })
          }
        />
        {HEADER_MONEY.map((field) => (
          <DecimalInput
            key={field}
            label={t(`quotes:field.${field}`)}
            value={draft[field]}
            readOnly={!isEditable}
            {...headerFocus(field)}
            error={
              (fieldConfidence[readKey(field)] ?? 1) < LOW_CONFIDENCE
                ? t('quotes:review.unsure')
                : undefined
            }
            onChange={(value) => onChange({ [field]: value || null })}
          />
        ))}
        <DecimalInput
          label={t('quotes:field.discount_percent')}
          description={t('quotes:review.discountPercentHint')}
          value={percent}
          readOnly={!isEditable}
          onChange={(value) => {
            setPercent(value);
            const amount = value ? discountOfPercent(draft, value) : null;
            if (amount !== null) onChange({ discount_total: amount });
          }}
        />
      </SimpleGrid>
    </Paper>
  );
}
