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

export type SpendGrouping = 'supplier' | 'project' | 'month' | 'category';

/**
 * The spend by supplier, project, month and category, in one statement that reads the orders once:
 * grouping sets sum them per supplier, per project and per month (each with the currency), and
 * the categories are summed from the supplier groups, since an order has one supplier and counts
 * in full under each of its categories (a supplier's categories are distinct). Four statements
 * each reading every order cost twice as much (docs/architecture.md § Queries at scale).
 *
 * Rows come grouping by grouping: by supplier, project and category with the currency first and
 * the largest total first, by month oldest first.
 */
export async function sumSpend(db: Db, companyId: number, filter: AnalyticsFilter) {
  const supplierKey = sql<string>`coalesce(${purchaseOrders.supplierId}::text, 'name:' || ${purchaseOrders.supplierName})`;
  const month = sql<string>`to_char(${purchaseOrders.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const projectId = sql`${purchaseOrders.projectId}`;
  const groups = db.$with('spend_groups').as(
    db
      .select({
        // 0b011: by supplier; 0b101: by project; 0b110: by month.
        grouping: sql<number>`grouping(${supplierKey}, ${projectId}, ${month})`.as('spend_set'),
        supplierKey: supplierKey.as('spend_supplier_key'),
        supplierId: sql<number | null>`min(${purchaseOrders.supplierId})`.as('spend_supplier_id'),
        supplierName: sql<string>`max(${purchaseOrders.supplierName})`.as('spend_supplier_name'),
        projectId: sql<number | null>`${projectId}`.as('spend_project_id'),
        month: month.as('spend_month'),
        currency: sql<Currency>`${purchaseOrders.currency}`.as('spend_currency'),
        orders: sql<number>`count(*)::int`.as('spend_orders'),
        total: sql<string>`sum(${purchaseOrderGoods.amount})`.as('spend_total'),
      })
      .from(purchaseOrderGoods)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderGoods.purchaseOrderId))
      .where(spendOrders(companyId, filter))
      .groupBy(
        sql`grouping sets ((${supplierKey}, ${purchaseOrders.currency}), (${projectId}, ${purchaseOrders.currency}), (${month}, ${purchaseOrders.currency}))`,
      ),
  );
  const row = (grouping: SpendGrouping, key: SQL, label: SQL) => ({
    grouping: sql<SpendGrouping>`${grouping}::text`.as('spend_grouping'),
    key: sql<string | null>`${key}`.as('key'),
    label: sql<string | null>`${label}`.as('label'),
    currency: sql<Currency>`${groups.currency}`.as('row_currency'),
    orders: sql<number>`${groups.orders}`.as('row_orders'),
    total: sql<string>`${groups.total}::text`.as('row_total'),
    amount: sql<string>`${groups.total}`.as('row_amount'),
  });
  const category = sql<string>`category`;
  const parts = unionAll(
    db
      .select(row('supplier', sql`${groups.supplierKey}`, sql`${groups.supplierName}`))
      .from(groups)
      .where(sql`${groups.grouping} = 3`),
    db
      .select(row('project', sql`${groups.projectId}::text`, sql`${projects.name}`))
      .from(groups)
      .leftJoin(projects, eq(projects.id, groups.projectId))
      .where(sql`${groups.grouping} = 5`),
    db
      .select(row('month', sql`${groups.month}`, sql`${groups.month}`))
      .from(groups)
      .where(sql`${groups.grouping} = 6`),
    db
      .select({
        grouping: sql<SpendGrouping>`'category'::text`.as('spend_grouping'),
        key: category.as('key'),
        label: category.as('label'),
        currency: sql<Currency>`${groups.currency}`.as('row_currency'),
        orders: sql<number>`sum(${groups.orders})::int`.as('row_orders'),
        total: sql<string>`sum(${groups.total})::text`.as('row_total'),
        amount: sql<string>`sum(${groups.total})`.as('row_amount'),
      })
      .from(groups)
      .leftJoin(suppliers, eq(suppliers.id, groups.supplierId))
      .crossJoin(
        sql`unnest(case when cardinality(${suppliers.categories}) > 0 then ${suppliers.categories} else array['']::varchar[] end) category`,
      )
      .where(sql`${groups.grouping} = 3`)
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
