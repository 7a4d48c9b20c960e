import {
  CURRENCIES,
  QUOTE_FAILURE_CODES,
  UNIT_CODES,
  type Currency,
  type QuoteFailureCode,
  type UnitCode,
} from '@app/shared/constants/purchasing';
import type { DecimalText, ReadResult } from '@app/quote-reader/result';
import type { QuoteFieldMeta, QuoteLineFieldMeta } from '../../db/schema/quotes.ts';
import type { QuoteLineValues, QuoteValues } from './quotes.repository.ts';

/** What the reader's `DecimalText` promises: digits, an optional point and sign, no exponent. */
const DECIMAL_TEXT = /^-?\d+(?:\.\d+)?$/;

/**
 * The reader's quantities and amounts are exact decimal text, printed or computed with decimal.js;
 * the numeric columns take that text as it is, with no float on the way
 * (docs/decisions/029-decimal-text-from-the-reader.md § Decimal text from the reader).
 */
export function decimalText(value: DecimalText | null | undefined): string | null {
  return value !== null && value !== undefined && DECIMAL_TEXT.test(value) ? value : null;
}

function clip(value: string | null | undefined, max: number): string | null {
  if (value === null || value === undefined) return null;
  const text = value.trim();
  return text ? text.slice(0, max) : null;
}

function unitCode(value: string | null): UnitCode | null {
  return value && (UNIT_CODES as readonly string[]).includes(value) ? (value as UnitCode) : null;
}

function currencyCode(value: string | null): Currency | null {
  const code = value?.toUpperCase() ?? null;
  return code && (CURRENCIES as readonly string[]).includes(code) ? (code as Currency) : null;
}

function dateText(value: string | null): string | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

/** Why a read found no quote, as a failure code; null when it found one. */
export function failureOf(result: ReadResult): QuoteFailureCode | null {
  if (result.error) {
    const code = result.error.code as string;
    return (QUOTE_FAILURE_CODES as readonly string[]).includes(code)
      ? (code as QuoteFailureCode)
      : 'corrupt_file';
  }
  if (result.line_items.length === 0 && result.total === null) return 'nothing_found';
  return null;
}

/** The header values of a read quote, as the quotes row stores them. */
export function headerOf(result: ReadResult): Partial<QuoteValues> {
  const fieldMeta: QuoteFieldMeta = {};
  for (const [field, confidence] of Object.entries(result.confidence)) {
    fieldMeta[field] = { confidence, source: result.source[field] ?? null };
  }
  return {
    status: 'to_review',
    failureCode: null,
    supplierName: clip(result.supplier.name, 200),
    supplierTaxId: clip(result.supplier.tax_id, 30),
    supplierEmail: clip(result.supplier.email, 254),
    supplierPhone: clip(result.supplier.phone, 50),
    supplierAddress: clip(result.supplier.address, 500),
    quoteNumber: clip(result.quote_number, 60),
    issueDate: dateText(result.issue_date),
    validUntil: dateText(result.valid_until),
    validityDays: result.validity_days,
    currency: currencyCode(result.currency),
    language: result.language,
    paymentTerms: clip(result.payment_terms, 300),
    deliveryTime: clip(result.delivery_time, 300),
    subtotal: decimalText(result.subtotal),
    discountTotal: decimalText(result.discount_total),
    discountPct: decimalText(result.discount_pct),
    freight: decimalText(result.freight?.amount),
    freightIncluded: result.freight?.included ?? null,
    taxName: clip(result.tax?.name, 30),
    taxRate: decimalText(result.tax?.rate),
    taxAmount: decimalText(result.tax?.amount),
    total: decimalText(result.total),
    exclusions: result.exclusions.map((e) => e.slice(0, 500)),
    notes: clip(result.notes, 4000),
    fieldMeta,
    warnings: result.warnings.map((w) => w.slice(0, 500)),
    readResult: result,
  };
}

/**
 * Each value's confidence and place as read (docs/product-rules.md § Reading quotes): the review
 * marks the unsure ones and boxes the one in focus.
 */
function lineFieldMeta(line: ReadResult['line_items'][number]): QuoteLineFieldMeta {
  const meta: QuoteLineFieldMeta = {};
  const fields = new Set([
    ...Object.keys(line.field_confidence ?? {}),
    ...Object.keys(line.sources ?? {}),
  ]);
  for (const field of fields) {
    const confidence = line.field_confidence?.[field];
    const source = line.sources?.[field as keyof NonNullable<typeof line.sources>] ?? null;
    meta[field] = confidence === undefined ? { source } : { confidence, source };
  }
  return meta;
}

export function linesOf(result: ReadResult): QuoteLineValues[] {
  return result.line_items.map((line, index) => ({
    position: index + 1,
    sku: clip(line.sku, 60),
    description: clip(line.description, 1000) ?? '',
    brand: clip(line.brand, 150),
    quantity: decimalText(line.quantity),
    unit: unitCode(line.unit),
    unitAsWritten: clip(line.unit_as_written, 40),
    unitPrice: decimalText(line.unit_price),
    discountPct: decimalText(line.discount_pct),
    lineTotal: decimalText(line.line_total),
    section: clip(line.section, 200),
    confidence: line.confidence,
    source: line.source,
    fieldMeta: lineFieldMeta(line),
  }));
}
