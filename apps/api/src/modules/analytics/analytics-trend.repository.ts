import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Currency, UnitCode } from '@app/shared/constants/purchasing';
import type { AnalyticsFilter } from '@app/shared/schemas/analytics';
import type { Db } from '../../db/client.ts';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  priceItemMonths,
  priceItemTotals,
  priceRecords,
  projects,
  quotes,
  rfqs,
  suppliers,
} from '../../db/schema/index.ts';
import { inDateRange } from './analytics-period.ts';

/*
 * The price trend of docs/product-rules.md § Analytics, read from the price memory
 * (§ Price memory): every record of one item key, and the keys with the most records.
 */

/** How many item keys the trend offers to choose from. */
export const TREND_ITEM_CHOICES = 20;
/** Most prices one trend draws (the oldest beyond it are left out). */
export const TREND_MAX_POINTS = 1000;

function records(companyId: number, filter: AnalyticsFilter, itemKey?: string): SQL | undefined {
  return and(
    eq(priceRecords.stakeholderId, companyId),
    itemKey === undefined ? undefined : eq(priceRecords.itemKey, itemKey),
    ...inDateRange(priceRecords.priceDate, filter),
    filter.project_id === undefined ? undefined : eq(priceRecords.projectId, filter.project_id),
    filter.supplier_id === undefined ? undefined : eq(priceRecords.supplierId, filter.supplier_id),
  );
}

/** One day later, as `YYYY-MM-DD` (UTC calendar arithmetic). */
function nextDay(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The first day of the month after the day's, as `YYYY-MM-DD`. */
function firstOfNextMonth(day: string): string {
  const next = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * The months lying wholly inside the period, `[first, end)` as first days of months (undefined:
 * unbounded on that side). The period's other days are its edges, read from the records.
 */
export function wholeMonths(filter: Pick<AnalyticsFilter, 'from' | 'to'>) {
  const first = !filter.from
    ? undefined
    : filter.from.endsWith('-01')
      ? filter.from
      : firstOfNextMonth(filter.from);
  const end = !filter.to ? undefined : `${nextDay(filter.to).slice(0, 7)}-01`;
  return { first, end };
}

/**
 * Records per item key. Without any filter they are `price_item_totals`; with a period and no
 * project or supplier filter the whole months come from `price_item_months` and only the days at
 * the period's edges from the records (both summaries kept by triggers with every write of the
 * price memory); with a project or supplier filter, the records of that project or supplier
 * through their own index (a few thousand at most).
 */
function countByItem(db: Db, companyId: number, filter: AnalyticsFilter) {
  const count_ = sql<number>`count(*)::int`;
  const fromRecords = (where: SQL | undefined) =>
    db
      .select({ itemKey: priceRecords.itemKey, records: count_.as('records') })
      .from(priceRecords)
      .where(where)
      .groupBy(priceRecords.itemKey);
  if (filter.project_id !== undefined || filter.supplier_id !== undefined)
    return fromRecords(records(companyId, filter)).as('counted');
  if (!filter.from && !filter.to)
    return db
      .select({ itemKey: priceItemTotals.itemKey, records: priceItemTotals.records })
      .from(priceItemTotals)
      .where(eq(priceItemTotals.stakeholderId, companyId))
      .as('counted');
  const { first, end } = wholeMonths(filter);
  if (first !== undefined && end !== undefined && first >= end)
    return fromRecords(records(companyId, filter)).as('counted');
  const months = db
    .select({
      itemKey: priceItemMonths.itemKey,
      records: sql<number>`sum(${priceItemMonths.records})::int`.as('records'),
    })
    .from(priceItemMonths)
    .where(
      and(
        eq(priceItemMonths.stakeholderId, companyId),
        first === undefined ? undefined : sql`${priceItemMonths.month} >= ${first}::date`,
        end === undefined ? undefined : sql`${priceItemMonths.month} < ${end}::date`,
      ),
    )
    .groupBy(priceItemMonths.itemKey);
  // The days before the first whole month and from the end of the last one, in the period.
  const edges = or(
    first === undefined ? undefined : sql`${priceRecords.priceDate} < ${first}::date`,
    end === undefined ? undefined : sql`${priceRecords.priceDate} >= ${end}::date`,
  );
  const all =
    edges === undefined
      ? months
      : unionAll(months, fromRecords(and(records(companyId, filter), edges)));
  const union = all.as('parts');
  return db
    .select({
      itemKey: sql<string>`${union.itemKey}`.as('item_key'),
      records: sql<number>`sum(${union.records})::int`.as('records'),
    })
    .from(union)
    .groupBy(union.itemKey)
    .as('counted');
}

/**
 * The item keys with the most records, each with its newest description. The keys are counted
 * first and only the chosen ones look up a description: taking the newest description in the
 * same pass sorted every record of every key (8 s over 2,000,000 records, npm run bench:analytics).
 */
export function findTrendItems(db: Db, companyId: number, filter: AnalyticsFilter) {
  const counted = countByItem(db, companyId, filter);
  const top = db
    .select({ itemKey: counted.itemKey, records: counted.records })
    .from(counted)
    .orderBy(desc(counted.records), asc(counted.itemKey))
    .limit(TREND_ITEM_CHOICES)
    .as('top');
  // Written out: the subquery's own alias keeps its columns apart from the outer `top`'s.
  const description = sql<string>`(select newest.description from ${priceRecords} newest
    where newest.stakeholder_id = ${companyId} and newest.item_key = top.item_key
    order by newest.price_date desc, newest.id desc limit 1)`;
  return db
    .select({ itemKey: top.itemKey, description, records: top.records })
    .from(top)
    .orderBy(desc(top.records), asc(top.itemKey));
}

/**
 * Every supplier's levelled unit price of one item, oldest first (the newest when capped). The
 * names are looked up per record by primary key: joined, PostgreSQL hashed all of the company's
 * RFQs and read the quote of every record, though a record's quote only names a supplier that has
 * left the directory (docs/measurements/queries.md § Queries at scale).
 */
export async function findTrendPoints(
  db: Db,
  companyId: number,
  filter: AnalyticsFilter,
  itemKey: string,
) {
  const supplierName = sql<string>`coalesce(
    (select ${suppliers.legalName} from ${suppliers} where ${suppliers.id} = ${priceRecords.supplierId}),
    (select ${quotes.supplierName} from ${quotes} where ${quotes.id} = ${priceRecords.quoteId}), '')`;
  const newest = db
    .select({
      date: priceRecords.priceDate,
      supplierId: priceRecords.supplierId,
      supplierName,
      projectId: priceRecords.projectId,
      projectName: sql<
        string | null
      >`(select ${projects.name} from ${projects} where ${projects.id} = ${priceRecords.projectId})`,
      rfqId: priceRecords.rfqId,
      rfqNumber: sql<
        string | null
      >`(select ${rfqs.number} from ${rfqs} where ${rfqs.id} = ${priceRecords.rfqId})`,
      currency: sql<Currency>`${priceRecords.currency}`,
      unit: sql<UnitCode>`${priceRecords.unit}`,
      price: sql<string>`${priceRecords.levelledUnitPrice}::text`,
      id: priceRecords.id,
    })
    .from(priceRecords)
    .where(records(companyId, filter, itemKey))
    .orderBy(desc(priceRecords.priceDate), desc(priceRecords.id))
    .limit(TREND_MAX_POINTS);
  const rows = await newest;
  return rows.reverse();
}
