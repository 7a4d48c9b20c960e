import { LANGUAGES } from '@app/shared/constants/domain';
import {
  TAX_ID_TYPES,
  type Currency,
  type SupplierMatchKind,
  type TaxIdType,
  type UnitCode,
} from '@app/shared/constants/purchasing';
import { quoteArithmetic } from '@app/shared/rules/quote-arithmetic';
import { isValidTaxId, normalizeTaxId } from '@app/shared/rules/tax-ids';
import type { QuotePriceAlerts } from '@app/shared/schemas/price-memory';
import type {
  QuoteCorrection,
  QuoteDetail,
  QuoteSummary,
  SaveQuoteData,
  TypedQuoteData,
} from '@app/shared/schemas/quotes';
import { saveSupplierSchema, type Supplier } from '@app/shared/schemas/suppliers';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/permissions.ts';
import { findQuoteLineAlerts } from '../price-memory/price-alerts.service.ts';
import { recordQuotePrices } from '../price-memory/price-memory.service.ts';
import { createSupplier, getSupplier, getSuppliers } from '../suppliers/suppliers.service.ts';
import {
  findDuplicates,
  findFileContent,
  findQuote,
  insertCorrections,
  insertQuote,
  listLines,
  replaceLines,
  updateReviewed,
  type CorrectionValues,
  type QuoteDetailRow,
  type QuoteLineRow,
  type QuoteLineValues,
  type QuoteSummaryRow,
} from './quotes.repository.ts';
import { loadQuoteBytes } from './quote-files.service.ts';
import { assertFiling } from './quote-filing.service.ts';
import {
  findLearnedSupplier,
  findLearnedUnits,
  itemKey,
  listCorrections,
  type LearnedUnits,
} from './review.repository.ts';

/*
 * The review of a quote (docs/product-rules.md § Quote intake and review): its values beside
 * where they were read, saved against a version with every correction kept, typed in when there
 * is no file, and confirmed against a supplier of the directory.
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
    unit_suggested: learnedUnit(row, learned),
  };
}

type SupplierMatch = NonNullable<QuoteDetail['supplier_match']>;

const COMPANY_FORMS = new Set([
  'sa',
  'de',
  'cv',
  'sab',
  'sapi',
  'rl',
  'srl',
  'sl',
  'sas',
  'ltda',
  'spa',
  'inc',
  'llc',
  'ltd',
  'co',
  'corp',
  'eirl',
  'sc',
]);

/** A company name to compare: no accents, case, punctuation or trailing company form (S.A. de C.V.). */
export function nameKey(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b([a-z])\.(?=[a-z]\.)/g, '$1')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  while (words.length > 1 && COMPANY_FORMS.has(words[words.length - 1] ?? '')) words.pop();
  return words.join(' ');
}

const toMatch = (supplier: Supplier, by: SupplierMatchKind): SupplierMatch => ({
  id: supplier.id,
  legal_name: supplier.legal_name,
  tax_id: supplier.tax_id,
  by,
});

/**
 * The directory's supplier of a quote: the one chosen, else one with the same tax id, else one with
 * the same name (legal or trade), else the one an earlier confirmed quote with the same supplier
 * as written was confirmed as (docs/product-rules.md § Quote intake and review).
 */
