import type { QuoteDetail, SaveQuoteInput } from '@app/shared/schemas/quotes';
import type { DraftLine } from './draft-lines';

/** The quote as the reviewer edits it: the saved values, and lines keyed for the screen. */
export type Draft = Omit<SaveQuoteInput, 'lines'> & { lines: DraftLine[] };

/** Below this the reader was unsure of a value: it says so. */
export const LOW_CONFIDENCE = 0.8;

/** The reader names a few header values its own way: its key for a header field. */
export const readKey = (field: string): string =>
  ({ supplier_tax_id: 'tax_id', tax_amount: 'tax' })[field] ?? field;

/** An empty input is "not on the document" (null). */
export const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The draft of a quote as saved. With `proposeLearned`, a line read without a unit takes the unit
 * the supplier's confirmed quotes taught, marked as learned (docs/product-rules.md § Quote review
 * on screen): a proposal the reviewer keeps by saving.
 */
export function toDraft(quote: QuoteDetail, proposeLearned = false): Draft {
  return {
    version: quote.version,
    supplier_name: quote.supplier_name,
    supplier_tax_id: quote.supplier_tax_id,
    quote_number: quote.quote_number,
    issue_date: quote.issue_date,
    valid_until: quote.valid_until,
    currency: quote.currency,
    payment_terms: quote.payment_terms,
    delivery_time: quote.delivery_time,
    subtotal: quote.subtotal,
    discount_total: quote.discount_total,
    freight: quote.freight,
    tax_amount: quote.tax_amount,
    total: quote.total,
    notes: quote.notes,
    lines: quote.lines.map((line) => ({
      key: `l${line.id}`,
      id: line.id,
      sku: line.sku,
      description: line.description,
      brand: line.brand,
      quantity: line.quantity,
      ...(proposeLearned && line.unit === null && line.unit_suggested
        ? { unit: line.unit_suggested, unit_learned: true }
        : { unit: line.unit }),
      unit_price: line.unit_price,
      discount_pct: line.discount_pct,
      line_total: line.line_total,
      confidence: line.confidence,
      field_confidence: line.field_confidence,
    })),
  };
}

/** Whether the draft holds a unit proposed from what the supplier's quotes taught. */
export const hasLearnedUnits = (draft: Draft) => draft.lines.some((line) => line.unit_learned);

/**
 * What a save sends: the draft without the screen's own keys and marks, and the directory's
 * supplier chosen, when the choice changes what was saved (`undefined` keeps it).
 */
export function toSaveInput(draft: Draft, supplierId?: number | null): SaveQuoteInput {
  return {
    ...draft,
    ...(supplierId === undefined ? {} : { supplier_id: supplierId }),
    lines: draft.lines.map(
      ({
        key: _key,
        confidence: _confidence,
        field_confidence: _fieldConfidence,
        unit_learned: _learned,
        ...line
      }) => line,
    ),
  };
}
