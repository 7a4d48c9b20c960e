import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnalyticsFilter } from '@app/shared/schemas/analytics';

/**
 * The period of docs/product-rules.md § Analytics: whole UTC days, `from` and `to` both included.
 * The bounds are written as instants so an index on the timestamp can still be used.
 */
export function inPeriod(column: AnyColumn, filter: AnalyticsFilter): SQL[] {
  const bounds: SQL[] = [];
  if (filter.from)
    bounds.push(sql`${column} >= (${filter.from}::date)::timestamp at time zone 'UTC'`);
  if (filter.to) {
    bounds.push(sql`${column} < (${filter.to}::date + 1)::timestamp at time zone 'UTC'`);
  }
  return bounds;
}

/** The same period on a date column (a price record's date). */
export function inDateRange(column: AnyColumn, filter: AnalyticsFilter): SQL[] {
  const bounds: SQL[] = [];
  if (filter.from) bounds.push(sql`${column} >= ${filter.from}::date`);
  if (filter.to) bounds.push(sql`${column} <= ${filter.to}::date`);
  return bounds;
}
