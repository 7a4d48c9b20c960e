import { createHash, randomBytes } from 'node:crypto';
import { QUOTE_FILE_MAX_BYTES, type QuoteOrigin } from '@app/shared/constants/purchasing';
import type {
  QuoteDetail,
  QuoteList,
  QuoteListQuery,
  QuoteSummary,
  SaveQuoteData,
} from '@app/shared/schemas/quotes';
import { readQuote } from '@app/quote-reader/read-quote';
import type { AppContext } from '../../app-context.ts';
import { READ_QUOTE, type ReadQuoteJob } from '../../jobs/queue.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/permissions.ts';
import { detectQuoteFileType } from '../../lib/quote-file-type.ts';
import { getRfq } from '../rfqs/rfqs.service.ts';
import { failureOf, headerOf, linesOf } from './read-result.ts';
import {
  claimForReading,
  ensureInboxToken,
  findCompanyByInboxToken,
  findDuplicates,
  findFileContent,
  findQuote,
  insertCorrections,
  insertFile,
  insertQuote,
  listLines,
  listQuotes,
  markFailed,
  PAGE_SIZE,
  replaceLines,
  storeReading,
  updateReviewed,
  type CorrectionValues,
  type QuoteDetailRow,
  type QuoteLineRow,
  type QuoteLineValues,
  type QuoteSummaryRow,
} from './quotes.repository.ts';

type Ctx = Pick<AppContext, 'db' | 'jobs' | 'log'>;

/** Attempts after which a reading that keeps crashing ends the quote as failed. */
export const READ_ATTEMPTS = 3;

function toSummary(row: QuoteSummaryRow): QuoteSummary {
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
    created_at: row.createdAt.toISOString(),
  };
}

function toLine(row: QuoteLineRow) {
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
  };
}

/**
 * Stores an uploaded quote file, its quote (received) and the job that reads it, in one
 * transaction: the quote exists with its job or not at all (docs/product-rules.md § Quote intake
 * and review).
 */
export async function receiveQuoteFile(
  ctx: Ctx,
  target: {
    stakeholderId: number;
    userId: number | null;
    origin: QuoteOrigin;
    rfqId?: number | null;
    invitationId?: number | null;
  },
  fileName: string,
  bytes: Buffer,
): Promise<number> {
  if (!bytes.length) throw badRequest('errors.fileEmpty', 'file');
  if (bytes.length > QUOTE_FILE_MAX_BYTES) throw badRequest('errors.fileTooLarge', 'file');
  const contentType = await detectQuoteFileType(bytes, fileName);
  if (!contentType) throw badRequest('errors.fileType', 'file');
  await ctx.jobs.ready();
  return ctx.db.transaction(async (tx) => {
    const fileId = await insertFile(tx, {
      stakeholderId: target.stakeholderId,
      invitationId: target.invitationId ?? null,
      fileName: fileName.slice(0, 150),
      contentType,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      content: bytes,
      uploadedByUserId: target.userId,
    });
    const quoteId = await insertQuote(tx, {
      stakeholderId: target.stakeholderId,
      rfqId: target.rfqId ?? null,
      invitationId: target.invitationId ?? null,
      fileId,
      origin: target.origin,
      status: 'received',
      createdByUserId: target.userId,
    });
    await ctx.jobs.sendInTransaction(tx, READ_QUOTE, { quoteId } satisfies ReadQuoteJob);
    return quoteId;
  });
}

export async function uploadQuote(
  ctx: Ctx & Pick<AppContext, 'config'>,
  scope: Scope,
  query: { file_name: string; rfq_id?: number | null | undefined },
  bytes: Buffer,
): Promise<QuoteDetail> {
  if (query.rfq_id) await assertOwnRfq(ctx, scope, query.rfq_id);
  const id = await receiveQuoteFile(
    ctx,
    {
      stakeholderId: scope.stakeholderId,
      userId: scope.userId,
      origin: 'upload',
      rfqId: query.rfq_id ?? null,
    },
    query.file_name,
    bytes,
  );
  return getQuote(ctx, scope, id);
}

