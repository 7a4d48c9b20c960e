import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailAttachments, mailOutbox } from '../db/schema/index.ts';
import type { MailAttachment } from './transport.ts';
import type { RenderedMail } from './templates.ts';

/**
 * Writes a mail (and its attachments) into the outbox and answers its id; call it with the
 * transaction of the change that causes it (the mail's job is queued in the same one).
 */
export async function insertOutboxMail(
  db: Db,
  recipient: string,
  mail: RenderedMail,
  attachments: MailAttachment[] = [],
): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ recipient, ...mail })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('the outbox mail was not written');
  if (!attachments.length) return row.id;
  await db.insert(mailAttachments).values(
    attachments.map((file) => ({
      mailId: row.id,
      fileName: file.filename,
      contentType: file.contentType,
      content: file.content,
    })),
  );
  return row.id;
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

export async function findOutboxMail(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/** The mails not delivered yet, oldest first. */
export async function listPendingMailIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'))
    .orderBy(asc(mailOutbox.id));
  return rows.map((row) => row.id);
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
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
}

/** Counts a refused try and keeps why; the queue tries again later. */
export async function recordMailFailure(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: error.slice(0, 1000) })
    .where(eq(mailOutbox.id, id));
}

export async function listOutbox(db: Db): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
}
