import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox: a mail row is written in the same transaction as the change that
 * causes it, and the sender delivers it with retries, so no mail is lost while SMTP is down.
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
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
