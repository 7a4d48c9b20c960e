import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { mailOutbox } from './mail-outbox.ts';

/** Files sent with an outbox mail, written in the same transaction as the mail. */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    mailId: integer()
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    fileName: varchar({ length: 150 }).notNull(),
    contentType: varchar({ length: 100 }).notNull(),
    content: bytea().notNull(),
  },
  (t) => [index('mail_attachments_mail_idx').on(t.mailId)],
);
