import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { LIST_PAGE_SIZE } from '@app/shared/constants/limits';
import type { QuoteStatus } from '@app/shared/constants/purchasing';
import type { Db } from '../../db/client.ts';
import {
  projects,
  quoteCorrections,
  quoteFiles,
  quoteLines,
  quotes,
  rfqs,
  stakeholders,
  users,
} from '../../db/schema/index.ts';

export type QuoteValues = typeof quotes.$inferInsert;
export type QuoteLineValues = Omit<typeof quoteLines.$inferInsert, 'id' | 'quoteId'>;
export type FileValues = Omit<typeof quoteFiles.$inferInsert, 'id' | 'createdAt'>;
export type CorrectionValues = Omit<typeof quoteCorrections.$inferInsert, 'id' | 'createdAt'>;

export const PAGE_SIZE = LIST_PAGE_SIZE;

export async function insertFile(db: Db, values: FileValues): Promise<number> {
  const [row] = await db.insert(quoteFiles).values(values).returning({ id: quoteFiles.id });
  if (!row) throw new Error('quote file not inserted');
  return row.id;
}

/**
 * Inserts a quote. One filed under an RFQ is on the RFQ's project, whichever way it came in
 * (docs/product-rules.md § Quote intake and review).
 */
export async function insertQuote(db: Db, values: QuoteValues): Promise<number> {
  const projectId = values.rfqId
    ? sql`(select ${rfqs.projectId} from ${rfqs} where ${rfqs.id} = ${values.rfqId})`
    : (values.projectId ?? null);
  const [row] = await db
    .insert(quotes)
    .values({ ...values, projectId })
    .returning({ id: quotes.id });
  if (!row) throw new Error('quote not inserted');
  return row.id;
}

const summaryColumns = {
  id: quotes.id,
  status: quotes.status,
  failureCode: quotes.failureCode,
  origin: quotes.origin,
  fileName: quoteFiles.fileName,
  supplierName: quotes.supplierName,
  quoteNumber: quotes.quoteNumber,
  currency: quotes.currency,
  total: quotes.total,
  rfqId: rfqs.id,
  rfqNumber: rfqs.number,
  rfqTitle: rfqs.title,
  projectId: projects.id,
  projectCode: projects.code,
  projectName: projects.name,
  createdAt: quotes.createdAt,
  lineCount: sql<number>`(select count(*) from ${quoteLines} where ${quoteLines.quoteId} = ${quotes.id})::int`,
};
export type QuoteSummaryRow = Awaited<ReturnType<typeof listQuotes>>['rows'][number];

/** A company's quotes, newest first, one page at a time. */
export async function listQuotes(
  db: Db,
  stakeholderId: number,
  filter: {
    status?: QuoteStatus | undefined;
    rfqId?: number | undefined;
    projectId?: number | undefined;
    page: number;
  },
) {
  const where = and(
    eq(quotes.stakeholderId, stakeholderId),
    filter.status ? eq(quotes.status, filter.status) : undefined,
    filter.rfqId ? eq(quotes.rfqId, filter.rfqId) : undefined,
    filter.projectId ? eq(quotes.projectId, filter.projectId) : undefined,
  );
  const rows = await db
    .select(summaryColumns)
    .from(quotes)
    .leftJoin(quoteFiles, eq(quoteFiles.id, quotes.fileId))
    .leftJoin(rfqs, eq(rfqs.id, quotes.rfqId))
    .leftJoin(projects, eq(projects.id, quotes.projectId))
    .where(where)
    .orderBy(desc(quotes.id))
    .limit(PAGE_SIZE)
    .offset((filter.page - 1) * PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(quotes).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One quote of the company (or of any company when `stakeholderId` is null: the worker). */
export async function findQuote(db: Db, stakeholderId: number | null, id: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      quote: quotes,
      fileContentType: quoteFiles.contentType,
      fileSize: quoteFiles.size,
      fileSha: quoteFiles.sha256,
      confirmedBy: sql<
        string | null
      >`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${quotes.confirmedByUserId})`,
    })
    .from(quotes)
    .leftJoin(quoteFiles, eq(quoteFiles.id, quotes.fileId))
    .leftJoin(rfqs, eq(rfqs.id, quotes.rfqId))
    .leftJoin(projects, eq(projects.id, quotes.projectId))
    .where(
      and(
        eq(quotes.id, id),
        stakeholderId === null ? undefined : eq(quotes.stakeholderId, stakeholderId),
      ),
    );
  return row;
}
export type QuoteDetailRow = NonNullable<Awaited<ReturnType<typeof findQuote>>>;