async function assertOwnRfq(ctx: Pick<AppContext, 'db' | 'config'>, scope: Scope, rfqId: number) {
  // Another company's RFQ answers 404, as if it did not exist.
  await getRfq(ctx, scope, rfqId);
}

export async function getQuotes(ctx: Ctx, scope: Scope, query: QuoteListQuery): Promise<QuoteList> {
  const { rows, total } = await listQuotes(ctx.db, scope.stakeholderId, {
    status: query.status,
    rfqId: query.rfq_id,
    page: query.page,
  });
  return { quotes: rows.map(toSummary), page: query.page, page_size: PAGE_SIZE, total };
}

async function detail(ctx: Pick<AppContext, 'db'>, stakeholderId: number, row: QuoteDetailRow) {
  const lines = await listLines(ctx.db, row.id);
  const q = row.quote;
  const fieldConfidence: Record<string, number> = {};
  for (const [field, meta] of Object.entries(q.fieldMeta)) fieldConfidence[field] = meta.confidence;
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
    freight: q.freight,
    tax_amount: q.taxAmount,
    notes: q.notes,
    warnings: q.warnings,
    field_confidence: fieldConfidence,
    duplicate_of: await findDuplicates(ctx.db, stakeholderId, {
      id: q.id,
      sha256: row.fileSha,
      supplierName: q.supplierName,
      quoteNumber: q.quoteNumber,
    }),
    lines: lines.map(toLine),
    confirmed_at: q.confirmedAt?.toISOString() ?? null,
    confirmed_by: row.confirmedBy,
  } satisfies QuoteDetail;
}

export async function getQuote(
  ctx: Pick<AppContext, 'db'>,
  scope: Scope,
  id: number,
): Promise<QuoteDetail> {
  const row = await findQuote(ctx.db, scope.stakeholderId, id);
  if (!row) throw notFound();
  return detail(ctx, scope.stakeholderId, row);
}

