import { Dec, type Dec as Decimal } from '@app/comparison/decimal';
import type { Currency, UnitCode } from '@app/shared/constants/purchasing';
import {
  PRICE_ALERT_MIN_RECORDS,
  PRICE_ALERT_THRESHOLD_PCT,
  PRICE_ALERT_WINDOW_DAYS,
  type PriceAlert,
} from '@app/shared/schemas/price-memory';
import type { AppContext } from '../../app-context.ts';
import type { Scope } from '../../lib/permissions.ts';
import { findMedians } from './price-memory.repository.ts';
import {
  priceDateOf,
  type PricedLine,
  type PricedQuote,
} from '../levelling/engine-mapping.service.ts';
import { levelQuote } from './price-memory.service.ts';

type Ctx = Pick<AppContext, 'db'>;

/** One price to hold against the history; `ref` names it in the answer. */
export type AlertQuery = {
  ref: string;
  itemKey: string;
  currency: Currency;
  unit: UnitCode;
  price: Decimal;
  /** The offer's own date: the window is the 90 days up to it. */
  date: string;
  /** The quote the price belongs to, whose own records are no history. */
  excludeQuoteId: number | null;
};

function daysBefore(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
}

/**
 * The alerts of docs/product-rules.md § Price memory: each price at least 10 % away from the
 * median of at least 3 of the company's records of the same item, currency and unit, dated in the
 * 90 days up to the price's date, other quotes only. The median is exact: percentile_disc picks
 * the stored middle values and they are averaged as decimals.
 */
export async function findPriceAlerts(
  ctx: Ctx,
  scope: Scope,
  queries: AlertQuery[],
): Promise<Map<string, PriceAlert>> {
  const alerts = new Map<string, PriceAlert>();
  const groups = new Map<string, AlertQuery[]>();
  for (const query of queries.filter((q) => q.itemKey !== '')) {
    const key = `${query.currency}|${query.date}|${query.excludeQuoteId}`;
    const group = groups.get(key);
    if (group) group.push(query);
    else groups.set(key, [query]);
  }
  for (const group of groups.values()) {
    const first = group[0]!;
    const rows = await findMedians(ctx.db, {
      stakeholderId: scope.stakeholderId,
      currency: first.currency,
      itemKeys: [...new Set(group.map((q) => q.itemKey))],
      from: daysBefore(first.date, PRICE_ALERT_WINDOW_DAYS),
      to: first.date,
      excludeQuoteId: first.excludeQuoteId,
    });
    const rowOf = new Map(rows.map((r) => [`${r.itemKey}|${r.unit}`, r]));
    for (const query of group) {
      const row = rowOf.get(`${query.itemKey}|${query.unit}`);
      if (!row || row.count < PRICE_ALERT_MIN_RECORDS) continue;
      const median = new Dec(row.lowMiddle).plus(row.highMiddle).div(2);
      if (median.lte(0)) continue;
      const percent = query.price.minus(median).abs().div(median).times(100);
      if (percent.lt(PRICE_ALERT_THRESHOLD_PCT)) continue;
      alerts.set(query.ref, {
        direction: query.price.gt(median) ? 'above' : 'below',
        percent: percent.toDecimalPlaces(0).toFixed(),
        median: median.toDecimalPlaces(4).toFixed(),
        record_count: row.count,
        item_key: query.itemKey,
        currency: query.currency,
        unit: query.unit,
      });
    }
  }
  return alerts;
}

/**
 * The alerts of a quote's lines as they would be remembered (levelled as at confirmation), for the
 * review screen; keyed by line position.
 */
export async function findQuoteLineAlerts(
  ctx: Ctx,
  scope: Scope,
  quote: PricedQuote,
  lines: PricedLine[],
): Promise<{ position: number; alert: PriceAlert }[]> {
  const { levelled } = await levelQuote(ctx, scope, quote, lines);
  const date = priceDateOf(quote);
  const alerts = await findPriceAlerts(
    ctx,
    scope,
    levelled.map((line) => ({
      ref: String(line.position),
      itemKey: line.itemKey,
      currency: line.currency,
      unit: line.unit,
      price: line.levelledUnitPrice,
      date,
      excludeQuoteId: quote.id,
    })),
  );
  return levelled.flatMap((line) => {
    const alert = alerts.get(String(line.position));
    return alert ? [{ position: line.position, alert }] : [];
  });
}
