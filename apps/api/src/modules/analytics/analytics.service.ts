import type {
  AnalyticsFilter,
  PriceTrend,
  PriceTrendQuery,
  Savings,
  Spend,
  SpendRow,
  SupplierPerformance,
} from '@app/shared/schemas/analytics';
import type { AppContext } from '../../app-context.ts';
import type { Scope } from '../../lib/permissions.ts';
import { sumSavingsByProject, sumSpend, type SpendGrouping } from './analytics-spend.repository.ts';
import { sumSupplierPerformance } from './analytics-suppliers.repository.ts';
import { findTrendItems, findTrendPoints } from './analytics-trend.repository.ts';

type Ctx = Pick<AppContext, 'db'>;

/**
 * GET /analytics/spend/: the company's spend (docs/product-rules.md § Analytics) by supplier,
 * project, month and supplier category, each group per currency, summed exactly in SQL.
 */
export async function getSpend(ctx: Ctx, scope: Scope, filter: AnalyticsFilter): Promise<Spend> {
  const rows = await sumSpend(ctx.db, scope.stakeholderId, filter);
  const of = (grouping: SpendGrouping): SpendRow[] =>
    rows
      .filter((row) => row.grouping === grouping)
      .map((row) => ({
        key: row.key ?? '',
        label: row.label ?? '',
        currency: row.currency,
        orders: row.orders,
        total: row.total,
      }));
  return {
    by_supplier: of('supplier'),
    by_project: of('project'),
    by_month: of('month'),
    by_category: of('category'),
  };
}

/**
 * GET /analytics/savings/: per project and currency, the awards confirmed in the period against
 * the project's budget, and the savings stored with them (docs/product-rules.md § Analytics).
 */
export async function getSavings(
  ctx: Ctx,
  scope: Scope,
  filter: AnalyticsFilter,
): Promise<Savings> {
  const rows = await sumSavingsByProject(ctx.db, scope.stakeholderId, filter);
  return {
    projects: rows.map((row) => ({
      project_id: row.projectId,
      project_name: row.projectName,
      currency: row.currency,
      awards: row.awards,
      awarded_total: row.awardedTotal,
      budget: row.budget,
      budget_left: row.budgetLeft,
      saving_vs_highest: row.savingVsHighest,
      saving_vs_median: row.savingVsMedian,
    })),
  };
}

/**
 * GET /analytics/price-trend/: the items of the price memory with the most records and every
 * supplier's levelled price of one of them over time (the asked one, else the first).
 */
export async function getPriceTrend(
  ctx: Ctx,
  scope: Scope,
  query: PriceTrendQuery,
): Promise<PriceTrend> {
  const company = scope.stakeholderId;
  const items = await findTrendItems(ctx.db, company, query);
  const itemKey = query.item_key || items[0]?.itemKey;
  const points = itemKey ? await findTrendPoints(ctx.db, company, query, itemKey) : [];
  return {
    items: items.map((item) => ({
      item_key: item.itemKey,
      description: item.description,
      records: item.records,
    })),
    item_key: itemKey ?? null,
    points: points.map((p) => ({
      date: p.date,
      supplier_id: p.supplierId,
      supplier_name: p.supplierName,
      project_id: p.projectId,
      project_name: p.projectName,
      rfq_id: p.rfqId,
      rfq_number: p.rfqNumber,
      currency: p.currency,
      unit: p.unit,
      price: p.price,
    })),
  };
}

/**
 * GET /analytics/suppliers/: per supplier of the company, its invitations, answers, median time
 * to answer, wins, coverage and substitutions (docs/product-rules.md § Analytics).
 */
export async function getSupplierPerformance(
  ctx: Ctx,
  scope: Scope,
  filter: AnalyticsFilter,
): Promise<SupplierPerformance> {
  const rows = await sumSupplierPerformance(ctx.db, scope.stakeholderId, filter);
  return {
    suppliers: rows.map((row) => ({
      supplier_id: row.supplierId,
      supplier_name: row.supplierName,
      invited: row.invited,
      answered: row.answered,
      median_hours_to_answer: row.medianHours === null ? null : Number(row.medianHours),
      wins: row.wins,
      items_won: row.itemsWon,
      items_invited: row.itemsInvited,
      items_answered: row.itemsAnswered,
      items_compared: row.itemsCompared,
      substitutions: row.substitutions,
    })),
  };
}
