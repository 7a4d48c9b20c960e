import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Language } from '@app/shared/constants/domain';
import type {
  Currency,
  InvitationStatus,
  RfqStatus,
  UnitCode,
} from '@app/shared/constants/purchasing';
import { bytea } from './bytea.ts';
import { foreignKeyIndex } from './foreign-key-index.ts';
import { locations } from './locations.ts';
import { projects } from './projects.ts';
import { stakeholders } from './stakeholders.ts';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';

/**
 * The last RFQ number given per company and year. Creating an RFQ bumps it in the same
 * transaction (a row lock), so numbers have no gaps or duplicates under concurrent creation.
 */
export const rfqCounters = pgTable(
  'rfq_counters',
  {
    stakeholderId: integer()
      .notNull()
      .references(() => stakeholders.id, { onDelete: 'cascade' }),
    year: integer().notNull(),
    lastNumber: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.stakeholderId, t.year] })],
);

export const rfqs = pgTable(
  'rfqs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    stakeholderId: integer()
      .notNull()
      .references(() => stakeholders.id, { onDelete: 'cascade' }),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    number: varchar({ length: 20 }).notNull(),
    title: varchar({ length: 150 }).notNull(),
    deliveryLocationId: integer().references(() => locations.id, { onDelete: 'set null' }),
    needByDate: date({ mode: 'string' }),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    notes: text().notNull().default(''),
    status: varchar({ length: 8 }).notNull().default('draft').$type<RfqStatus>(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    /** Counts the writes of the RFQ's items; the items are cached by it (docs/measurements/queries.md § Queries at scale). */
    itemsVersion: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('rfqs_number_unique').on(t.stakeholderId, t.number),
    index('rfqs_project_idx').on(t.projectId),
    // The RFQ list's order (newest first: the index read backwards), one page at a time.
    index('rfqs_stakeholder_created_idx').on(t.stakeholderId, t.createdAt, t.id),
    // The dashboards' open RFQs: a company's sent ones by due date.
    index('rfqs_stakeholder_status_due_idx').on(t.stakeholderId, t.status, t.dueAt),
    // The drafts, which the provider inbox leaves out (docs/measurements/queries.md § Queries at
    // scale).
    index('rfqs_draft_idx')
      .on(t.id)
      .where(sql`${t.status} = 'draft'`),
    foreignKeyIndex('rfqs_delivery_location_idx', t.deliveryLocationId),
  ],
);

/** A requested item (partida). `position` keeps the buyer's order. */
export const rfqItems = pgTable(
  'rfq_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    rfqId: integer()
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    description: varchar({ length: 2000 }).notNull(),
    quantity: numeric().notNull(),
    unit: varchar({ length: 16 }).notNull().$type<UnitCode>(),
    brand: varchar({ length: 150 }).notNull().default(''),
    notes: varchar({ length: 2000 }).notNull().default(''),
    section: varchar({ length: 150 }).notNull().default(''),
  },
  (t) => [index('rfq_items_rfq_idx').on(t.rfqId, t.position)],
);

/**
 * One supplier invited to one RFQ. The answer link signs `id` and `tokenNonce`; withdrawing the
 * invitation (status) makes the link useless.
 */