export async function getQuoteFile(ctx: Pick<AppContext, 'db'>, scope: Scope, id: number) {
  const row = await findQuote(ctx.db, scope.stakeholderId, id);
  const fileId = row?.quote.fileId;
  const file = fileId ? await findFileContent(ctx.db, fileId) : undefined;
  if (!file?.content) throw notFound();
  return file;
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
 * Saves a reviewed quote against the version it was read at; every changed value, and every line
 * added or deleted, is kept as a correction (docs/product-rules.md § Quote intake and review).
 */
export async function saveQuote(
  ctx: Pick<AppContext, 'db'>,
  scope: Scope,
  id: number,
  input: SaveQuoteData,
): Promise<QuoteDetail> {
  const row = await findQuote(ctx.db, scope.stakeholderId, id);
  if (!row) throw notFound();
  if (row.quote.status === 'received' || row.quote.status === 'reading')
    throw badRequest('errors.quoteStillReading');
  if (row.quote.status === 'confirmed') throw badRequest('errors.quoteConfirmed');
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
  const byId = new Map(before.map((l) => [l.id, l]));
  const kept = new Set<number>();
  const lines: QuoteLineValues[] = input.lines.map((line, index) => {
    const old = line.id === null ? undefined : byId.get(line.id);
    if (line.id !== null && !old) throw badRequest('errors.notFound', 'lines');
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
      corrections.push({
        quoteId: id,
        lineId: null,
        field: 'line.added',
        oldValue: null,
        newValue: line.description,
        userId: scope.userId,
      });
    }
    return {
      position: index + 1,
      sku: line.sku,
      description: line.description,
      brand: line.brand,
      quantity: line.quantity,
      unit: line.unit,
      unitAsWritten: old?.unitAsWritten ?? null,
      unitPrice: line.unit_price,
      discountPct: line.discount_pct,
      lineTotal: line.line_total,
      section: old?.section ?? null,
      confidence: old && !corrections.some((c) => c.lineId === old.id) ? old.confidence : 1,
      source: old?.source ?? null,
      fieldMeta: old?.fieldMeta ?? {},
      rfqItemId: old?.rfqItemId ?? null,
    };
  });
  for (const old of before)
    if (!kept.has(old.id))
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

function staleVersion() {
  return new AppError({ code: 'stale_version', status: 409, messageKey: 'errors.quoteChanged' });
}

/** Records who confirmed the quote and when; only a read (or typed) quote with lines may be. */
export async function confirmQuote(
  ctx: Pick<AppContext, 'db'>,
  scope: Scope,
  id: number,
  version: number,
): Promise<QuoteDetail> {
  const row = await findQuote(ctx.db, scope.stakeholderId, id);
  if (!row) throw notFound();
  if (row.quote.status !== 'to_review') throw badRequest('errors.quoteNotToReview');
  if (row.lineCount === 0) throw badRequest('errors.quoteNoLines');
  const updated = await updateReviewed(ctx.db, id, version, {
    status: 'confirmed',
    confirmedAt: new Date(),
    confirmedByUserId: scope.userId,
  });
  if (!updated) throw staleVersion();
  return getQuote(ctx, scope, id);
}

/**
 * The reading job: claims the quote, reads its file with the quote reader and stores the result in
 * one transaction. A repeated job (the worker died after storing) finds nothing to claim; a crash
 * is retried by the queue, and after the last attempt the quote ends as failed.
 */
export async function readStoredQuote(ctx: Ctx, quoteId: number): Promise<void> {
  const claimed = await claimForReading(ctx.db, quoteId);
  if (!claimed) return;
  const file = claimed.fileId ? await findFileContent(ctx.db, claimed.fileId) : undefined;
  if (!file?.content) {
    await markFailed(ctx.db, quoteId, 'corrupt_file');
    return;
  }
  let result;
  try {
    result = await readQuote(new Uint8Array(file.content), file.fileName);
  } catch (error) {
    ctx.log.error({ err: error, quoteId }, 'reading a quote crashed');
    if (claimed.attempts >= READ_ATTEMPTS) {
      await markFailed(ctx.db, quoteId, 'read_crashed');
      return;
    }
    throw error;
  }
  const failure = failureOf(result);
  if (failure) {
    await markFailed(ctx.db, quoteId, failure);
    return;
  }
  await ctx.db.transaction((tx) => storeReading(tx, quoteId, headerOf(result), linesOf(result)));
}

/** The local part of a company's quote address: `q-` and a random token. */
const INBOX_PREFIX = 'q-';

/** The company's quote address, or null when quotes by e-mail are off. */
export async function getQuoteAddress(
  ctx: Pick<AppContext, 'db' | 'config'>,
  scope: Scope,
): Promise<{ address: string | null }> {
  if (ctx.config.inbound.port === undefined) return { address: null };
  const token = await ensureInboxToken(
    ctx.db,
    scope.stakeholderId,
    randomBytes(9)
      .toString('base64url')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x'),
  );
  return { address: `${INBOX_PREFIX}${token}@${ctx.config.inbound.domain}` };
}

/** The buyer company a quote address belongs to, or undefined for an unknown one. */
export async function companyOfQuoteAddress(
  ctx: Pick<AppContext, 'db' | 'config'>,
  address: string,
): Promise<number | undefined> {
  const match = /^q-([a-z0-9]{6,24})@(.+)$/i.exec(address.trim());
  if (!match || match[2]?.toLowerCase() !== ctx.config.inbound.domain.toLowerCase())
    return undefined;
  const company = await findCompanyByInboxToken(ctx.db, (match[1] ?? '').toLowerCase());
  return company && company.type !== 'provider' ? company.id : undefined;
}

/** The confirmed quotes filed under one of the company's RFQs, with their lines. */
export async function getConfirmedQuotes(ctx: Pick<AppContext, 'db'>, scope: Scope, rfqId: number) {
  const { rows } = await listQuotes(ctx.db, scope.stakeholderId, {
    status: 'confirmed',
    rfqId,
    page: 1,
  });
  return Promise.all(
    rows.map(async (row) => {
      const found = await findQuote(ctx.db, scope.stakeholderId, row.id);
      return { quote: found!.quote, lines: await listLines(ctx.db, row.id) };
    }),
  );
}
