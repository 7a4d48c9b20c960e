import { createHash, randomBytes } from 'node:crypto';
import { QUOTE_FILE_MAX_BYTES, type QuoteOrigin } from '@app/shared/constants/purchasing';
import type {
  QuoteDetail,
  QuoteList,
  QuoteListQuery,
  UploadQuoteQuery,
} from '@app/shared/schemas/quotes';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { READ_QUOTE, type ReadQuoteJob } from '../../queue/queue.ts';
import { badRequest } from '../../lib/app-error.ts';
import { IsolationError, runIsolated } from '../../lib/isolated.ts';
import type { Scope } from '../../lib/permissions.ts';
import { detectQuoteFileType } from '../../lib/quote-file-type.ts';
import { loadQuoteBytes, storeQuoteBytes } from './quote-files.service.ts';
import { assertFiling } from './quote-filing.service.ts';
import { failureOf, headerOf, linesOf } from './read-result.ts';
import { getQuote, toSummary } from './quote-detail.service.ts';
import {
  claimForReading,
  ensureInboxToken,
  findCompanyByInboxToken,
  findFileContent,
  insertFile,
  insertQuote,
  listConfirmedWithLines,
  listQuotes,
  markFailed,
  PAGE_SIZE,
  storeReading,
  type QuoteLineRow,
} from './quotes.repository.ts';

type Ctx = Pick<AppContext, 'db' | 'jobs' | 'log' | 'storage'>;

/** Attempts after which a reading that keeps crashing ends the quote as failed. */
export const READ_ATTEMPTS = 3;

/**
 * How long one reading may take: the reader stops itself at this, its thread is stopped a little
 * later whatever it is doing, both before the job's own expiry (READ_TIMEOUT_SECONDS).
 */
const READ_TIME_MS = 270_000;
const READ_THREAD_TIME_MS = 285_000;

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
    projectId?: number | null;
    invitationId?: number | null;
    /**
     * Runs first in the transaction that stores the file: a limit checked here holds against
     * uploads arriving at the same moment (docs/product-rules.md § Answering an RFQ).
     */
    admit?: (tx: Db) => Promise<void>;
  },
  fileName: string,
  bytes: Buffer,
): Promise<number> {
  if (!bytes.length) throw badRequest('file_empty', 'errors.fileEmpty', 'file');
  if (bytes.length > QUOTE_FILE_MAX_BYTES)
    throw badRequest('file_too_large', 'errors.fileTooLarge', 'file');
  const contentType = await detectQuoteFileType(bytes, fileName);
  if (!contentType) throw badRequest('file_type', 'errors.fileType', 'file');
  await ctx.jobs.ready();
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const stored = await storeQuoteBytes(ctx, target.stakeholderId, sha256, bytes, contentType);
  try {
    return await storeReceivedQuote(ctx, target, { fileName, contentType, bytes, sha256, stored });
  } catch (error) {
    await stored.discard();
    throw error;
  }
}

/** The file's row, its quote and the reading job, in one transaction. */
function storeReceivedQuote(
  ctx: Ctx,
  target: Parameters<typeof receiveQuoteFile>[1],
  file: {
    fileName: string;
    contentType: string;
    bytes: Buffer;
    sha256: string;
    stored: { content: Buffer | null; storageKey: string | null };
  },
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    await target.admit?.(tx);
    const fileId = await insertFile(tx, {
      stakeholderId: target.stakeholderId,
      invitationId: target.invitationId ?? null,
      fileName: file.fileName.slice(0, 150),
      contentType: file.contentType,
      size: file.bytes.length,
      sha256: file.sha256,
      content: file.stored.content,
      storageKey: file.stored.storageKey,
      uploadedByUserId: target.userId,
    });
    const quoteId = await insertQuote(tx, {
      stakeholderId: target.stakeholderId,
      rfqId: target.rfqId ?? null,
      projectId: target.projectId ?? null,
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

/**
 * An upload from the screen: on an RFQ (and so on its project), on a project without an RFQ, or
 * on neither. Both are checked before anything is stored (docs/product-rules.md § Quote intake
 * and review).
 */
export async function uploadQuote(
  ctx: Ctx & Pick<AppContext, 'config'>,
  scope: Scope,
  query: UploadQuoteQuery,
  bytes: Buffer,
): Promise<QuoteDetail> {
  await assertFiling(ctx, scope, query, 'purchasing.quoteProjectMismatch');
  const id = await receiveQuoteFile(
    ctx,
    {
      stakeholderId: scope.stakeholderId,
      userId: scope.userId,
      origin: 'upload',
      rfqId: query.rfq_id ?? null,
      projectId: query.project_id ?? null,
    },
    query.file_name,
    bytes,
  );
  return getQuote(ctx, scope, id);
}

export async function getQuotes(ctx: Ctx, scope: Scope, query: QuoteListQuery): Promise<QuoteList> {
  const { rows, total } = await listQuotes(ctx.db, scope.stakeholderId, {
    status: query.status,
    rfqId: query.rfq_id,
    projectId: query.project_id,
    page: query.page,
  });
  return { quotes: rows.map(toSummary), page: query.page, page_size: PAGE_SIZE, total };
}

/**
 * The reading job: claims the quote, reads its file with the quote reader in a thread of its own
 * (its own heap, READ_HEAP_MB, and a hard time limit: docs/decisions/019-reading-in-isolation.md §
 * Reading in isolation) and stores the result in one transaction. A file that needs more memory
 * than its thread has ends `too_large`, one that outlasts the thread `timeout`, at once: trying
 * again would end the same. A repeated job (the worker died after storing) finds nothing to claim;
 * any other crash is retried by the queue, and after the last attempt the quote ends as failed.
 */
export async function readStoredQuote(
  ctx: Ctx & Pick<AppContext, 'config'>,
  quoteId: number,
): Promise<void> {
  const claimed = await claimForReading(ctx.db, quoteId);
  if (!claimed) return;
  const file = claimed.fileId ? await findFileContent(ctx.db, claimed.fileId) : undefined;
  let result;
  try {
    // Object storage out of reach throws: the job is retried like a crash.
    const bytes = file ? await loadQuoteBytes(ctx, file) : undefined;
    if (!file || !bytes) {
      await markFailed(ctx.db, quoteId, 'corrupt_file');
      return;
    }
    result = await runIsolated(
      {
        kind: 'read-quote',
        bytes: new Uint8Array(bytes),
        fileName: file.fileName,
        timeoutMs: READ_TIME_MS,
      },
      { heapMb: ctx.config.readHeapMb, timeoutMs: READ_THREAD_TIME_MS },
    );
  } catch (error) {
    if (error instanceof IsolationError && error.reason !== 'crashed') {
      ctx.log.warn({ quoteId, reason: error.reason }, 'a quote file outgrew its reading');
      await markFailed(ctx.db, quoteId, error.reason === 'timeout' ? 'timeout' : 'too_large');
      return;
    }
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

/**
 * Every confirmed quote filed under one of the company's RFQs, newest first, with its lines in
 * position order (docs/product-rules.md § Comparing and awarding: each one is an offer).
 */
export async function getConfirmedQuotes(ctx: Pick<AppContext, 'db'>, scope: Scope, rfqId: number) {
  const found = await listConfirmedWithLines(ctx.db, scope.stakeholderId, rfqId);
  const byQuote = new Map(
    found.quotes.map((quote) => [quote.id, { quote, lines: [] as QuoteLineRow[] }]),
  );
  for (const line of found.lines) byQuote.get(line.quoteId)?.lines.push(line);
  return [...byQuote.values()];
}
