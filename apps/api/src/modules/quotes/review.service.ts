import type { QuoteDetail, SaveQuoteData } from '@app/shared/schemas/quotes';
import { quoteArithmetic } from '@app/shared/rules/quote-arithmetic';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/permissions.ts';
import { recordQuotePrices } from '../price-memory/price-memory.service.ts';
import { createSupplierFromQuote } from '../suppliers/supplier-matching.service.ts';
import { getSupplier } from '../suppliers/suppliers.service.ts';
import {
  findQuote,
  insertCorrections,
  listLines,
  replaceLines,
  updateReviewed,
  type CorrectionValues,
  type QuoteDetailRow,
  type QuoteLineRow,
  type QuoteLineValues,
} from './quotes.repository.ts';
import { findQuoteSupplier, getQuote } from './quote-detail.service.ts';
import { checkRfqFiling } from './quote-rfq-filing.service.ts';

/*
 * The review of a quote (docs/product-rules.md § Quote intake and review): the reviewer's values
 * saved against a version with every correction kept (header corrections, line corrections, then
 * applied in one transaction), and the confirmation against a supplier of the directory.
 */

type Ctx = Pick<AppContext, 'db'>;

const HEADER_FIELDS = [
  ['supplierName', 'supplier_name'],
  ['supplierTaxId', 'supplier_tax_id'],
  ['quoteNumber', 'quote_number'],
  ['issueDate', 'issue_date'],
  ['validUntil', 'valid_until'],
  ['currency', 'currency'],
  ['paymentTerms', 'payment_terms'],
  ['deliveryTime', 'delivery_time'],
  ['subtotal', 'subtotal'],
  ['freight', 'freight'],
  ['taxAmount', 'tax_amount'],
  ['total', 'total'],
  ['notes', 'notes'],
] as const;

const LINE_FIELDS = [
  ['sku', 'sku'],
  ['description', 'description'],
  ['brand', 'brand'],
  ['quantity', 'quantity'],
  ['unit', 'unit'],
  ['unitPrice', 'unit_price'],
  ['discountPct', 'discount_pct'],
  ['lineTotal', 'line_total'],
] as const;

function same(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a ?? null) === (b ?? null);
}

/** What a save changes: the quote's columns, its lines as saved, and the corrections kept. */
type ReviewChanges = {
  values: Record<string, unknown>;
  lines: QuoteLineValues[];
  corrections: CorrectionValues[];
};

/**
 * Saves a reviewed quote against the version it was read at, with the directory's supplier the
 * reviewer chose, if any; every changed value, the supplier chosen, and every line added or deleted
 * is kept as a correction (docs/product-rules.md § Quote intake and review); a line split from
 * another, or lines merged into one, are kept as such.
 */
export async function saveQuote(
  ctx: Ctx,
  scope: Scope,
  id: number,
  input: SaveQuoteData,
): Promise<QuoteDetail> {
  const row = await findQuote(ctx.db, scope.stakeholderId, id);
  if (!row) throw notFound();
  if (row.quote.status === 'received' || row.quote.status === 'reading')
    throw badRequest('quote_still_reading', 'purchasing.quoteStillReading');
  if (row.quote.status === 'confirmed')
    throw badRequest('quote_confirmed', 'purchasing.quoteConfirmed');
  if (row.quote.version !== input.version) throw staleVersion();
  const header = await headerCorrections(ctx, scope, row.quote, input);
  const lines = lineCorrections(scope, id, await listLines(ctx.db, id), input.lines);
  // Filed under another RFQ, the lines give up their ties to the items of the one they left.
  const isRefiled = 'rfqId' in header.values;
  const changes: ReviewChanges = {
    values: header.values,
    lines: isRefiled ? lines.lines.map((line) => ({ ...line, rfqItemId: null })) : lines.lines,
    corrections: [...header.corrections, ...lines.corrections],
  };
  // A quote that could not be read is typed in by hand: once saved it waits for review.
  if (row.quote.status === 'failed')
    Object.assign(changes.values, { status: 'to_review', failureCode: null });
  await applyReview(ctx, id, input.version, changes);
  return getQuote(ctx, scope, id);
}