export function listLines(db: Db, quoteId: number) {
  return db
    .select()
    .from(quoteLines)
    .where(eq(quoteLines.quoteId, quoteId))
    .orderBy(quoteLines.position);
}
export type QuoteLineRow = Awaited<ReturnType<typeof listLines>>[number];

/**
 * Every confirmed quote of the company filed under the RFQ, newest first, and all their lines (by
 * quote, then position): two queries however many quotes there are.
 */
export async function listConfirmedWithLines(db: Db, stakeholderId: number, rfqId: number) {
  const confirmed = and(
    eq(quotes.stakeholderId, stakeholderId),
    eq(quotes.rfqId, rfqId),
    eq(quotes.status, 'confirmed'),
  );
  const quoteRows = await db.select().from(quotes).where(confirmed).orderBy(desc(quotes.id));
  const lineRows = await db
    .select({ line: quoteLines })
    .from(quoteLines)
    .innerJoin(quotes, eq(quotes.id, quoteLines.quoteId))
    .where(confirmed)
    .orderBy(quoteLines.quoteId, quoteLines.position);
  return { quotes: quoteRows, lines: lineRows.map((row) => row.line) };
}

export async function findFileContent(db: Db, fileId: number) {
  const [row] = await db
    .select({
      fileName: quoteFiles.fileName,
      contentType: quoteFiles.contentType,
      content: quoteFiles.content,
      storageKey: quoteFiles.storageKey,
    })
    .from(quoteFiles)
    .where(eq(quoteFiles.id, fileId));
  return row;
}

/** Other quotes of the company that are the same file or the same supplier's same quote number. */
export async function findDuplicates(
  db: Db,
  stakeholderId: number,
  quote: {
    id: number;
    sha256: string | null;
    supplierName: string | null;
    quoteNumber: string | null;
  },
): Promise<number[]> {
  const sameFile = quote.sha256
    ? await db
        .select({ id: quotes.id })
        .from(quotes)
        .innerJoin(quoteFiles, eq(quoteFiles.id, quotes.fileId))
        .where(
          and(
            eq(quotes.stakeholderId, stakeholderId),
            eq(quoteFiles.sha256, quote.sha256),
            ne(quotes.id, quote.id),
          ),
        )
    : [];
  const sameNumber =
    quote.quoteNumber && quote.supplierName
      ? await db
          .select({ id: quotes.id })
          .from(quotes)
          .where(
            and(
              eq(quotes.stakeholderId, stakeholderId),
              sql`lower(${quotes.quoteNumber}) = lower(${quote.quoteNumber})`,
              sql`lower(${quotes.supplierName}) = lower(${quote.supplierName})`,
              ne(quotes.id, quote.id),
            ),
          )
      : [];
  return [...new Set([...sameFile, ...sameNumber].map((r) => r.id))].sort((a, b) => a - b);
}

/**
 * Takes a quote for reading: only one still waiting (received, or reading by a worker that died).
 * Answers the attempt number, or undefined when the quote was read already (a repeated job).
 */
export async function claimForReading(db: Db, id: number) {
  const [row] = await db
    .update(quotes)
    .set({
      status: 'reading',
      readAttempts: sql`${quotes.readAttempts} + 1`,
      readStartedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(quotes.id, id), inArray(quotes.status, ['received', 'reading'])))
    .returning({ attempts: quotes.readAttempts, fileId: quotes.fileId });
  return row;
}

