import { quoteArithmetic } from '@app/shared/rules/quote-arithmetic';
import type { UnitCode } from '@app/shared/constants/purchasing';
import type { QuotePriceAlerts } from '@app/shared/schemas/price-memory';
import type {
  QuoteCorrection,
  QuoteDetail,
  QuoteLine,
  QuoteSummary,
} from '@app/shared/schemas/quotes';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/permissions.ts';
import { findQuoteLineAlerts } from '../price-memory/price-alerts.service.ts';
import { matchSupplier, type SupplierMatch } from '../suppliers/supplier-matching.service.ts';
import {
  findDuplicates,
  findFileContent,
  findQuote,
  listLines,
  type QuoteDetailRow,
  type QuoteLineRow,
  type QuoteSummaryRow,
} from './quotes.repository.ts';
import { loadQuoteBytes } from './quote-files.service.ts';
import {
  findLearnedSupplier,
  findLearnedUnits,
  itemKey,
  listCorrections,
  type LearnedUnits,
} from './review.repository.ts';

/*
 * A quote as the review screen reads it (docs/product-rules.md § Quote intake and review): its
 * values beside where they were read, the directory's supplier it matches, what the supplier's
 * confirmed quotes taught, its corrections, its file and its price alerts.
 */

type Ctx = Pick<AppContext, 'db'>;

