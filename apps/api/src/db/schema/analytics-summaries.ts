import { date, integer, numeric, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { purchaseOrders } from './purchase-orders.ts';
import { stakeholders } from './stakeholders.ts';

/*
 * Summaries the analytics read instead of every raw row (docs/architecture.md § Queries at scale).
 * Triggers of migration 0008 keep them in the same transaction as each write of the rows they sum,
 * so they are never behind; nothing in TypeScript writes them.
 */

/** How many price records each item key has per calendar month of their date, per company. */
export const priceItemMonths = pgTable(
  'price_item_months',
  {
    stakeholderId: integer()
      .notNull()
      .references(() => stakeholders.id, { onDelete: 'cascade' }),
    /** The first day of the month of the records' `price_date`. */
    month: date({ mode: 'string' }).notNull(),
    itemKey: varchar({ length: 500 }).notNull(),
    records: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.stakeholderId, t.month, t.itemKey] })],
);

/** Each purchase order's goods: the sum of its lines' amounts and how many lines it has. */
export const purchaseOrderGoods = pgTable('purchase_order_goods', {
  purchaseOrderId: integer()
    .primaryKey()
    .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
  amount: numeric().notNull(),
  lines: integer().notNull(),
});
