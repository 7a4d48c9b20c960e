import {
  date,
  integer,
  numeric,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Currency } from '@app/shared/constants/purchasing';
import { stakeholders } from './stakeholders.ts';

/**
 * The company's exchange-rate table (docs/product-rules.md § Exchange rates): 1 base = rate quote
 * currency from `validFrom` on, entered as printed. Rates are numeric (exact), never floats.
 * A trigger of migration `0010_fx_rates` gives every new company the seed rates in the
 * transaction that creates it, so reading the table never writes.
 */
export const fxRates = pgTable(
  'fx_rates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    stakeholderId: integer()
      .notNull()
      .references(() => stakeholders.id, { onDelete: 'cascade' }),
    baseCurrency: varchar({ length: 3 }).notNull().$type<Currency>(),
    quoteCurrency: varchar({ length: 3 }).notNull().$type<Currency>(),
    rate: numeric().notNull(),
    validFrom: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fx_rates_pair_date_idx').on(
      t.stakeholderId,
      t.baseCurrency,
      t.quoteCurrency,
      t.validFrom,
    ),
  ],
);