export function toSummary(row: QuoteSummaryRow): QuoteSummary {
  return {
    id: row.id,
    status: row.status,
    failure_code: row.failureCode ?? null,
    origin: row.origin,
    file_name: row.fileName,
    supplier_name: row.supplierName,
    quote_number: row.quoteNumber,
    currency: row.currency ?? null,
    total: row.total,
    line_count: row.lineCount,
    rfq:
      row.rfqId !== null && row.rfqNumber !== null && row.rfqTitle !== null
        ? { id: row.rfqId, number: row.rfqNumber, title: row.rfqTitle }
        : null,
    project:
      row.projectId !== null && row.projectCode !== null && row.projectName !== null
        ? { id: row.projectId, code: row.projectCode, name: row.projectName }
        : null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A unit for a line read without one (none printed, or a word not understood), learned from the
 * supplier's confirmed quotes: first the unit word as written, then the same item
 * (docs/product-rules.md § Quote intake and review). The reviewer sees it is learned, not read.
 */
function learnedUnit(row: QuoteLineRow, learned: LearnedUnits | null): UnitCode | null {
  if (row.unit !== null || !learned) return null;
  const written = row.unitAsWritten?.trim().toLowerCase();
  return (
    (written ? learned.byWritten.get(written) : undefined) ??
    learned.byItem.get(itemKey(row.description)) ??
    null
  );
}

/**
 * A line's per-value confidence and places (docs/product-rules.md § Quote review on screen): the
 * confidences only while the line stands as read — a line a person changed or confirmed (its
 * confidence 1) has nothing left to check.
 */
function lineFieldValues(row: QuoteLineRow): Pick<QuoteLine, 'field_confidence' | 'field_sources'> {
  const field_confidence: QuoteLine['field_confidence'] = {};
  const field_sources: QuoteLine['field_sources'] = {};
  for (const [field, meta] of Object.entries(row.fieldMeta)) {
    if (meta.confidence !== undefined && row.confidence < 1)
      field_confidence[field] = meta.confidence;
    if (meta.source) field_sources[field] = meta.source;
  }
  return { field_confidence, field_sources };
}

function toLine(row: QuoteLineRow, learned: LearnedUnits | null) {
  return {
    id: row.id,
    sku: row.sku,
    description: row.description,
    brand: row.brand,
    quantity: row.quantity,
    unit: row.unit ?? null,
    unit_as_written: row.unitAsWritten,
    unit_price: row.unitPrice,
    discount_pct: row.discountPct,
    line_total: row.lineTotal,
    confidence: row.confidence,
    source: row.source ?? null,
    ...lineFieldValues(row),
    unit_suggested: learnedUnit(row, learned),
  };
}

/**
 * The directory's supplier of a quote (docs/product-rules.md § Quote intake and review), with what
 * earlier confirmations of the same supplier as written taught as the last resort.
 */
export function findQuoteSupplier(
  ctx: Ctx,
  scope: Scope,
  quote: QuoteDetailRow['quote'],
): Promise<SupplierMatch | null> {
  return matchSupplier(ctx, scope, quote, () =>
    findLearnedSupplier(ctx.db, scope.stakeholderId, {
      id: quote.id,
      taxId: quote.supplierTaxId,
      name: quote.supplierName,
    }),
  );
}

async function detail(ctx: Ctx, scope: Scope, row: QuoteDetailRow): Promise<QuoteDetail> {
  const lines = await listLines(ctx.db, row.id);
  const q = row.quote;
  const fieldConfidence: Record<string, number> = {};
  const fieldSources: QuoteDetail['field_sources'] = {};
  for (const [field, meta] of Object.entries(q.fieldMeta)) {
    fieldConfidence[field] = meta.confidence;
    fieldSources[field] = meta.source ?? null;
  }
  const match = await findQuoteSupplier(ctx, scope, q);
  // Only a quote with a line lacking its unit needs what the supplier's quotes taught.
  const learned =
    match && q.status !== 'confirmed' && lines.some((line) => line.unit === null)
      ? await findLearnedUnits(ctx.db, scope.stakeholderId, match.id)
      : null;
  const apiLines = lines.map((line) => toLine(line, learned));
  return {
    ...toSummary(row),
    version: q.version,
    file:
      q.fileId !== null &&
      row.fileContentType !== null &&
      row.fileSize !== null &&
      row.fileSha !== null
        ? {
            id: q.fileId,
            content_type: row.fileContentType,
            size: row.fileSize,
            sha256: row.fileSha,
          }
        : null,
    supplier_id: q.supplierId,
    supplier_tax_id: q.supplierTaxId,
    issue_date: q.issueDate,
    valid_until: q.validUntil,
    payment_terms: q.paymentTerms,
    delivery_time: q.deliveryTime,
    subtotal: q.subtotal,
    discount_total: q.discountTotal,
    freight: q.freight,
    tax_amount: q.taxAmount,
    notes: q.notes,
    warnings: q.warnings,
    field_confidence: fieldConfidence,
    field_sources: fieldSources,
    arithmetic: quoteArithmetic({
      subtotal: q.subtotal,
      discount_total: q.discountTotal,
      freight: q.freight,
      tax_amount: q.taxAmount,
      total: q.total,
      lines: apiLines,
    }),
    supplier_match: match,
    duplicate_of: await findDuplicates(ctx.db, scope.stakeholderId, {
      id: q.id,
      sha256: row.fileSha,
      supplierName: q.supplierName,
      quoteNumber: q.quoteNumber,
    }),
    lines: apiLines,
    confirmed_at: q.confirmedAt?.toISOString() ?? null,
    confirmed_by: row.confirmedBy,
  };
}

export async function getQuote(ctx: Ctx, scope: Scope, id: number): Promise<QuoteDetail> {
  const row = await findQuote(ctx.db, scope.stakeholderId, id);
  if (!row) throw notFound();
  return detail(ctx, scope, row);
}

/**
 * The source file's bytes, from the database or object storage, only for the company the quote
 * belongs to (another's answers 404).
 */
export async function getQuoteFile(
  ctx: Pick<AppContext, 'db' | 'storage' | 'log'>,
  scope: Scope,
  id: number,
) {
  const row = await findQuote(ctx.db, scope.stakeholderId, id);
  const fileId = row?.quote.fileId;
  const file = fileId ? await findFileContent(ctx.db, fileId) : undefined;
  const content = file ? await loadQuoteBytes(ctx, file) : undefined;
  if (!file || !content) throw notFound();
  return { ...file, content };
}

/** Every correction made on a quote, oldest first: who, when, which value, old and new. */
export async function getCorrections(
  ctx: Ctx,
  scope: Scope,
  id: number,
): Promise<QuoteCorrection[]> {
  const row = await findQuote(ctx.db, scope.stakeholderId, id);
  if (!row) throw notFound();
  return (await listCorrections(ctx.db, id)).map((c) => ({
    id: c.id,
    line_id: c.lineId,
    field: c.field,
    old_value: c.oldValue,
    new_value: c.newValue,
    user_name: c.userName,
    created_at: c.createdAt.toISOString(),
  }));
}

/**
 * Each line's price held against the company's price memory, levelled as confirming would
 * remember it (docs/product-rules.md § Price memory); lines with no alert are left out.
 */
export async function getQuotePriceAlerts(
  ctx: Ctx,
  scope: Scope,
  id: number,
): Promise<QuotePriceAlerts> {
  const row = await findQuote(ctx.db, scope.stakeholderId, id);
  if (!row) throw notFound();
  const lines = await listLines(ctx.db, id);
  return { lines: await findQuoteLineAlerts(ctx, scope, row.quote, lines) };
}
