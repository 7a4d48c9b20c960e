import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { RenderedMail } from './templates.ts';

/** Writes a mail into the outbox; call it with the transaction of the change that causes it. */
export async function enqueueMail(db: Db, recipient: string, mail: RenderedMail): Promise<void> {
  await db.insert(mailOutbox).values({ recipient, ...mail });
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
