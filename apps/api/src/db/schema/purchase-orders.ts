import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Language } from '@app/shared/constants/domain';
import type { AwardRequestParsed } from '@app/shared/schemas/purchase-orders';
import type { Currency, PoStatus, UnitCode } from '@app/shared/constants/purchasing';
import { foreignKeyIndex } from './foreign-key-index.ts';
import { locations } from './locations.ts';
import { projects } from './projects.ts';
import { quotes } from './quotes.ts';
import { rfqInvitations, rfqItems, rfqs } from './rfqs.ts';
import { stakeholders } from './stakeholders.ts';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';

/** What the buyer asked the optimizer for, kept with the award to show it again. */
export type AwardOptionsRecord = AwardRequestParsed;

/** The last PO number given per company and year (a row lock, as `rfq_counters`). */
export const purchaseOrderCounters = pgTable(
  'purchase_order_counters',
  {
    stakeholderId: integer()
      .notNull()
      .references(() => stakeholders.id, { onDelete: 'cascade' }),
    year: integer().notNull(),
    lastNumber: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.stakeholderId, t.year] })],
);

/** An RFQ's current award: one row per RFQ, replaced in place when the buyer changes it. */
export const rfqAwards = pgTable(
  'rfq_awards',
  {
    rfqId: integer()
      .primaryKey()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    /** The buyer company: the RFQ's, kept here so a company's awards are one index range. */
    stakeholderId: integer().notNull(),
    options: jsonb().notNull().$type<AwardOptionsRecord>(),
    currency: varchar({ length: 3 }).notNull().$type<Currency>(),
    itemsTotal: numeric().notNull(),
    freightTotal: numeric().notNull(),
    total: numeric().notNull(),
    savingVsHighest: numeric(),
    savingVsMedian: numeric(),
    awardedById: integer().references(() => users.id, { onDelete: 'set null' }),
    awardedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // A company's awards of this month (the dashboard's savings) and of a period (the analytics'
  // savings) without reading other companies' or every RFQ (docs/measurements/queries.md § Queries
  // at scale).
  (t) => [index('rfq_awards_company_awarded_idx').on(t.stakeholderId, t.awardedAt)],
);

/** Which offer each requested item went to. */
export const rfqAwardLines = pgTable(
  'rfq_award_lines',
  {
    rfqId: integer()
      .notNull()
      .references(() => rfqAwards.rfqId, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => rfqItems.id, { onDelete: 'cascade' }),
    /** `answer-<invitation id>` or `quote-<quote id>`, as in the comparison. */
    offerKey: varchar({ length: 40 }).notNull(),
    /** Levelled amount in the RFQ's currency. */
    amount: numeric().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.rfqId, t.itemId] }),
    // Whether an offer won anything, by its key (docs/measurements/queries.md § Queries at scale).
    index('rfq_award_lines_offer_idx').on(t.rfqId, t.offerKey),
    foreignKeyIndex('rfq_award_lines_item_idx', t.itemId),
  ],
);

/**
 * What the comparison decided for each offer when the award was last confirmed: how many requested
 * items its lines answered and how many of those were substitutions (docs/product-rules.md
 * § Analytics). Replaced with the award, so it always tells the comparison the award was made on.
 */
export const rfqAwardOffers = pgTable(
  'rfq_award_offers',
  {
    rfqId: integer()
      .notNull()
      .references(() => rfqAwards.rfqId, { onDelete: 'cascade' }),
    /** `answer-<invitation id>` or `quote-<quote id>`, as in the comparison. */
    offerKey: varchar({ length: 40 }).notNull(),
    itemsMatched: integer().notNull(),
    substitutions: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.rfqId, t.offerKey] }),
    check(
      'rfq_award_offers_counts_check',
      sql`${t.substitutions} >= 0 and ${t.substitutions} <= ${t.itemsMatched}`,
    ),
  ],
);

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The buyer company. */
    stakeholderId: integer()
      .notNull()
      .references(() => stakeholders.id, { onDelete: 'cascade' }),
    number: varchar({ length: 20 }).notNull(),
    rfqId: integer()
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    offerKey: varchar({ length: 40 }).notNull(),
    invitationId: integer().references(() => rfqInvitations.id, { onDelete: 'set null' }),
    quoteId: integer().references(() => quotes.id, { onDelete: 'set null' }),
    supplierId: integer().references(() => suppliers.id, { onDelete: 'set null' }),
    supplierName: varchar({ length: 200 }).notNull(),
    /** Where the order is mailed; '' when the offer named no address (then nothing is mailed). */
    supplierEmail: varchar({ length: 254 }).notNull(),
    language: varchar({ length: 2 }).notNull().$type<Language>(),
    /** The provider company on Cotiza that sees and acknowledges the order, when there is one. */
    providerStakeholderId: integer().references(() => stakeholders.id, { onDelete: 'set null' }),
    deliveryLocationId: integer().references(() => locations.id, { onDelete: 'set null' }),
    /** The delivery place as written when the order was issued. */
    deliverTo: varchar({ length: 600 }).notNull().default(''),
    needByDate: date({ mode: 'string' }),
    currency: varchar({ length: 3 }).notNull().$type<Currency>(),
    paymentTerms: varchar({ length: 300 }).notNull().default(''),
    deliveryTime: varchar({ length: 300 }).notNull().default(''),
    quoteReference: varchar({ length: 60 }).notNull().default(''),
    subtotal: numeric().notNull(),
    discount: numeric().notNull(),
    freight: numeric().notNull(),
    taxRate: numeric().notNull(),
    tax: numeric().notNull(),
    total: numeric().notNull(),
    status: varchar({ length: 16 }).notNull().default('sent').$type<PoStatus>(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** When its mail (with the PDF) was written to the outbox: an order is mailed once. */
    mailedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('purchase_orders_number_unique').on(t.stakeholderId, t.number),
    index('purchase_orders_rfq_idx').on(t.rfqId),
    index('purchase_orders_company_idx').on(t.stakeholderId, t.createdAt),
    index('purchase_orders_provider_idx').on(t.providerStakeholderId),
    // The dashboard's open orders of a company, by status.
    index('purchase_orders_company_status_idx').on(t.stakeholderId, t.status),
    foreignKeyIndex('purchase_orders_supplier_idx', t.supplierId),
    foreignKeyIndex('purchase_orders_delivery_location_idx', t.deliveryLocationId),
  ],
);

/** One ordered line, with the supplier's quoted terms. */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    purchaseOrderId: integer()
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    rfqItemId: integer().references(() => rfqItems.id, { onDelete: 'set null' }),
    description: varchar({ length: 2000 }).notNull(),
    quantity: numeric().notNull(),
    unit: varchar({ length: 16 }).notNull().$type<UnitCode>(),
    unitPrice: numeric().notNull(),
    discountPct: numeric().notNull().default('0'),
    amount: numeric().notNull(),
  },
  (t) => [
    index('purchase_order_lines_po_idx').on(t.purchaseOrderId, t.position),
    foreignKeyIndex('purchase_order_lines_rfq_item_idx', t.rfqItemId),
  ],
);
