import { date, index, integer, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { Currency, UnitCode } from '@app/shared/constants/purchasing';
import { foreignKeyIndex } from './foreign-key-index.ts';
import { projects } from './projects.ts';
import { quotes } from './quotes.ts';
import { rfqItems, rfqs } from './rfqs.ts';
import { stakeholders } from './stakeholders.ts';
import { suppliers } from './suppliers.ts';

/**
 * The price memory (docs/product-rules.md § Price memory): one row per priced line of a confirmed
 * quote, written in the transaction that confirms it and replaced whole when the quote is
 * confirmed again. Prices are levelled by the comparison engine; money is numeric (exact).
 */
export const priceRecords = pgTable(
  'price_records',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The buyer company; every read is scoped to it. */
    stakeholderId: integer()
      .notNull()
      .references(() => stakeholders.id, { onDelete: 'cascade' }),
    quoteId: integer()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** The quote line's position when the record was written. */
    linePosition: integer().notNull(),
    supplierId: integer().references(() => suppliers.id, { onDelete: 'set null' }),
    projectId: integer().references(() => projects.id, { onDelete: 'set null' }),
    rfqId: integer().references(() => rfqs.id, { onDelete: 'set null' }),
    /** The requested item the line answered, when it answered one. */
    rfqItemId: integer().references(() => rfqItems.id, { onDelete: 'set null' }),
    /** The normalized item: the matcher's sorted tokens of the item's description. */
    itemKey: varchar({ length: 500 }).notNull(),
    /** The description the key was made from, to show in the history. */
    description: varchar({ length: 1000 }).notNull(),
    /** The quote's issue date, else the day it was confirmed. */
    priceDate: date({ mode: 'string' }).notNull(),
    /** The currency and unit the price is levelled to (the RFQ's, else the quote's own). */
    currency: varchar({ length: 3 }).notNull().$type<Currency>(),
    unit: varchar({ length: 12 }).notNull().$type<UnitCode>(),
    quotedUnitPrice: numeric().notNull(),
    levelledUnitPrice: numeric().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // "This company, this item, this currency and unit, these 90 days" (the alert and history).
    index('price_records_lookup_idx').on(
      t.stakeholderId,
      t.itemKey,
      t.currency,
      t.unit,
      t.priceDate,
    ),
    index('price_records_quote_idx').on(t.quoteId),
    // The analytics' price trend filtered by project, by supplier, or by days at a period's edges
    // (docs/measurements/queries.md § Queries at scale): the item keys are in the index, so
    // counting them reads no table rows.
    index('price_records_project_idx').on(t.stakeholderId, t.projectId, t.itemKey),
    index('price_records_supplier_idx').on(t.stakeholderId, t.supplierId, t.itemKey),
    index('price_records_date_idx').on(t.stakeholderId, t.priceDate, t.itemKey),
    // An item key's records newest first, in the trend's order (date, then id): its newest
    // description is the first entry, and its points are read in order
    // (docs/measurements/queries.md § Queries at scale).
    index('price_records_key_date_idx').on(t.stakeholderId, t.itemKey, t.priceDate, t.id),
    foreignKeyIndex('price_records_rfq_item_idx', t.rfqItemId),
    foreignKeyIndex('price_records_supplier_fk_idx', t.supplierId),
  ],
);
