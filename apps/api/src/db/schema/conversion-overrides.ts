import { integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { foreignKeyIndex } from './foreign-key-index.ts';
import { stakeholders } from './stakeholders.ts';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';

/**
 * The buyer's own conversion factors (comparable units per quoted unit), per company, supplier,
 * requested item (its item key) and the unit the supplier quotes it in: every later comparison
 * and price record of that supplier's item is levelled at it (docs/product-rules.md § Comparing
 * and awarding, The buyer's factor).
 */
export const conversionOverrides = pgTable(
  'conversion_overrides',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    stakeholderId: integer()
      .notNull()
      .references(() => stakeholders.id, { onDelete: 'cascade' }),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** The requested item's item key (§ Price memory, Same item). */
    itemKey: varchar({ length: 500 }).notNull(),
    /** The quoted unit's code; '' when the line gave none. */
    unit: varchar({ length: 20 }).notNull(),
    factor: numeric({ precision: 30, scale: 10 }).notNull(),
    setByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversion_overrides_key_idx').on(
      t.stakeholderId,
      t.supplierId,
      t.itemKey,
      t.unit,
    ),
    foreignKeyIndex('conversion_overrides_supplier_idx', t.supplierId),
  ],
);