export const rfqInvitations = pgTable(
  'rfq_invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    rfqId: integer()
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    supplierId: integer().references(() => suppliers.id, { onDelete: 'set null' }),
    /** The supplier's name when invited, kept if the supplier is later merged or deleted. */
    supplierName: varchar({ length: 150 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    language: varchar({ length: 2 }).notNull().$type<Language>(),
    providerStakeholderId: integer().references(() => stakeholders.id, { onDelete: 'set null' }),
    status: varchar({ length: 10 }).notNull().default('invited').$type<InvitationStatus>(),
    tokenNonce: uuid().notNull().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    viewedAt: timestamp({ withTimezone: true }),
    answeredAt: timestamp({ withTimezone: true }),
    withdrawnAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('rfq_invitations_supplier_unique').on(t.rfqId, t.supplierId),
    // The provider inbox's linked part, in inbox order (docs/measurements/queries.md § Queries at
    // scale).
    index('rfq_invitations_provider_sent_idx').on(
      t.providerStakeholderId,
      // As the inbox orders them: `desc` puts nulls first, which the index must say to be read.
      t.sentAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The provider dashboard's latest answers, linked part (docs/measurements/queries.md § Queries
    // at scale).
    index('rfq_invitations_provider_answered_idx').on(
      t.providerStakeholderId,
      t.answeredAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('rfq_invitations_email_idx').on(sql`lower(${t.email})`),
    foreignKeyIndex('rfq_invitations_supplier_idx', t.supplierId),
  ],
);

/**
 * Each RFQ's counts as its lists show them: requested items, invitations not withdrawn, answered
 * ones. Triggers of migration 0023 keep them in the writing transaction, so a list reads one row
 * by key instead of counting (docs/decisions/023-rfq-tallies.md § RFQ tallies).
 */
export const rfqTallies = pgTable('rfq_tallies', {
  rfqId: integer()
    .primaryKey()
    .references(() => rfqs.id, { onDelete: 'cascade' }),
  items: integer().notNull().default(0),
  invited: integer().notNull().default(0),
  answered: integer().notNull().default(0),
});

/** One revision of a supplier's answer; revisions are never changed, only added. */
export const rfqAnswers = pgTable(
  'rfq_answers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    invitationId: integer()
      .notNull()
      .references(() => rfqInvitations.id, { onDelete: 'cascade' }),
    revision: integer().notNull(),
    currency: varchar({ length: 3 }).notNull().$type<Currency>(),
    validUntil: date({ mode: 'string' }),
    freight: numeric(),
    /** The document discount as an amount (a percentage typed is kept too, and turned into it). */
    discountTotal: numeric(),
    discountPct: numeric(),
    paymentTerms: varchar({ length: 150 }).notNull().default(''),
    notes: varchar({ length: 2000 }).notNull().default(''),
    submittedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rfq_answers_revision_unique').on(t.invitationId, t.revision)],
);

export const rfqAnswerLines = pgTable(
  'rfq_answer_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    answerId: integer()
      .notNull()
      .references(() => rfqAnswers.id, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => rfqItems.id, { onDelete: 'cascade' }),
    unitPrice: numeric(),
    brand: varchar({ length: 150 }).notNull().default(''),
    note: varchar({ length: 2000 }).notNull().default(''),
    deliveryDays: integer(),
  },
  (t) => [
    index('rfq_answer_lines_answer_idx').on(t.answerId),
    foreignKeyIndex('rfq_answer_lines_item_idx', t.itemId),
  ],
);

/** A quote file a supplier uploaded, kept in the database for the quote reader. */
export const quoteFiles = pgTable(
  'quote_files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The buyer company the file was sent to. */
    stakeholderId: integer()
      .notNull()
      .references(() => stakeholders.id, { onDelete: 'cascade' }),
    invitationId: integer().references(() => rfqInvitations.id, { onDelete: 'cascade' }),
    fileName: varchar({ length: 150 }).notNull(),
    /** Found from the bytes, not the name. */
    contentType: varchar({ length: 100 }).notNull(),
    size: integer().notNull(),
    sha256: varchar({ length: 64 }).notNull(),
    /** The bytes, when files live in the database (the default); null when they live in S3. */
    content: bytea(),
    /** The object key in S3-compatible storage, when `S3_*` is configured. */
    storageKey: varchar({ length: 300 }),
    uploadedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quote_files_invitation_idx').on(t.invitationId),
    // The same file sent twice to a company is flagged as a duplicate.
    index('quote_files_company_sha_idx').on(t.stakeholderId, t.sha256),
  ],
);
