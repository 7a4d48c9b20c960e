import { and, asc, desc, eq, inArray, isNotNull, ne, notExists, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { LIST_PAGE_SIZE } from '@app/shared/constants/limits';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  quoteFiles,
  rfqAnswerLines,
  rfqAnswers,
  rfqInvitations,
  rfqs,
  rfqTallies,
  stakeholders,
  users,
} from '../../db/schema/index.ts';

const invitationColumns = {
  id: rfqInvitations.id,
  rfqId: rfqInvitations.rfqId,
  stakeholderId: rfqs.stakeholderId,
  supplierName: rfqInvitations.supplierName,
  email: rfqInvitations.email,
  status: rfqInvitations.status,
  tokenNonce: rfqInvitations.tokenNonce,
  sentAt: rfqInvitations.sentAt,
};
export type AnswerInvitationRow = Awaited<ReturnType<typeof findInvitation>>;

/** One invitation with its RFQ's owner, by id (no scope: the caller proves its right first). */
export async function findInvitation(db: Db, id: number) {
  const [row] = await db
    .select(invitationColumns)
    .from(rfqInvitations)
    .innerJoin(rfqs, eq(rfqs.id, rfqInvitations.rfqId))
    .where(eq(rfqInvitations.id, id));
  return row;
}

/**
 * Invitations a provider company may see: sent ones of an RFQ that is no draft (joined as `rfqs`),
 * addressed to it (linked when sent) or to an e-mail of one of its users (a provider that
 * registered after the RFQ was sent).
 */
function inboxCondition(providerId: number) {
  return and(
    isNotNull(rfqInvitations.sentAt),
    ne(rfqs.status, 'draft'),
    or(
      eq(rfqInvitations.providerStakeholderId, providerId),
      // `= any(array(…))` is computed once and lets PostgreSQL read the e-mail index beside the
      // provider index; `in (subquery)` under an OR scanned every invitation of every company
      // (docs/measurements/queries.md § Queries at scale).
      sql`lower(${rfqInvitations.email}) = any(array(select lower(${users.email}) from ${users} where ${users.stakeholderId} = ${providerId}))`,
    ),
  );
}

export async function findInboxInvitation(db: Db, providerId: number, id: number) {
  const [row] = await db
    .select(invitationColumns)
    .from(rfqInvitations)
    .innerJoin(rfqs, eq(rfqs.id, rfqInvitations.rfqId))
    .where(and(eq(rfqInvitations.id, id), inboxCondition(providerId)));
  return row;
}

/**
 * The provider's sent invitations, in two parts that never overlap: those linked to it, and those
 * addressed to an e-mail of one of its users and not linked to it. Each part is read in inbox order
 * from its own index, so a page reads its rows and stops; one OR over both indexes had to fetch and
 * sort all of the provider's invitations for every page (docs/measurements/queries.md § Queries at
 * scale). Drafts are left out even so, as an invitation whose RFQ is not among the drafts:
 * PostgreSQL reads the few drafts from `rfqs_draft_idx` and keeps every other invitation, where
 * joining each invitation's RFQ to check its status hashed all of the RFQs to count the inbox.
 * 'draft' is written into the statement, not passed, so that the partial index serves the prepared
 * statement.
 */
function inboxPart(db: Db, part: 'linked' | 'addressed') {
  const providerId = sql.placeholder('providerId');
  const columns = { id: rfqInvitations.id, sentAt: rfqInvitations.sentAt };
  const sent = and(
    isNotNull(rfqInvitations.sentAt),
    notExists(
      db
        .select({ id: rfqs.id })
        .from(rfqs)
        .where(and(eq(rfqs.id, rfqInvitations.rfqId), sql`${rfqs.status} = 'draft'`)),
    ),
  );
  if (part === 'linked')
    return db
      .select(columns)
      .from(rfqInvitations)
      .where(and(sent, eq(rfqInvitations.providerStakeholderId, providerId)))
      .$dynamic();
  // Joined from the company's users: `= any(array(…))` made PostgreSQL expect thousands of rows.
  return db
    .select(columns)
    .from(users)
    .innerJoin(rfqInvitations, sql`lower(${rfqInvitations.email}) = lower(${users.email})`)
    .where(
      and(
        eq(users.stakeholderId, providerId),
        sent,
        sql`${rfqInvitations.providerStakeholderId} is distinct from ${providerId}`,
      ),
    )
    .$dynamic();
}

const inboxPageStatement = preparedPerDatabase((db) => {
  // A page needs at most `reach` (its offset plus a page) rows of each part, in inbox order.
  const ordered = (part: 'linked' | 'addressed') =>
    inboxPart(db, part)
      .orderBy(desc(rfqInvitations.sentAt), desc(rfqInvitations.id))
      .limit(sql.placeholder('reach'));
  const page = unionAll(ordered('linked'), ordered('addressed'))
    .orderBy(desc(sql`sent_at`), desc(sql`id`))
    .limit(LIST_PAGE_SIZE)
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({
      invitationId: rfqInvitations.id,
      number: rfqs.number,
      title: rfqs.title,
      buyerCompany: stakeholders.name,
      rfqStatus: rfqs.status,
      invitationStatus: rfqInvitations.status,
      email: rfqInvitations.email,
      dueAt: rfqs.dueAt,
      itemCount: rfqTallies.items,
      sentAt: rfqInvitations.sentAt,
      answeredAt: rfqInvitations.answeredAt,
    })
    .from(page)
    .innerJoin(rfqInvitations, eq(rfqInvitations.id, page.id))
    .innerJoin(rfqs, eq(rfqs.id, rfqInvitations.rfqId))
    .innerJoin(rfqTallies, eq(rfqTallies.rfqId, rfqs.id))
    .innerJoin(stakeholders, eq(stakeholders.id, rfqs.stakeholderId))
    .orderBy(desc(page.sentAt), desc(page.id))
    .prepare('inbox_page');
});

