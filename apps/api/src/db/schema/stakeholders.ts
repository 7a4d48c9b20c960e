import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A company (provider or buyer) or a retail account: everything a user sees is scoped to one. */
export const stakeholders = pgTable(
  'stakeholders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: varchar({ length: 150 }).notNull(),
    type: varchar({ length: 16 }).notNull().$type<'provider' | 'company' | 'retail'>(),
    subtype: varchar({ length: 32 }),
    description: text().notNull().default(''),
    /**
     * Where the company works (ISO alpha-2): its number convention formats every amount its
     * members and suppliers read (docs/product-rules.md § Numbers and dates).
     */
    country: varchar({ length: 2 }).notNull().default('MX'),
    /**
     * The local part of the company's quote address (`q-<token>@<INBOUND_MAIL_DOMAIN>`), made the
     * first time the address is shown; mail to it is filed as the company's quotes.
     */
    quoteInboxToken: varchar({ length: 24 }).unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('stakeholders_type_check', sql`${t.type} in ('provider', 'company', 'retail')`)],
);
