import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { DASHBOARD_CARD_ROWS } from '@app/shared/constants/limits';
import type { Currency, PoStatus } from '@app/shared/constants/purchasing';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  projects,
  purchaseOrders,
  quoteStatusCounts,
  quotes,
  rfqAwardQueue,
  rfqAwards,
  rfqs,
  rfqTallies,
  suppliers,
} from '../../db/schema/index.ts';

/*
 * The buyer's dashboard (docs/product-rules.md § Dashboard): one count and one short page per
 * card, every query scoped to the company and aggregated in SQL, never whole tables in memory.
 */

/** A card's statements: its short page and its total. */
type CardStatements<Row> = {
  rows: { execute(values: { companyId: number }): Promise<Row[]> };
  total: { execute(values: { companyId: number }): Promise<{ n: number }[]> };
};

/** Runs a card's page and total at once. */
async function readCard<Row>(statements: CardStatements<Row>, companyId: number) {
  const [rows, [counted]] = await Promise.all([
    statements.rows.execute({ companyId }),
    statements.total.execute({ companyId }),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** Sent RFQs whose due date has not passed, soonest due first, with invited and answered counts. */
export async function findRfqsAwaitingAnswers(db: Db, companyId: number) {
  return readCard(awaitingAnswersStatements(db), companyId);
}

/*
 * Each card's statements are prepared once per database: PostgreSQL parses and plans them once
 * per connection, drizzle builds their SQL once per process (docs/measurements/queries.md § Queries
 * at scale).
 */
const awaitingAnswersStatements = preparedPerDatabase((db) => {
  const where = and(
    eq(rfqs.stakeholderId, sql.placeholder('companyId')),
    eq(rfqs.status, 'sent'),
    gte(rfqs.dueAt, sql`now()`),
  );
  return {
    rows: db
      .select({
        id: rfqs.id,
        number: rfqs.number,
        title: rfqs.title,
        projectName: projects.name,
        dueAt: rfqs.dueAt,
        invited: rfqTallies.invited,
        answered: rfqTallies.answered,
      })
      .from(rfqs)
      .innerJoin(projects, eq(projects.id, rfqs.projectId))
      .innerJoin(rfqTallies, eq(rfqTallies.rfqId, rfqs.id))
      .where(where)
      .orderBy(asc(rfqs.dueAt), asc(rfqs.id))
      .limit(DASHBOARD_CARD_ROWS)
      .prepare('dashboard_rfqs_awaiting'),
    total: db
      .select({ n: count() })
      .from(rfqs)
      .where(where)
      .prepare('dashboard_rfqs_awaiting_total'),
  };
});

/**
 * Quotes read and waiting for a person to review them, oldest first; the count comes from the
 * summary the quotes' triggers keep (docs/measurements/queries.md § Queries at scale).
 */
export async function findQuotesToReview(db: Db, companyId: number) {
  return readCard(quotesToReviewStatements(db), companyId);
}

const quotesToReviewStatements = preparedPerDatabase((db) => ({
  rows: db
    .select({
      id: quotes.id,
      supplierName: sql<
        string | null
      >`coalesce(nullif(${suppliers.legalName}, ''), ${quotes.supplierName})`,
      quoteNumber: quotes.quoteNumber,
      rfqId: rfqs.id,
      rfqNumber: rfqs.number,
      currency: quotes.currency,
      total: quotes.total,
      createdAt: quotes.createdAt,
    })
    .from(quotes)
    .leftJoin(suppliers, eq(suppliers.id, quotes.supplierId))
    .leftJoin(rfqs, eq(rfqs.id, quotes.rfqId))
    .where(
      and(eq(quotes.stakeholderId, sql.placeholder('companyId')), eq(quotes.status, 'to_review')),
    )
    .orderBy(asc(quotes.id))
    .limit(DASHBOARD_CARD_ROWS)
    .prepare('dashboard_quotes_to_review'),
  total: db
    .select({ n: sql<number>`coalesce(sum(${quoteStatusCounts.quotes}), 0)::int` })
    .from(quoteStatusCounts)
    .where(
      and(
        eq(quoteStatusCounts.stakeholderId, sql.placeholder('companyId')),
        eq(quoteStatusCounts.status, 'to_review'),
      ),
    )
    .prepare('dashboard_quotes_to_review_total'),
}));

/**
 * Sent or closed RFQs with at least one offer and no award, soonest due first, read from the
 * summary that triggers keep of them (migration 0011: docs/measurements/queries.md § Queries at
 * scale), with each one's number of offers: confirmed quotes filed under it and answers of
 * invitations not withdrawn (docs/product-rules.md § Dashboard).
 */
export async function findRfqsReadyToAward(db: Db, companyId: number) {
  return readCard(readyToAwardStatements(db), companyId);
}

const readyToAwardStatements = preparedPerDatabase((db) => {
  const where = eq(rfqAwardQueue.stakeholderId, sql.placeholder('companyId'));
  return {
    rows: db
      .select({
        id: rfqs.id,
        number: rfqs.number,
        title: rfqs.title,
        projectName: projects.name,
        status: rfqs.status,
        dueAt: rfqs.dueAt,
        offers: rfqAwardQueue.offers,
      })
      .from(rfqAwardQueue)
      .innerJoin(rfqs, eq(rfqs.id, rfqAwardQueue.rfqId))
      .innerJoin(projects, eq(projects.id, rfqs.projectId))
      .where(where)
      .orderBy(asc(rfqAwardQueue.dueAt), asc(rfqAwardQueue.rfqId))
      .limit(DASHBOARD_CARD_ROWS)
      .prepare('dashboard_ready_to_award'),
    total: db
      .select({ n: count() })
      .from(rfqAwardQueue)
      .where(where)
      .prepare('dashboard_ready_to_award_total'),
  };
});

/** Statuses of an order that still waits for the supplier's acknowledgement or for delivery. */
export const OPEN_ORDER_STATUSES = [
  'sent',
  'acknowledged',
  'partly_delivered',
] as const satisfies PoStatus[];

/** Open orders, soonest need-by date first (undated last), and how many wait in each status. */
export async function findOpenOrders(db: Db, companyId: number) {
  const statements = openOrdersStatements(db);
  const [rows, byStatus] = await Promise.all([
    statements.rows.execute({ companyId }),
    statements.byStatus.execute({ companyId }),
  ]);
  return { rows, byStatus };
}

const openOrdersStatements = preparedPerDatabase((db) => {
  const where = and(
    eq(purchaseOrders.stakeholderId, sql.placeholder('companyId')),
    inArray(purchaseOrders.status, [...OPEN_ORDER_STATUSES]),
  );
  return {
    rows: db
      .select({
        id: purchaseOrders.id,
        number: purchaseOrders.number,
        status: purchaseOrders.status,
        party: purchaseOrders.supplierName,
        currency: purchaseOrders.currency,
        total: purchaseOrders.total,
        needByDate: purchaseOrders.needByDate,
        createdAt: purchaseOrders.createdAt,
      })
      .from(purchaseOrders)
      .where(where)
      .orderBy(sql`${purchaseOrders.needByDate} asc nulls last`, asc(purchaseOrders.id))
      .limit(DASHBOARD_CARD_ROWS)
      .prepare('dashboard_open_orders'),
    byStatus: db
      .select({ status: purchaseOrders.status, n: count() })
      .from(purchaseOrders)
      .where(where)
      .groupBy(purchaseOrders.status)
      .prepare('dashboard_open_orders_by_status'),
  };
});

/**
 * Per currency, the awards of the company last confirmed since `since`: how many, and the exact
 * sums (numeric in the database, text here) of their totals and of the savings the optimizer
 * stored with each (docs/product-rules.md § Dashboard).
 */
export async function sumSavingsSince(db: Db, companyId: number, since: Date) {
  return savingsStatement(db).execute({ companyId, since: since.toISOString() });
}

const savingsStatement = preparedPerDatabase((db) =>
  db
    .select({
      currency: sql<Currency>`${rfqAwards.currency}`,
      awards: count(),
      awardedTotal: sql<string>`sum(${rfqAwards.total})::text`,
      savingVsHighest: sql<string>`coalesce(sum(${rfqAwards.savingVsHighest}), 0)::text`,
      savingVsMedian: sql<string>`coalesce(sum(${rfqAwards.savingVsMedian}), 0)::text`,
    })
    .from(rfqAwards)
    .where(
      and(
        eq(rfqAwards.stakeholderId, sql.placeholder('companyId')),
        gte(rfqAwards.awardedAt, sql`${sql.placeholder('since')}::timestamptz`),
      ),
    )
    .groupBy(rfqAwards.currency)
    .orderBy(asc(rfqAwards.currency))
    .prepare('dashboard_savings_since'),
);
