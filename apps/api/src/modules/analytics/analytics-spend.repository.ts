import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Currency } from '@app/shared/constants/purchasing';
import type { AnalyticsFilter } from '@app/shared/schemas/analytics';
import type { Db } from '../../db/client.ts';
import {
  projects,
  purchaseOrderGoods,
  purchaseOrders,
  rfqAwards,
  rfqs,
  spendTotals,
  suppliers,
} from '../../db/schema/index.ts';
import { inPeriod } from './analytics-period.ts';

/*
 * Spend and savings (docs/product-rules.md § Analytics): sums of numeric columns in the database,
 * returned as text so no figure passes through a float, grouped per currency. Spend reads each
 * order's goods from `purchase_order_goods` (the sum of its lines' amounts, kept by a trigger in
 * the transaction that writes the lines), one row per order instead of one per line
 * (docs/measurements/queries.md § Queries at scale). An order without lines has no goods row, and
 * is not counted, as when the lines themselves were summed. Without a filter, spend reads
 * `spend_totals` instead: the same sums over all time, per key, kept by triggers with every write
 * of the orders and their goods.
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

export type SpendGrouping = 'supplier' | 'project' | 'month' | 'category';
type SpendDimension = Exclude<SpendGrouping, 'category'>;

/** Whether the filter asks for all the spend there is: then the all-time summary answers. */
function isAllTime(filter: AnalyticsFilter): boolean {
  return (
    filter.from === undefined &&
    filter.to === undefined &&
    filter.project_id === undefined &&
    filter.supplier_id === undefined
  );
}

/*
 * Both sources give the same rows before the keys are put together: per currency, by supplier
 * (its id and the name it was ordered from), by project and by month (`YYYY-MM`, UTC), each with
 * its orders and their goods summed. The statement then sums them per key (a supplier's names
 * into one row, showing the greatest), so the figures, labels and order are the same either way.
 */
const groupColumns = {
  dimension: (value: SQL) => sql<SpendDimension>`${value}`.as('spend_dimension'),
  supplierId: (value: SQL) => sql<number | null>`${value}`.as('spend_supplier_id'),
  supplierName: (value: SQL) => sql<string | null>`${value}`.as('spend_supplier_name'),
  projectId: (value: SQL) => sql<number | null>`${value}`.as('spend_project_id'),
  month: (value: SQL) => sql<string | null>`${value}`.as('spend_month'),
  currency: (value: SQL) => sql<Currency>`${value}`.as('spend_currency'),
  orders: (value: SQL) => sql<number>`${value}`.as('spend_orders'),
  total: (value: SQL) => sql<string>`${value}`.as('spend_total'),
};

/**
 * The orders themselves, grouped three ways in one pass (grouping sets). Grouping by the columns
 * and the month's first instant, and writing the month as text only for the groups, costs less
 * than grouping by the texts (docs/measurements/queries.md § Queries at scale).
 */
function groupOrders(db: Db, companyId: number, filter: AnalyticsFilter) {
  const { supplierId, supplierName, projectId, currency, createdAt } = purchaseOrders;
  // Written out, not bound: the select list must repeat the grouping expression to the letter.
  const month = sql`date_trunc('month', ${createdAt}, 'UTC')`;
  return db.$with('spend_groups').as(
    db
      .select({
        dimension: groupColumns.dimension(
          sql`case when grouping(${supplierId}) = 0 then 'supplier' when grouping(${projectId}) = 0 then 'project' else 'month' end`,
        ),
        supplierId: groupColumns.supplierId(sql`${supplierId}`),
        supplierName: groupColumns.supplierName(sql`${supplierName}`),
        projectId: groupColumns.projectId(sql`${projectId}`),
        month: groupColumns.month(sql`to_char(${month} at time zone 'UTC', 'YYYY-MM')`),
        currency: groupColumns.currency(sql`${currency}`),
        orders: groupColumns.orders(sql`count(*)::int`),
        total: groupColumns.total(sql`sum(${purchaseOrderGoods.amount})`),
      })
      .from(purchaseOrderGoods)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderGoods.purchaseOrderId))
      .where(spendOrders(companyId, filter))
      .groupBy(
        sql`grouping sets ((${supplierId}, ${supplierName}, ${currency}), (${projectId}, ${currency}), (${month}, ${currency}))`,
      ),
  );
}

/**
 * The company's all-time rows of `spend_totals` (migration 0021, kept by triggers with every
 * write of the orders and their goods), summed per key, name and decimal places of the orders'
 * amounts: a key has a row for each, and more while two writes met. Places whose orders add up
 * to none are left out, so a key's sum has the places a sum of its orders would.
 */
