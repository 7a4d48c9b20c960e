import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Currency, QuoteStatus } from '@app/shared/constants/purchasing';
import { purchaseOrders } from './purchase-orders.ts';
import { rfqInvitations, rfqs } from './rfqs.ts';
import { stakeholders } from './stakeholders.ts';

/*
 * Summaries the analytics read instead of every raw row (docs/measurements/queries.md § Queries at
 * scale). Triggers of migrations 0009, 0011, 0016, 0017, 0019 and 0021 keep them in the same
 * transaction as each write of the rows they sum, so they are never behind; nothing in TypeScript
 * writes them.
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

/**
 * How many price records each item key has over all time, per company (migration 0017): the
 * trend's item list without a period ranks these rows instead of summing every month's.
 */
export const priceItemTotals = pgTable(
  'price_item_totals',
  {
    stakeholderId: integer()
      .notNull()
      .references(() => stakeholders.id, { onDelete: 'cascade' }),
    itemKey: varchar({ length: 500 }).notNull(),
    records: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.stakeholderId, t.itemKey] }),
    // The list's order: most records first, then the key.
    index('price_item_totals_rank_idx').on(
      t.stakeholderId,
      t.records.desc().nullsFirst(),
      t.itemKey,
    ),
  ],
);

/** Each purchase order's goods: the sum of its lines' amounts and how many lines it has. */
export const purchaseOrderGoods = pgTable('purchase_order_goods', {
  purchaseOrderId: integer()
    .primaryKey()
    .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
  amount: numeric().notNull(),
  lines: integer().notNull(),
});

/**
 * The all-time spend (docs/product-rules.md § Analytics) per company, currency and grouping key
 * (migration 0021): the spend without a period, project or supplier filter sums these rows
 * instead of every order. A key's figures are the sum of its rows: a write adds its change to the
 * rows of the key that no other transaction holds and writes the sum as one new row, so two
 * transactions never wait for each other here, and a key another transaction holds at that
 * moment gets a second row (docs/measurements/queries.md § Queries at scale).
 */
export const spendTotals = pgTable(
  'spend_totals',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    stakeholderId: integer()
      .notNull()
      .references(() => stakeholders.id, { onDelete: 'cascade' }),
    dimension: varchar({ length: 8 }).notNull().$type<'supplier' | 'project' | 'month'>(),
    currency: varchar({ length: 3 }).notNull().$type<Currency>(),
    /** The key as the spend view gives it: the supplier's, the project id, or `YYYY-MM` (UTC). */
    key: varchar({ length: 210 }).notNull(),
    /** Supplier rows: the directory supplier, when the orders have one. */
    supplierId: integer(),
    /** Supplier rows: the supplier's name as the orders give it (the view shows the greatest). */
    supplierName: varchar({ length: 200 }).notNull(),
    /**
     * The decimal places of the orders' goods amounts: a key's sum then has the places a sum of
     * its orders would, also once the orders with the most places are gone.
     */
    scale: smallint().notNull(),
    orders: integer().notNull(),
    amount: numeric().notNull(),
  },
  (t) => [index('spend_totals_key_idx').on(t.stakeholderId, t.dimension, t.currency, t.key)],
);

/**
 * How many quotes each company has in each status (migration 0011): the dashboard's count of
 * quotes to review reads one row instead of every quote waiting (docs/measurements/queries.md §
 * Queries at scale).
 */
export const quoteStatusCounts = pgTable(
  'quote_status_counts',
  {
    stakeholderId: integer()
      .notNull()
      .references(() => stakeholders.id, { onDelete: 'cascade' }),
    status: varchar({ length: 10 }).notNull().$type<QuoteStatus>(),
    quotes: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.stakeholderId, t.status] })],
);

/**
 * The RFQs ready to award (docs/product-rules.md § Dashboard), one row each, with their due date
 * and number of offers (migration 0011): the dashboard counts and pages these rows instead of
 * checking every sent RFQ of the company for an award and an offer.
 */
export const rfqAwardQueue = pgTable(
  'rfq_award_queue',
  {
    rfqId: integer()
      .primaryKey()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    stakeholderId: integer().notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    offers: integer().notNull(),
  },
  (t) => [index('rfq_award_queue_company_due_idx').on(t.stakeholderId, t.dueAt, t.rfqId)],
);

/**
 * Supplier performance per invitation (docs/product-rules.md § Analytics), one row for each
 * invitation the view counts: on a company's RFQ, sent, not withdrawn, with a supplier. Migration
 * 0016 derives each row from the invitation, its RFQ's items, its latest answer, the quotes filed
 * under it and the RFQ's award, and its triggers derive an RFQ's rows again whenever a statement
 * writes any of those; the view sums these rows per supplier instead of deriving them per request.
 */
export const supplierInvitationFacts = pgTable(
  'supplier_invitation_facts',
  {
    invitationId: integer()
      .primaryKey()
      .references(() => rfqInvitations.id, { onDelete: 'cascade' }),
    /** The buyer company: the RFQ's. */
    stakeholderId: integer().notNull(),
    rfqId: integer().notNull(),
    projectId: integer().notNull(),
    supplierId: integer().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
    /** From sending to the answer, in hours; null while unanswered. */
    hoursToAnswer: doublePrecision(),
    itemsInvited: integer().notNull(),
    itemsAnswered: integer().notNull(),
    itemsWon: integer().notNull(),
    itemsCompared: integer().notNull(),
    substitutions: integer().notNull(),
  },
  (t) => [
    // Every column the view reads, so it is one index-only range per company, already in
    // supplier and answer-time order for the median.
    index('supplier_invitation_facts_company_idx').on(
      t.stakeholderId,
      t.supplierId,
      t.hoursToAnswer,
      t.sentAt,
      t.projectId,
      t.itemsInvited,
      t.itemsAnswered,
      t.itemsWon,
      t.itemsCompared,
      t.substitutions,
    ),
    // An RFQ's rows, deleted and derived again on each write.
    index('supplier_invitation_facts_rfq_idx').on(t.rfqId),
  ],
);

/**
 * Supplier performance's additive figures per company and supplier over all time (migration
 * 0019): the sums of that supplier's `supplier_invitation_facts` rows, kept by triggers on them
 * as `price_item_totals` is on the price records. The view without a period or project reads one
 * row per supplier here instead of every invitation of the company; the median time to answer,
 * not additive, is read from the facts' index (docs/measurements/queries.md § Queries at scale).
 */
export const supplierPerformanceTotals = pgTable(
  'supplier_performance_totals',
  {
    /** The buyer company, as on the facts. */
    stakeholderId: integer().notNull(),
    supplierId: integer().notNull(),
    invited: integer().notNull(),
    /** Invitations with an answer time: how many values the median has. */
    answered: integer().notNull(),
    /** Invitations that won at least one item. */
    wins: integer().notNull(),
    itemsWon: integer().notNull(),
    itemsInvited: integer().notNull(),
    itemsAnswered: integer().notNull(),
    itemsCompared: integer().notNull(),
    substitutions: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.stakeholderId, t.supplierId] })],
);