/** The header's changed values and the supplier chosen, each with its correction. */
async function headerCorrections(
  ctx: Ctx,
  scope: Scope,
  quote: QuoteDetailRow['quote'],
  input: SaveQuoteData,
): Promise<Pick<ReviewChanges, 'values' | 'corrections'>> {
  const corrections: CorrectionValues[] = [];
  const values: Record<string, unknown> = {};
  const correction = (field: string, oldValue: string | null, newValue: string | null) =>
    corrections.push({
      quoteId: quote.id,
      lineId: null,
      field,
      oldValue,
      newValue,
      userId: scope.userId,
    });
  for (const [column, field] of HEADER_FIELDS) {
    const old = quote[column];
    const next = input[field];
    if (!same(old, next)) {
      values[column] = next;
      correction(column, old, next);
    }
  }
  // Left out, the document discount read or saved before stays (docs/product-rules.md § Document
  // discount).
  if (input.discount_total !== undefined && !same(quote.discountTotal, input.discount_total)) {
    values.discountTotal = input.discount_total;
    correction('discountTotal', quote.discountTotal, input.discount_total);
  }
  if (input.rfq_id !== undefined && input.rfq_id !== quote.rfqId) {
    const filing = await checkRfqFiling(ctx, scope, quote, input.rfq_id);
    Object.assign(values, filing);
    correction(
      'rfqId',
      quote.rfqId === null ? null : String(quote.rfqId),
      filing.rfqId === null ? null : String(filing.rfqId),
    );
  }
  if (input.supplier_id !== undefined && input.supplier_id !== quote.supplierId) {
    // Only a supplier of the company's own directory can be chosen.
    if (input.supplier_id !== null) await chosenSupplier(ctx, scope, input.supplier_id);
    values.supplierId = input.supplier_id;
    correction(
      'supplierId',
      quote.supplierId === null ? null : String(quote.supplierId),
      input.supplier_id === null ? null : String(input.supplier_id),
    );
  }
  return { values, corrections };
}

/**
 * The lines as saved, in order, each changed value of a kept line, each line added, split or
 * merged, and each line deleted kept as a correction.
 */
function lineCorrections(
  scope: Scope,
  quoteId: number,
  before: QuoteLineRow[],
  input: SaveQuoteData['lines'],
): Pick<ReviewChanges, 'lines' | 'corrections'> {
  const corrections: CorrectionValues[] = [];
  const correction = (
    lineId: number | null,
    field: string,
    oldValue: string | null,
    newValue: string | null,
  ) => corrections.push({ quoteId, lineId, field, oldValue, newValue, userId: scope.userId });
  const byId = new Map(before.map((l) => [l.id, l]));
  const kept = new Set<number>();
  // Lines split or merged into new ones are recorded as such, not as deleted.
  const merged = new Set<number>();
  const lines: QuoteLineValues[] = input.map((line, index) => {
    const old = line.id === null ? undefined : byId.get(line.id);
    // A split or merged line keeps where its first source line was read, for the highlight.
    let origin = old;
    if (line.id !== null && !old)
      throw badRequest('reference_not_found', 'errors.notFound', 'lines');
    if (old) {
      kept.add(old.id);
      for (const [column, field] of LINE_FIELDS) {
        const previous = old[column];
        if (!same(previous, line[field]))
          correction(old.id, `line.${column}`, previous, line[field]);
      }
    } else {
      const from = (line.from_line_ids ?? []).map((lineId) => byId.get(lineId));
      if (from.some((l) => !l)) throw badRequest('reference_not_found', 'errors.notFound', 'lines');
      for (const l of from) if (l) merged.add(l.id);
      correction(
        from[0]?.id ?? null,
        from.length === 0 ? 'line.added' : from.length === 1 ? 'line.split' : 'line.merged',
        from.length
          ? from
              .map((l) => l?.description ?? '')
              .join(' | ')
              .slice(0, 2000)
          : null,
        line.description,
      );
      origin = from[0];
    }
    return {
      position: index + 1,
      sku: line.sku,
      description: line.description,
      brand: line.brand,
      quantity: line.quantity,
      unit: line.unit,
      unitAsWritten: origin?.unitAsWritten ?? null,
      unitPrice: line.unit_price,
      discountPct: line.discount_pct,
      lineTotal: line.line_total,
      section: old?.section ?? null,
      confidence: old && !corrections.some((c) => c.lineId === old.id) ? old.confidence : 1,
      source: origin?.source ?? null,
      fieldMeta: origin?.fieldMeta ?? {},
      rfqItemId: origin?.rfqItemId ?? null,
    };
  });
  for (const old of before)
    if (!kept.has(old.id) && !merged.has(old.id))
      correction(old.id, 'line.deleted', old.description, null);
  return { lines, corrections };
}

