import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The mails Cotiza writes, each in the same transaction as the change that causes it, with a
 * `send-mail` job of the queue (pg-boss) that delivers it with retries and backoff, so no mail is
 * lost while SMTP is down (docs/decisions/006-the-outbox.md § Mail path). The row keeps what was
 * sent, how many tries it took and the last refusal.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    recipient: varchar({ length: 254 }).notNull(),
    subject: varchar({ length: 500 }).notNull(),
    text: text().notNull(),
    html: text().notNull(),
    /** pending until delivered; then sent. */
    status: varchar({ length: 8 }).notNull().default('pending').$type<'pending' | 'sent'>(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  // The mails not delivered yet, which each process queues again at start.
  (t) => [
    index('mail_outbox_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);
