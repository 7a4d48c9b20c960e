import { integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { foreignKeyIndex } from './foreign-key-index.ts';
import { stakeholders } from './stakeholders.ts';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';

/**
 * The matches a buyer set on a comparison, remembered per supplier: the supplier's line wording
 * (its item key) → the requested item's item key, or null when the line is not part of a request.
 * The next quote of the supplier with the same wording is matched the same way
 * (docs/product-rules.md § Reassigning a match).
 */
export const supplierLineMatches = pgTable(
  'supplier_line_matches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    stakeholderId: integer()
      .notNull()
      .references(() => stakeholders.id, { onDelete: 'cascade' }),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** The quote line's description, normalized as the price memory's item key. */
    lineKey: varchar({ length: 500 }).notNull(),
    /** The requested item's item key; null = not part of the request (an extra). */
    itemKey: varchar({ length: 500 }),
    setByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('supplier_line_matches_key_idx').on(t.stakeholderId, t.supplierId, t.lineKey),
    foreignKeyIndex('supplier_line_matches_supplier_idx', t.supplierId),
  ],
);
