import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailAttachments, mailOutbox } from '../db/schema/index.ts';
import type { MailAttachment } from './transport.ts';
import type { RenderedMail } from './templates.ts';

/**
 * Writes a mail (and its attachments) into the outbox; call it with the transaction of the change
 * that causes it.
 */
export async function enqueueMail(
  db: Db,
  recipient: string,
  mail: RenderedMail,
  attachments: MailAttachment[] = [],
): Promise<void> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ recipient, ...mail })
    .returning({ id: mailOutbox.id });
  if (!row || !attachments.length) return;
  await db.insert(mailAttachments).values(
    attachments.map((file) => ({
      mailId: row.id,
      fileName: file.filename,
      contentType: file.contentType,
      content: file.content,
    })),
  );
}

/** The files of one outbox mail, in the order they were written. */
export async function listMailAttachments(db: Db, mailId: number): Promise<MailAttachment[]> {
  const rows = await db
    .select({
      filename: mailAttachments.fileName,
      contentType: mailAttachments.contentType,
      content: mailAttachments.content,
    })
    .from(mailAttachments)
    .where(eq(mailAttachments.mailId, mailId))
    .orderBy(asc(mailAttachments.id));
  return rows;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Claims due mails by pushing their next attempt `leaseMs` ahead, so another sender (or a later
 * tick) does not send them twice while this one works.
 */
export async function claimDueMails(db: Db, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    return tx
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function markMailSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: null,
    })
    .where(eq(mailOutbox.id, id));
}

export async function scheduleMailRetry(
  db: Db,
  id: number,
  delayMs: number,
  error: string,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: error.slice(0, 1000),
      nextAttemptAt: sql`now() + ${`${delayMs} milliseconds`}::interval`,
    })
    .where(eq(mailOutbox.id, id));
}

export async function listOutbox(db: Db): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
}
