import { and, count, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Currency, UnitCode } from '@app/shared/constants/purchasing';
import type { Db } from '../../db/client.ts';
import { priceRecords, projects, quotes, rfqs, suppliers } from '../../db/schema/index.ts';

export type PriceRecordValues = Omit<typeof priceRecords.$inferInsert, 'id' | 'createdAt'>;

/** Replaces every record of a quote with the given ones (a re-confirmed quote's history). */
export async function replaceQuoteRecords(
  db: Db,
  quoteId: number,
  values: PriceRecordValues[],
): Promise<void> {
  await db.delete(priceRecords).where(eq(priceRecords.quoteId, quoteId));
  if (values.length) await db.insert(priceRecords).values(values);
}

export type MedianRow = {
  itemKey: string;
  unit: UnitCode;
  /** The lower and upper middle prices (equal for an odd count), exact numeric text. */
  lowMiddle: string;
  highMiddle: string;
  count: number;
};

/**
 * The middle prices of each item key and unit over one company's records in one currency, dated
 * from `from` to `to` (inclusive), leaving out one quote's own records. percentile_disc picks
 * stored values (numeric, exact); the service averages the two middles with decimals.
 */
export function findMedians(
  db: Db,
  filter: {
    stakeholderId: number;
    currency: Currency;
    itemKeys: string[];
    from: string;
    to: string;
    excludeQuoteId: number | null;
  },
): Promise<MedianRow[]> {
  const price = priceRecords.levelledUnitPrice;
  return db
    .select({
      itemKey: priceRecords.itemKey,
      unit: priceRecords.unit,
      lowMiddle: sql<string>`percentile_disc(0.5) within group (order by ${price})`,
      highMiddle: sql<string>`percentile_disc(0.5) within group (order by ${price} desc)`,
      count: count(),
    })
    .from(priceRecords)
    .where(
      and(
        eq(priceRecords.stakeholderId, filter.stakeholderId),
        inArray(priceRecords.itemKey, filter.itemKeys),
        eq(priceRecords.currency, filter.currency),
        gte(priceRecords.priceDate, filter.from),
        lte(priceRecords.priceDate, filter.to),
        filter.excludeQuoteId === null
          ? undefined
          : ne(priceRecords.quoteId, filter.excludeQuoteId),
      ),
    )
    .groupBy(priceRecords.itemKey, priceRecords.unit);
}

/** One company's records of an item key, newest first, with supplier, project and RFQ names. */
export function listHistory(
  db: Db,
  filter: {
    stakeholderId: number;
    itemKey: string;
    currency?: Currency | undefined;
    unit?: UnitCode | undefined;
    limit: number;
  },
) {
  return db
    .select({
      id: priceRecords.id,
      priceDate: priceRecords.priceDate,
      quoteId: priceRecords.quoteId,
      description: priceRecords.description,
      currency: priceRecords.currency,
      unit: priceRecords.unit,
      levelledUnitPrice: priceRecords.levelledUnitPrice,
      supplierName: sql<
        string | null
      >`coalesce(nullif(${suppliers.tradeName}, ''), ${suppliers.legalName}, ${quotes.supplierName})`,
      projectName: projects.name,
      rfqId: priceRecords.rfqId,
      rfqNumber: rfqs.number,
    })
    .from(priceRecords)
    .innerJoin(quotes, eq(quotes.id, priceRecords.quoteId))
    .leftJoin(suppliers, eq(suppliers.id, priceRecords.supplierId))
    .leftJoin(projects, eq(projects.id, priceRecords.projectId))
    .leftJoin(rfqs, eq(rfqs.id, priceRecords.rfqId))
    .where(
      and(
        eq(priceRecords.stakeholderId, filter.stakeholderId),
        eq(priceRecords.itemKey, filter.itemKey),
        filter.currency ? eq(priceRecords.currency, filter.currency) : undefined,
        filter.unit ? eq(priceRecords.unit, filter.unit) : undefined,
      ),
    )
    .orderBy(desc(priceRecords.priceDate), desc(priceRecords.id))
    .limit(filter.limit);
}