/** Stores what was read, replacing any lines of an earlier, interrupted attempt. */
export async function storeReading(
  db: Db,
  id: number,
  values: Partial<QuoteValues>,
  lines: QuoteLineValues[],
): Promise<boolean> {
  const [updated] = await db
    .update(quotes)
    .set({ ...values, readFinishedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(quotes.id, id), eq(quotes.status, 'reading')))
    .returning({ id: quotes.id });
  if (!updated) return false;
  await db.delete(quoteLines).where(eq(quoteLines.quoteId, id));
  if (lines.length) await db.insert(quoteLines).values(lines.map((l) => ({ ...l, quoteId: id })));
  return true;
}

export async function markFailed(db: Db, id: number, failureCode: QuoteValues['failureCode']) {
  await db
    .update(quotes)
    .set({ status: 'failed', failureCode, readFinishedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(quotes.id, id), inArray(quotes.status, ['received', 'reading'])));
}

/**
 * Ends `failed` (read_crashed) every quote still waiting or reading that no live job of `queue`
 * will read (docs/decisions/019-reading-in-isolation.md § Reading in isolation); answers how many.
 * A quote and its job are written in one transaction, so a quote without a job is never a new one.
 */
export async function failOrphanedReadings(db: Db, queue: string): Promise<number> {
  const result: unknown = await db.execute(sql`
    update quotes q
       set status = 'failed', failure_code = 'read_crashed', read_finished_at = now(),
           updated_at = now()
     where q.status in ('received', 'reading')
       and not exists (
         select 1 from pgboss.job j
          where j.name = ${queue}
            and j.state in ('created', 'retry', 'active')
            and j.data ->> 'quoteId' = q.id::text)
    returning q.id`);
  return (result as { rows: unknown[] }).rows.length;
}

/** Saves a review when the quote is still at `version`; answers false when someone saved first. */
export async function updateReviewed(
  db: Db,
  id: number,
  version: number,
  values: Partial<QuoteValues>,
): Promise<boolean> {
  const [row] = await db
    .update(quotes)
    .set({ ...values, version: sql`${quotes.version} + 1`, updatedAt: new Date() })
    .where(and(eq(quotes.id, id), eq(quotes.version, version)))
    .returning({ id: quotes.id });
  return row !== undefined;
}

export async function replaceLines(db: Db, quoteId: number, lines: QuoteLineValues[]) {
  await db.delete(quoteLines).where(eq(quoteLines.quoteId, quoteId));
  if (lines.length) await db.insert(quoteLines).values(lines.map((l) => ({ ...l, quoteId })));
}

export async function insertCorrections(db: Db, rows: CorrectionValues[]) {
  if (rows.length) await db.insert(quoteCorrections).values(rows);
}

/** The company whose quote address uses this token. */
export async function findCompanyByInboxToken(db: Db, token: string) {
  const [row] = await db
    .select({ id: stakeholders.id, type: stakeholders.type })
    .from(stakeholders)
    .where(eq(stakeholders.quoteInboxToken, token));
  return row;
}

/** The company's quote address token, made once (a concurrent first request keeps the first). */
export async function ensureInboxToken(
  db: Db,
  stakeholderId: number,
  fresh: string,
): Promise<string> {
  await db
    .update(stakeholders)
    .set({ quoteInboxToken: fresh })
    .where(and(eq(stakeholders.id, stakeholderId), isNull(stakeholders.quoteInboxToken)));
  const [row] = await db
    .select({ token: stakeholders.quoteInboxToken })
    .from(stakeholders)
    .where(eq(stakeholders.id, stakeholderId));
  if (!row?.token) throw new Error('quote address token missing');
  return row.token;
}

/** A quote moved to another RFQ gives up its lines' ties to the items of the one it left. */
export async function clearLineItems(db: Db, quoteId: number) {
  await db.update(quoteLines).set({ rfqItemId: null }).where(eq(quoteLines.quoteId, quoteId));
}
