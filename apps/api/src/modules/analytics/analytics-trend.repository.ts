import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Currency, UnitCode } from '@app/shared/constants/purchasing';
import type { AnalyticsFilter } from '@app/shared/schemas/analytics';
import type { Db } from '../../db/client.ts';
import { priceRecords, projects, quotes, rfqs, suppliers } from '../../db/schema/index.ts';
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

/**
 * The item keys with the most records, each with its newest description. The keys are counted
 * first and only the chosen ones look up a description: taking the newest description in the
 * same pass sorted every record of every key (8 s over 2,000,000 records, npm run bench:analytics).
 */
export function findTrendItems(db: Db, companyId: number, filter: AnalyticsFilter) {
  const where = records(companyId, filter);
  const count_ = sql<number>`count(*)::int`;
  const top = db
    .select({ itemKey: priceRecords.itemKey, records: count_.as('records') })
    .from(priceRecords)
    .where(where)
    .groupBy(priceRecords.itemKey)
    .orderBy(desc(count_), asc(priceRecords.itemKey))
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

/** Every supplier's levelled unit price of one item, oldest first (the newest when capped). */
export async function findTrendPoints(
  db: Db,
  companyId: number,
  filter: AnalyticsFilter,
  itemKey: string,
) {
  const newest = db
    .select({
      date: priceRecords.priceDate,
      supplierId: priceRecords.supplierId,
      supplierName: sql<string>`coalesce(${suppliers.legalName}, ${quotes.supplierName}, '')`,
      projectId: priceRecords.projectId,
      projectName: projects.name,
      rfqId: priceRecords.rfqId,
      rfqNumber: rfqs.number,
      currency: sql<Currency>`${priceRecords.currency}`,
      unit: sql<UnitCode>`${priceRecords.unit}`,
      price: sql<string>`${priceRecords.levelledUnitPrice}::text`,
      id: priceRecords.id,
    })
    .from(priceRecords)
    .innerJoin(quotes, eq(quotes.id, priceRecords.quoteId))
    .leftJoin(suppliers, eq(suppliers.id, priceRecords.supplierId))
    .leftJoin(projects, eq(projects.id, priceRecords.projectId))
    .leftJoin(rfqs, eq(rfqs.id, priceRecords.rfqId))
    .where(records(companyId, filter, itemKey))
    .orderBy(desc(priceRecords.priceDate), desc(priceRecords.id))
    .limit(TREND_MAX_POINTS);
  const rows = await newest;
  return rows.reverse();
}