const inboxTotalStatement = preparedPerDatabase((db) => {
  const total = (part: 'linked' | 'addressed') =>
    sql`(select count(*) from (${inboxPart(db, part)}) counted)`;
  return db
    .select({ n: sql<number>`(${total('linked')} + ${total('addressed')})::int` })
    .from(sql`(select 1) one`)
    .prepare('inbox_total');
});

/**
 * One page of a provider company's inbox, the latest sent first (then the newest invitation), with
 * the total of all pages. Drafts never show, even to a provider linked to the invitation.
 */
export async function listInbox(db: Db, providerId: number, filter: { page: number }) {
  const offset = (filter.page - 1) * LIST_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    inboxPageStatement(db).execute({ providerId, offset, reach: offset + LIST_PAGE_SIZE }),
    inboxTotalStatement(db).execute({ providerId }),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Locks an RFQ's row until the transaction ends, before a supplier's write to its invitation: the
 * RFQ first, as every writer of an RFQ's rows takes it (docs/decisions/025-lock-order.md § Lock
 * order).
 */
export async function lockRfqForSupplier(db: Db, rfqId: number): Promise<void> {
  await db.select({ id: rfqs.id }).from(rfqs).where(eq(rfqs.id, rfqId)).for('no key update');
}

export async function markInvitationViewed(db: Db, rfqId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRfqForSupplier(tx, rfqId);
    await tx
      .update(rfqInvitations)
      .set({ status: 'viewed', viewedAt: sql`now()` })
      .where(and(eq(rfqInvitations.id, id), eq(rfqInvitations.status, 'invited')));
  });
}

/** Locks an invitation until the transaction ends, so two revisions cannot take one number. */
export async function lockInvitation(db: Db, id: number) {
  const [row] = await db
    .select({ status: rfqInvitations.status })
    .from(rfqInvitations)
    .where(eq(rfqInvitations.id, id))
    .for('update');
  return row;
}

export async function insertAnswer(
  db: Db,
  values: Omit<typeof rfqAnswers.$inferInsert, 'id' | 'revision' | 'createdAt'>,
  lines: Array<Omit<typeof rfqAnswerLines.$inferInsert, 'id' | 'answerId'>>,
): Promise<number> {
  const [last] = await db
    .select({ revision: sql<number>`coalesce(max(${rfqAnswers.revision}), 0)::int` })
    .from(rfqAnswers)
    .where(eq(rfqAnswers.invitationId, values.invitationId));
  const revision = (last?.revision ?? 0) + 1;
  const [row] = await db
    .insert(rfqAnswers)
    .values({ ...values, revision })
    .returning({ id: rfqAnswers.id });
  if (!row) throw new Error('answer insert returned nothing');
  for (let start = 0; start < lines.length; start += 500) {
    await db
      .insert(rfqAnswerLines)
      .values(lines.slice(start, start + 500).map((line) => ({ ...line, answerId: row.id })));
  }
  await db
    .update(rfqInvitations)
    .set({ status: 'answered', answeredAt: sql`now()` })
    .where(eq(rfqInvitations.id, values.invitationId));
  return revision;
}

/** Every revision of one invitation's answer, newest first, with its lines. */
export async function listRevisions(db: Db, invitationId: number) {
  const answers = await db
    .select()
    .from(rfqAnswers)
    .where(eq(rfqAnswers.invitationId, invitationId))
    .orderBy(desc(rfqAnswers.revision));
  if (!answers.length) return [];
  const lines = await db
    .select()
    .from(rfqAnswerLines)
    .where(
      inArray(
        rfqAnswerLines.answerId,
        answers.map((answer) => answer.id),
      ),
    )
    .orderBy(asc(rfqAnswerLines.id));
  return answers.map((answer) => ({
    ...answer,
    lines: lines.filter((line) => line.answerId === answer.id),
  }));
}

const fileColumns = {
  id: quoteFiles.id,
  fileName: quoteFiles.fileName,
  contentType: quoteFiles.contentType,
  size: quoteFiles.size,
  createdAt: quoteFiles.createdAt,
};

/**
 * Holds the invitation's uploads one at a time until the transaction ends, so two cannot pass its
 * file limit together. An advisory lock rather than the invitation's row: the reading job's
 * triggers update that row while holding rows the upload's own inserts need, and locking the row
 * first deadlocked against them on PostgreSQL.
 */
export async function lockInvitationFiles(db: Db, invitationId: number): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('invitation-files'), ${invitationId})`,
  );
}

/** Files sent through one invitation: all of them, and those of the last 24 hours. */
export async function countInvitationFiles(db: Db, invitationId: number) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      lastDay: sql<number>`(count(*) filter (where ${quoteFiles.createdAt} > now() - interval '1 day'))::int`,
    })
    .from(quoteFiles)
    .where(eq(quoteFiles.invitationId, invitationId));
  return { total: row?.total ?? 0, lastDay: row?.lastDay ?? 0 };
}

export async function listFiles(db: Db, invitationId: number) {
  return db
    .select(fileColumns)
    .from(quoteFiles)
    .where(eq(quoteFiles.invitationId, invitationId))
    .orderBy(desc(quoteFiles.id));
}
