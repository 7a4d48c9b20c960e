import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Currency } from '@app/shared/constants/purchasing';
import type { AnalyticsFilter } from '@app/shared/schemas/analytics';
import type { Db } from '../../db/client.ts';
import {
  projects,
  purchaseOrderGoods,
  purchaseOrders,
  rfqAwards,
  rfqs,
  suppliers,
} from '../../db/schema/index.ts';
import { inPeriod } from './analytics-period.ts';

/*
 * Spend and savings (docs/product-rules.md § Analytics): sums of numeric columns in the database,
 * returned as text so no figure passes through a float, grouped per currency. Spend reads each
 * order's goods from `purchase_order_goods` (the sum of its lines' amounts, kept by a trigger in
 * the transaction that writes the lines), one row per order instead of one per line
 * (docs/architecture.md § Queries at scale). An order without lines has no goods row, and is not
 * counted, as when the lines themselves were summed.
 */

/** The company's orders that count as spend: not cancelled, in the period and the filters. */
function spendOrders(companyId: number, filter: AnalyticsFilter): SQL | undefined {
  return and(
    eq(purchaseOrders.stakeholderId, companyId),
    ne(purchaseOrders.status, 'cancelled'),
    ...inPeriod(purchaseOrders.createdAt, filter),
    filter.project_id === undefined ? undefined : eq(purchaseOrders.projectId, filter.project_id),
    filter.supplier_id === undefined
      ? undefined
      : eq(purchaseOrders.supplierId, filter.supplier_id),
  );
}

const orders = sql<number>`count(*)::int`;
const total = sql<string>`sum(${purchaseOrderGoods.amount})::text`;
const currency = sql<Currency>`${purchaseOrders.currency}`;

/** Spend grouped by `key` (with a `label` to show), one row per group and currency. */
async function sumSpendBy(db: Db, where: SQL | undefined, key: SQL<string>, label: SQL<string>) {
  return db
    .select({ key, label, currency, orders, total })
    .from(purchaseOrderGoods)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderGoods.purchaseOrderId))
    .leftJoin(projects, eq(projects.id, purchaseOrders.projectId))
    .where(where)
    .groupBy(key, purchaseOrders.currency)
    .orderBy(asc(purchaseOrders.currency), desc(sql`sum(${purchaseOrderGoods.amount})`), asc(key));
}

/** Spend by supplier (a supplier no longer in the directory by the name it was ordered from). */
export function sumSpendBySupplier(db: Db, companyId: number, filter: AnalyticsFilter) {
  const key = sql<string>`coalesce(${purchaseOrders.supplierId}::text, 'name:' || ${purchaseOrders.supplierName})`;
  return sumSpendBy(
    db,
    spendOrders(companyId, filter),
    key,
    sql<string>`max(${purchaseOrders.supplierName})`,
  );
}

/** Spend by project. */
export function sumSpendByProject(db: Db, companyId: number, filter: AnalyticsFilter) {
  const key = sql<string>`${purchaseOrders.projectId}::text`;
  return sumSpendBy(db, spendOrders(companyId, filter), key, sql<string>`max(${projects.name})`);
}

/** Spend by calendar month (UTC) of the order's issue, oldest month first. */
export function sumSpendByMonth(db: Db, companyId: number, filter: AnalyticsFilter) {
  const month = sql<string>`to_char(${purchaseOrders.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  return db
    .select({ key: month, label: month, currency, orders, total })
    .from(purchaseOrderGoods)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderGoods.purchaseOrderId))
    .where(spendOrders(companyId, filter))
    .groupBy(month, purchaseOrders.currency)
    .orderBy(asc(month), asc(purchaseOrders.currency));
}

/**
 * Spend by the categories of the order's supplier in the directory: an order counts in full under
 * each category its supplier has, and under '' when it has none (or left the directory).
 */
export function sumSpendByCategory(db: Db, companyId: number, filter: AnalyticsFilter) {
  const lines = db
    .select({
      orderId: sql<number>`${purchaseOrders.id}`.as('order_id'),
      currency: sql<Currency>`${purchaseOrders.currency}`.as('currency'),
      amount: sql<string>`${purchaseOrderGoods.amount}`.as('amount'),
      category:
        sql<string>`unnest(case when cardinality(${suppliers.categories}) > 0 then ${suppliers.categories} else array['']::varchar[] end)`.as(
          'category',
        ),
    })
    .from(purchaseOrderGoods)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderGoods.purchaseOrderId))
    .leftJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .where(spendOrders(companyId, filter))
    .as('category_lines');
  return db
    .select({
      key: lines.category,
      label: lines.category,
      currency: lines.currency,
      orders: sql<number>`count(distinct ${lines.orderId})::int`,
      total: sql<string>`sum(${lines.amount})::text`,
    })
    .from(lines)
    .groupBy(lines.category, lines.currency)
    .orderBy(asc(lines.currency), desc(sql`sum(${lines.amount})`), asc(lines.category));
}

/**
 * Per project and award currency: the awards last confirmed in the period, their totals and stored
 * savings summed, and the project's budget and what is left of it when the budget is in the
 * awards' currency (a budget is in the project's currency; currencies are never mixed).
 */
export function sumSavingsByProject(db: Db, companyId: number, filter: AnalyticsFilter) {
  const sameCurrency = sql`${projects.currency} = ${rfqAwards.currency}`;
  return db
    .select({
      projectId: projects.id,
      projectName: projects.name,
      currency: sql<Currency>`${rfqAwards.currency}`,
      awards: sql<number>`count(*)::int`,
      awardedTotal: sql<string>`sum(${rfqAwards.total})::text`,
      budget: sql<string | null>`case when ${sameCurrency} then ${projects.budget}::text end`,
      budgetLeft: sql<
        string | null
      >`case when ${sameCurrency} then (${projects.budget} - sum(${rfqAwards.total}))::text end`,
      savingVsHighest: sql<string>`coalesce(sum(${rfqAwards.savingVsHighest}), 0)::text`,
      savingVsMedian: sql<string>`coalesce(sum(${rfqAwards.savingVsMedian}), 0)::text`,
    })
    .from(rfqAwards)
    .innerJoin(rfqs, eq(rfqs.id, rfqAwards.rfqId))
    .innerJoin(projects, eq(projects.id, rfqs.projectId))
    .where(
      and(
        eq(rfqs.stakeholderId, companyId),
        ...inPeriod(rfqAwards.awardedAt, filter),
        filter.project_id === undefined ? undefined : eq(rfqs.projectId, filter.project_id),
      ),
    )
    .groupBy(projects.id, rfqAwards.currency)
    .orderBy(asc(projects.name), asc(projects.id), asc(rfqAwards.currency));
}