function groupTotals(db: Db, companyId: number) {
  const { dimension, key, supplierId, supplierName, currency, scale } = spendTotals;
  return db.$with('spend_groups').as(
    db
      .select({
        dimension: groupColumns.dimension(sql`${dimension}`),
        supplierId: groupColumns.supplierId(sql`${supplierId}`),
        supplierName: groupColumns.supplierName(sql`${supplierName}`),
        projectId: groupColumns.projectId(
          sql`case when ${dimension} = 'project' then ${key}::int end`,
        ),
        month: groupColumns.month(sql`case when ${dimension} = 'month' then ${key} end`),
        currency: groupColumns.currency(sql`${currency}`),
        orders: groupColumns.orders(sql`sum(${spendTotals.orders})::int`),
        total: groupColumns.total(sql`sum(${spendTotals.amount})`),
      })
      .from(spendTotals)
      .where(eq(spendTotals.stakeholderId, companyId))
      .groupBy(dimension, currency, key, supplierId, supplierName, scale)
      .having(sql`sum(${spendTotals.orders}) > 0`),
  );
}

/**
 * The spend by supplier, project, month and category, in one statement: without a filter from
 * the all-time summary, else from the orders, read once and grouped three ways. The categories
 * are summed from the supplier groups, since an order has one supplier and counts in full under
 * each of its categories (a supplier's categories are distinct). Four statements each reading
 * every order cost twice as much (docs/measurements/queries.md § Queries at scale).
 *
 * Rows come grouping by grouping: by supplier, project and category with the currency first and
 * the largest total first, by month oldest first.
 */
export async function sumSpend(db: Db, companyId: number, filter: AnalyticsFilter) {
  const groups = isAllTime(filter)
    ? groupTotals(db, companyId)
    : groupOrders(db, companyId, filter);
  const row = (grouping: SpendGrouping, key: SQL, label: SQL) => ({
    grouping: sql<SpendGrouping>`${grouping}::text`.as('spend_grouping'),
    key: sql<string | null>`${key}`.as('key'),
    label: sql<string | null>`${label}`.as('label'),
    currency: sql<Currency>`${groups.currency}`.as('row_currency'),
    orders: sql<number>`sum(${groups.orders})::int`.as('row_orders'),
    total: sql<string>`sum(${groups.total})::text`.as('row_total'),
    amount: sql<string>`sum(${groups.total})`.as('row_amount'),
  });
  const supplierKey = sql`coalesce(${groups.supplierId}::text, 'name:' || ${groups.supplierName})`;
  const category = sql<string>`category`;
  const of = (dimension: SpendDimension) => sql`${groups.dimension} = ${dimension}`;
  const parts = unionAll(
    db
      .select(row('supplier', supplierKey, sql`max(${groups.supplierName})`))
      .from(groups)
      .where(of('supplier'))
      .groupBy(supplierKey, groups.currency),
    db
      .select(row('project', sql`${groups.projectId}::text`, sql`${projects.name}`))
      .from(groups)
      .leftJoin(projects, eq(projects.id, groups.projectId))
      .where(of('project'))
      .groupBy(groups.projectId, groups.currency, projects.name),
    db
      .select(row('month', sql`${groups.month}`, sql`${groups.month}`))
      .from(groups)
      .where(of('month'))
      .groupBy(groups.month, groups.currency),
    db
      .select(row('category', category, category))
      .from(groups)
      .leftJoin(suppliers, eq(suppliers.id, groups.supplierId))
      .crossJoin(
        sql`unnest(case when cardinality(${suppliers.categories}) > 0 then ${suppliers.categories} else array['']::varchar[] end) category`,
      )
      .where(of('supplier'))
      .groupBy(category, groups.currency),
  ).as('spend_rows');
  return db
    .with(groups)
    .select({
      grouping: parts.grouping,
      key: parts.key,
      label: parts.label,
      currency: parts.currency,
      orders: parts.orders,
      total: parts.total,
    })
    .from(parts)
    .orderBy(
      parts.grouping,
      sql`case when ${parts.grouping} = 'month' then ${parts.key} end`,
      parts.currency,
      desc(parts.amount),
      parts.key,
    );
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
        eq(rfqAwards.stakeholderId, companyId),
        ...inPeriod(rfqAwards.awardedAt, filter),
        filter.project_id === undefined ? undefined : eq(rfqs.projectId, filter.project_id),
      ),
    )
    .groupBy(projects.id, rfqAwards.currency)
    .orderBy(asc(projects.name), asc(projects.id), asc(rfqAwards.currency));
}
