import type { Comparison } from './compare.ts';
import type { FxTable } from './fx.ts';
import type { Quote, RequestItem, RfqRequest } from './types.ts';

/**
 * The corpus's JSON shapes (snake_case, amounts as numbers) read into the engine's types and
 * the comparison written back as a group answer.
 */
interface CorpusRequestItem {
  req_id: string;
  description: string;
  brand?: string | null;
  quantity: number | string;
  unit: string;
  unit_as_written?: string | null;
  comparable_unit: string;
  comparable_quantity: number | string;
  section?: string | null;
}

export interface CorpusRequest {
  group_id?: string;
  rfq_number?: string;
  currency: string;
  language?: string;
  items: CorpusRequestItem[];
  quote_ids?: string[];
  /** The buyer's exchange-rate table, when the request file carries one (fx.ts `FxTable`). */
  fx?: FxTable;
  [key: string]: unknown;
}

interface CorpusLine {
  line_no: number;
  sku?: string | null;
  description?: string | null;
  brand?: string | null;
  quantity?: number | string | null;
  unit?: string | null;
  unit_as_written?: string | null;
  unit_price?: number | string | null;
  discount_pct?: number | string | null;
  line_total?: number | string | null;
  section?: string | null;
}

export interface CorpusQuote {
  currency?: string | null;
  language?: string | null;
  line_items?: CorpusLine[] | null;
  subtotal?: number | string | null;
  discount_total?: number | string | null;
  freight?: { amount?: number | string | null; included?: boolean } | null;
  notes?: string | null;
  error?: string;
}

export function readRequest(json: CorpusRequest): RfqRequest {
  return {
    currency: json.currency,
    language: json.language ?? null,
    items: json.items.map((item): RequestItem => ({
      reqId: item.req_id,
      description: item.description,
      brand: item.brand ?? null,
      quantity: item.quantity,
      unit: item.unit,
      unitAsWritten: item.unit_as_written ?? null,
      comparableUnit: item.comparable_unit,
      comparableQuantity: item.comparable_quantity,
      section: item.section ?? null,
    })),
  };
}

/** A reader prediction or a quote answer key; an unreadable one becomes a quote with no lines. */
export function readQuote(quoteId: string, json: CorpusQuote, fallbackCurrency: string): Quote {
  return {
    quoteId,
    currency: json.currency ?? fallbackCurrency,
    language: json.language ?? null,
    lines: (json.line_items ?? []).map((line) => ({
      lineNo: line.line_no,
      sku: line.sku ?? null,
      description: line.description ?? '',
      brand: line.brand ?? null,
      quantity: line.quantity ?? null,
      unit: line.unit ?? null,
      unitAsWritten: line.unit_as_written ?? null,
      unitPrice: line.unit_price ?? null,
      discountPct: line.discount_pct ?? null,
      lineTotal: line.line_total ?? null,
      section: line.section ?? null,
    })),
    subtotal: json.subtotal ?? null,
    discountTotal: json.discount_total ?? null,
    freight: json.freight && !json.freight.included ? (json.freight.amount ?? null) : null,
    notes: json.notes ?? null,
  };
}

const num = (value: { toNumber(): number } | null) => (value === null ? null : value.toNumber());

/** The group answer in the corpus format (amounts as JSON numbers, as the scorer reads them). */
export function writeGroupAnswer(
  request: CorpusRequest,
  comparison: Comparison,
  options: { lineRef?: 'truth' } = {},
): Record<string, unknown> {
  return {
    ...(options.lineRef ? { line_ref: options.lineRef } : {}),
    group_id: request.group_id ?? null,
    currency: comparison.currency,
    request: {
      rfq_number: request.rfq_number ?? null,
      items: request.items,
      quote_ids: comparison.quotes.map((q) => q.quoteId),
    },
    quotes: comparison.quotes.map((q) => ({
      quote_id: q.quoteId,
      currency: q.currency,
      fx_to_group_currency: q.fxToGroupCurrency?.toDecimalPlaces(10).toNumber() ?? null,
      levelled_total: q.levelledTotal?.toNumber() ?? null,
      not_levelled: q.notLevelled,
      coverage: q.coverage.toDecimalPlaces(4).toNumber(),
      gaps: q.gaps,
      lines: q.lines.map((l) => ({
        line_no: l.lineNo,
        req_id: l.reqId,
        confidence: l.confidence === null ? null : Math.round(l.confidence * 1000) / 1000,
        substitution: l.substitution,
        substitution_note: l.substitutionNote,
        partial: l.partial,
        conversion_factor: l.conversionFactor.toDecimalPlaces(6).toNumber(),
        conversion_note: l.conversionNote,
        conversion: {
          kind: l.conversion.kind,
          terms: l.conversion.terms.map((t) => ({
            value: t.value.toDecimalPlaces(6).toNumber(),
            unit: t.unit,
            ...(t.divide ? { divide: true } : {}),
          })),
          estimate: l.conversion.estimate,
          basis: l.conversion.basis,
          by: l.conversion.by,
        },
        changes: l.changes,
        comparable_quantity: num(l.comparableQuantity?.toDecimalPlaces(4) ?? null),
        levelled_unit_price: num(l.levelledUnitPrice?.toDecimalPlaces(6) ?? null),
      })),
    })),
  };
}
