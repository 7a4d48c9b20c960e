import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  Currency,
  QuoteFailureCode,
  QuoteOrigin,
  QuoteStatus,
  QuoteValueSource,
  UnitCode,
} from '@app/shared/constants/purchasing';
import { foreignKeyIndex } from './foreign-key-index.ts';
import { projects } from './projects.ts';
import { quoteFiles, rfqInvitations, rfqItems, rfqs } from './rfqs.ts';
import { stakeholders } from './stakeholders.ts';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';

/** Confidence (0–1) and source of one header value, keyed by field name. */
export type QuoteFieldMeta = Record<
  string,
  { confidence: number; source: QuoteValueSource | null }
>;

/**
 * Confidence (0–1, where the reader gives one) and source of each value of a line, keyed by field
 * name (docs/product-rules.md § Reading quotes).
 */
export type QuoteLineFieldMeta = Record<
  string,
  { confidence?: number; source: QuoteValueSource | null }
>;

/**
 * One supplier quote of a buyer company: read from a file (upload, e-mail, answer link, inbox) or
 * typed in. Money is numeric (exact); the reader's raw output is kept beside the reviewed values.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The buyer company the quote belongs to. */
    stakeholderId: integer()
      .notNull()
      .references(() => stakeholders.id, { onDelete: 'cascade' }),
    /** A quote may arrive before it is filed under an RFQ. */
    rfqId: integer().references(() => rfqs.id, { onDelete: 'set null' }),
    /**
     * The project the quote is on: its RFQ's project, or one chosen at upload without an RFQ
     * (docs/product-rules.md § Quote intake and review).
     */
    projectId: integer().references(() => projects.id, { onDelete: 'set null' }),
    invitationId: integer().references(() => rfqInvitations.id, { onDelete: 'set null' }),
    supplierId: integer().references(() => suppliers.id, { onDelete: 'set null' }),
    /** The source document; null for a quote typed in without a file. */
    fileId: integer().references(() => quoteFiles.id, { onDelete: 'set null' }),
    origin: varchar({ length: 12 }).notNull().$type<QuoteOrigin>(),
    status: varchar({ length: 10 }).notNull().default('received').$type<QuoteStatus>(),
    failureCode: varchar({ length: 20 }).$type<QuoteFailureCode>(),
    /** Bumped on every change, so two reviewers never overwrite each other silently. */
    version: integer().notNull().default(1),
    // The supplier as the document names it (matched to `supplierId` by tax id or name).
    supplierName: varchar({ length: 200 }),
    supplierTaxId: varchar({ length: 30 }),
    supplierEmail: varchar({ length: 254 }),
    supplierPhone: varchar({ length: 50 }),
    supplierAddress: varchar({ length: 500 }),
    // Header.
    quoteNumber: varchar({ length: 60 }),
    issueDate: date({ mode: 'string' }),
    validUntil: date({ mode: 'string' }),
    validityDays: integer(),
    currency: varchar({ length: 3 }).$type<Currency>(),
    language: varchar({ length: 2 }),
    paymentTerms: varchar({ length: 300 }),
    deliveryTime: varchar({ length: 300 }),
    subtotal: numeric(),
    discountTotal: numeric(),
    discountPct: numeric(),
    freight: numeric(),
    freightIncluded: boolean(),
    taxName: varchar({ length: 30 }),
    taxRate: numeric(),
    taxAmount: numeric(),
    total: numeric(),
    exclusions: jsonb()
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    notes: varchar({ length: 4000 }),
    /** Confidence and source per header field, as read. */
    fieldMeta: jsonb()
      .$type<QuoteFieldMeta>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The reader's warnings (stable strings), shown on the review screen. */
    warnings: jsonb()
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The reader's whole output, untouched by review (for audits and re-reading). */
    readResult: jsonb(),
    readAttempts: integer().notNull().default(0),
    readStartedAt: timestamp({ withTimezone: true }),
    readFinishedAt: timestamp({ withTimezone: true }),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    confirmedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quotes_company_status_idx').on(t.stakeholderId, t.status, t.id),
    index('quotes_rfq_idx').on(t.rfqId),
    // The quotes filed under an invitation, for the supplier performance rows of migration 0016
    // and the provider dashboard's wins; with the id, the quotes' keys are read from the index
    // alone (docs/measurements/queries.md § Queries at scale).
    index('quotes_invitation_idx')
      .on(t.invitationId, t.id)
      .where(sql`${t.invitationId} is not null`),
    index('quotes_project_idx').on(t.projectId, t.id),
    index('quotes_supplier_number_idx').on(t.stakeholderId, t.supplierId, t.quoteNumber),
    uniqueIndex('quotes_file_unique').on(t.fileId),
    foreignKeyIndex('quotes_supplier_idx', t.supplierId),
  ],
);

/** One line of a quote, as read and then reviewed. */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    quoteId: integer()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** Order on the document (1-based, renumbered when lines are added, split or merged). */
    position: integer().notNull(),
    sku: varchar({ length: 60 }),
    description: varchar({ length: 1000 }).notNull().default(''),
    brand: varchar({ length: 150 }),
    quantity: numeric(),
    unit: varchar({ length: 12 }).$type<UnitCode>(),
    unitAsWritten: varchar({ length: 40 }),
    unitPrice: numeric(),
    discountPct: numeric(),
    lineTotal: numeric(),
    section: varchar({ length: 200 }),
    /** 0–1 as read; 1 once a person typed or confirmed the line. */
    confidence: real().notNull().default(1),
    source: jsonb().$type<QuoteValueSource | null>(),
    /** Per-field confidence and source where the reader gave them. */
    fieldMeta: jsonb()
      .$type<QuoteLineFieldMeta>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The requested item this line answers, when the buyer or the matcher set one. */
    rfqItemId: integer().references(() => rfqItems.id, { onDelete: 'set null' }),
    /**
     * The buyer set the match on the comparison: `rfqItemId` is the item, or null for a line that
     * is not part of the request (docs/product-rules.md § Reassigning a match).
     */
    matchedByBuyer: boolean().notNull().default(false),
  },
  (t) => [
    index('quote_lines_quote_idx').on(t.quoteId, t.position),
    foreignKeyIndex('quote_lines_rfq_item_idx', t.rfqItemId),
  ],
);

/** Every correction a person made on a quote: who, when, which value, old and new. */
export const quoteCorrections = pgTable(
  'quote_corrections',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    quoteId: integer()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** Null for a header field; the line's id for a line field (kept if the line is deleted later). */
    lineId: integer(),
    /** e.g. `quoteNumber`, `line.unitPrice`, `line.added`, `line.deleted`, `line.split`, `line.merged`. */
    field: varchar({ length: 40 }).notNull(),
    oldValue: varchar({ length: 2000 }),
    newValue: varchar({ length: 2000 }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quote_corrections_quote_idx').on(t.quoteId, t.id)],
);