async function matchSupplier(
  ctx: Ctx,
  scope: Scope,
  quote: {
    id: number;
    supplierId: number | null;
    supplierTaxId: string | null;
    supplierName: string | null;
  },
): Promise<SupplierMatch | null> {
  if (quote.supplierId !== null) {
    const chosen = await getSupplier(ctx, scope, quote.supplierId).catch(() => null);
    if (chosen) return toMatch(chosen, 'chosen');
  }
  const taxId = quote.supplierTaxId ? normalizeTaxId(quote.supplierTaxId) : '';
  if (taxId.length >= 5) {
    const found = (await getSuppliers(ctx, scope, { search: taxId })).find(
      (s) => normalizeTaxId(s.tax_id) === taxId,
    );
    if (found) return toMatch(found, 'tax_id');
  }
  const name = quote.supplierName ? nameKey(quote.supplierName) : '';
  if (name.length >= 3) {
    const firstWord = name.split(' ')[0] ?? name;
    const found = (await getSuppliers(ctx, scope, { search: firstWord })).find(
      (s) =>
        nameKey(s.legal_name) === name || (s.trade_name !== '' && nameKey(s.trade_name) === name),
    );
    if (found) return toMatch(found, 'name');
  }
  const learned = await findLearnedSupplier(ctx.db, scope.stakeholderId, {
    id: quote.id,
    taxId: quote.supplierTaxId,
    name: quote.supplierName,
  });
  if (learned !== undefined) {
    const supplier = await getSupplier(ctx, scope, learned).catch(() => null);
    if (supplier) return toMatch(supplier, 'learned');
  }
  return null;
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
  const match = await matchSupplier(ctx, scope, q);
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
  const before = await listLines(ctx.db, id);
  const corrections: CorrectionValues[] = [];
  const values: Record<string, unknown> = {};
  for (const [column, field] of HEADER_FIELDS) {
    const old = row.quote[column];
    const next = input[field];
    if (!same(old, next)) {
      values[column] = next;
      corrections.push({
        quoteId: id,
        lineId: null,
        field: column,
        oldValue: old,
        newValue: next,
        userId: scope.userId,
      });
    }
  }
  if (input.supplier_id !== undefined && input.supplier_id !== row.quote.supplierId) {
    // Only a supplier of the company's own directory can be chosen.
    if (input.supplier_id !== null) await chosenSupplier(ctx, scope, input.supplier_id);
    values.supplierId = input.supplier_id;
    corrections.push({
      quoteId: id,
      lineId: null,
      field: 'supplierId',
      oldValue: row.quote.supplierId === null ? null : String(row.quote.supplierId),
      newValue: input.supplier_id === null ? null : String(input.supplier_id),
      userId: scope.userId,
    });
  }
  const byId = new Map(before.map((l) => [l.id, l]));
  const kept = new Set<number>();
  // Lines split or merged into new ones are recorded as such, not as deleted.
  const merged = new Set<number>();
  const lines: QuoteLineValues[] = input.lines.map((line, index) => {
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
          corrections.push({
            quoteId: id,
            lineId: old.id,
            field: `line.${column}`,
            oldValue: previous,
            newValue: line[field],
            userId: scope.userId,
          });
      }
    } else {
      const from = (line.from_line_ids ?? []).map((lineId) => byId.get(lineId));
      if (from.some((l) => !l)) throw badRequest('reference_not_found', 'errors.notFound', 'lines');
      for (const l of from) if (l) merged.add(l.id);
      corrections.push({
        quoteId: id,
        lineId: from[0]?.id ?? null,
        field: from.length === 0 ? 'line.added' : from.length === 1 ? 'line.split' : 'line.merged',
        oldValue: from.length
          ? from
              .map((l) => l?.description ?? '')
              .join(' | ')
              .slice(0, 2000)
          : null,
        newValue: line.description,
        userId: scope.userId,
      });
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
      corrections.push({
        quoteId: id,
        lineId: old.id,
        field: 'line.deleted',
        oldValue: old.description,
        newValue: null,
        userId: scope.userId,
      });
  // A quote that could not be read is typed in by hand: once saved it waits for review.
  if (row.quote.status === 'failed')
    Object.assign(values, { status: 'to_review', failureCode: null });
  await ctx.db.transaction(async (tx) => {
    if (!(await updateReviewed(tx, id, input.version, values))) throw staleVersion();
    await replaceLines(tx, id, lines);
    await insertCorrections(tx, corrections);
  });
  return getQuote(ctx, scope, id);
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

function lineValues(line: SaveQuoteData['lines'][number], position: number): QuoteLineValues {
  return {
    position,
    sku: line.sku,
    description: line.description,
    brand: line.brand,
    quantity: line.quantity,
    unit: line.unit,
    unitAsWritten: null,
    unitPrice: line.unit_price,
    discountPct: line.discount_pct,
    lineTotal: line.line_total,
    section: null,
    confidence: 1,
    source: null,
    fieldMeta: {},
    rfqItemId: null,
  };
}

/**
 * A quote typed in by hand when there is no file: stored waiting for review, every value as typed,
 * filed on its RFQ or project with the upload's checks (docs/product-rules.md § Quote intake and
 * review).
 */
export async function createTypedQuote(
  ctx: Pick<AppContext, 'db' | 'config'>,
  scope: Scope,
  input: TypedQuoteData,
): Promise<QuoteDetail> {
  await assertFiling(ctx, scope, input, 'purchasing.typedQuoteProjectMismatch');
  const id = await ctx.db.transaction(async (tx) => {
    const quoteId = await insertQuote(tx, {
      stakeholderId: scope.stakeholderId,
      rfqId: input.rfq_id ?? null,
      projectId: input.project_id ?? null,
      origin: 'typed',
      status: 'to_review',
      createdByUserId: scope.userId,
      supplierName: input.supplier_name,
      supplierTaxId: input.supplier_tax_id,
      quoteNumber: input.quote_number,
      issueDate: input.issue_date,
      validUntil: input.valid_until,
      currency: input.currency,
      paymentTerms: input.payment_terms,
      deliveryTime: input.delivery_time,
      subtotal: input.subtotal,
      freight: input.freight,
      taxAmount: input.tax_amount,
      total: input.total,
      notes: input.notes,
    });
    await replaceLines(
      tx,
      quoteId,
      input.lines.map((line, index) => lineValues(line, index + 1)),
    );
    return quoteId;
  });
  return getQuote(ctx, scope, id);
}

const COUNTRY_OF_TAX_ID: Record<Exclude<TaxIdType, 'OTHER'>, string> = {
  RFC: 'MX',
  NIF: 'ES',
  NIT: 'CO',
  RUT: 'CL',
  EIN: 'US',
};
const COUNTRY_OF_CURRENCY: Partial<Record<Currency, string>> = {
  MXN: 'MX',
  EUR: 'ES',
  COP: 'CO',
  CLP: 'CL',
  USD: 'US',
};

/**
 * A new directory supplier from what the quote says: its name, its tax id (typed by the first tax
 * id type whose rules it passes, else kept as OTHER), the country of that tax id or of the
 * currency (Mexico when neither says), its e-mail and language.
 */
async function createSupplierFromQuote(ctx: Ctx, scope: Scope, row: QuoteDetailRow['quote']) {
  const taxId = row.supplierTaxId ? normalizeTaxId(row.supplierTaxId) : '';
  const taxType = taxId
    ? (TAX_ID_TYPES.find((type) => type !== 'OTHER' && isValidTaxId(type, taxId)) ?? 'OTHER')
    : null;
  const country =
    (taxType && taxType !== 'OTHER' ? COUNTRY_OF_TAX_ID[taxType] : undefined) ??
    (row.currency ? COUNTRY_OF_CURRENCY[row.currency] : undefined) ??
    'MX';
  const base = {
    legal_name: row.supplierName ?? '',
    country,
    language: (LANGUAGES as readonly string[]).includes(row.language ?? '') ? row.language : 'es',
  };
  const withContact = saveSupplierSchema.safeParse({
    ...base,
    tax_id_type: taxType,
    tax_id: taxId,
    emails: row.supplierEmail ? [row.supplierEmail] : [],
  });
  // A tax id or e-mail the directory would refuse stays on the quote only.
  const parsed = withContact.success ? withContact : saveSupplierSchema.safeParse(base);
  if (!parsed.success)
    throw badRequest('validation_failed', 'validation.required', 'supplier_name');
  return createSupplier(ctx, scope, parsed.data);
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
  input: { version: number; supplier_id?: number | null | undefined },
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
      const match = await matchSupplier(txCtx, scope, row.quote);
      if (match) supplierId = match.id;
      else if (row.quote.supplierName?.trim())
        supplierId = (await createSupplierFromQuote(txCtx, scope, row.quote)).id;
      else throw badRequest('quote_no_supplier', 'purchasing.quoteNoSupplier', 'supplier_name');
    }
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