/** Writes a save at its version, its lines and its corrections, in one transaction. */
async function applyReview(ctx: Ctx, id: number, version: number, changes: ReviewChanges) {
  await ctx.db.transaction(async (tx) => {
    if (!(await updateReviewed(tx, id, version, changes.values))) throw staleVersion();
    await replaceLines(tx, id, changes.lines);
    await insertCorrections(tx, changes.corrections);
  });
}

/** A supplier of the caller's directory; another company's (or none) is refused as a choice. */
async function chosenSupplier(ctx: Ctx, scope: Scope, supplierId: number) {
  const chosen = await getSupplier(ctx, scope, supplierId).catch(() => null);
  if (!chosen) throw badRequest('supplier_not_found', 'errors.supplierNotFound', 'supplier_id');
  return chosen;
}

function staleVersion() {
  return new AppError({ code: 'stale_version', messageKey: 'purchasing.quoteChanged' });
}

/**
 * Confirms a quote waiting for review, with at least one line, at the version the reviewer saw:
 * records who and when and the directory's supplier (chosen, matched by tax id or name, or created
 * from the quote), all in one transaction (docs/product-rules.md § Quote intake and review).
 */
export async function confirmQuote(
  ctx: Ctx,
  scope: Scope,
  id: number,
  input: { version: number; supplier_id?: number | null | undefined; acknowledge?: boolean },
): Promise<QuoteDetail> {
  const row = await findQuote(ctx.db, scope.stakeholderId, id);
  if (!row) throw notFound();
  if (row.quote.status !== 'to_review')
    throw badRequest('quote_not_to_review', 'purchasing.quoteNotToReview');
  if (row.lineCount === 0) throw badRequest('quote_no_lines', 'purchasing.quoteNoLines');
  if (row.quote.version !== input.version) throw staleVersion();
  await ctx.db.transaction(async (tx) => {
    const txCtx = { db: tx };
    let supplierId: number;
    if (input.supplier_id) {
      supplierId = (await chosenSupplier(txCtx, scope, input.supplier_id)).id;
    } else {
      const match = await findQuoteSupplier(txCtx, scope, row.quote);
      if (match) supplierId = match.id;
      else if (row.quote.supplierName?.trim())
        supplierId = (await createSupplierFromQuote(txCtx, scope, row.quote)).id;
      else throw badRequest('quote_no_supplier', 'purchasing.quoteNoSupplier', 'supplier_name');
    }
    if (!input.acknowledge) await assertArithmeticAgrees(txCtx, row.quote);
    const confirmedAt = new Date();
    const updated = await updateReviewed(tx, id, input.version, {
      status: 'confirmed',
      supplierId,
      confirmedAt,
      confirmedByUserId: scope.userId,
    });
    if (!updated) throw staleVersion();
    // The price memory stands or falls with the confirmation (docs/product-rules.md § Price memory).
    await recordQuotePrices(
      txCtx,
      scope,
      { ...row.quote, supplierId, confirmedAt },
      await listLines(tx, id),
    );
  });
  return getQuote(ctx, scope, id);
}

/**
 * Refuses confirming a quote whose saved arithmetic is red (a line, the subtotal or the total that
 * does not add up) unless the buyer acknowledges it, saying how many values are red
 * (docs/product-rules.md § Quote intake and review): a script cannot skip the question either.
 */
async function assertArithmeticAgrees(ctx: Ctx, quote: QuoteDetailRow['quote']): Promise<void> {
  const lines = await listLines(ctx.db, quote.id);
  const check = quoteArithmetic({
    subtotal: quote.subtotal,
    discount_total: quote.discountTotal,
    freight: quote.freight,
    tax_amount: quote.taxAmount,
    total: quote.total,
    lines: lines.map((line) => ({
      quantity: line.quantity,
      unit_price: line.unitPrice,
      discount_pct: line.discountPct,
      line_total: line.lineTotal,
    })),
  });
  const red =
    check.lines.filter((agrees) => agrees === false).length +
    (check.subtotal === false ? 1 : 0) +
    (check.total === false ? 1 : 0);
  if (!red) return;
  throw new AppError({
    code: 'quote_arithmetic_unacknowledged',
    messageKey: 'purchasing.quoteArithmeticUnacknowledged',
    params: { count: red },
  });
}
