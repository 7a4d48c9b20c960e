import { Dec, toDec, type DecimalInput, type Dec as Decimal } from './decimal.ts';

/**
 * The company's exchange-rate table: each rate is either "one base unit buys N of this
 * currency" (1 USD = 18.50 MXN) or "one of this currency is worth N base units"
 * (1 EUR = 1.08 USD), so that every rate is entered exactly as it was printed.
 */
export interface FxTable {
  base: string;
  rates: Record<string, { unitsPerBase: DecimalInput } | { baseValue: DecimalInput }>;
  /** The date the rates were taken (shown beside the comparison). */
  date?: string;
}

/**
 * One unit's value in the base as a fraction, so a conversion divides only once; null when the
 * table has no rate for the currency (or a rate that is not positive).
 */
function valueInBase(table: FxTable, currency: string): [Decimal, Decimal] | null {
  if (currency === table.base) return [new Dec(1), new Dec(1)];
  const rate = table.rates[currency];
  if (!rate) return null;
  const value = toDec('baseValue' in rate ? rate.baseValue : rate.unitsPerBase);
  if (!value.isFinite() || value.lte(0)) return null;
  return 'baseValue' in rate ? [value, new Dec(1)] : [new Dec(1), value];
}

/**
 * Units of `to` per unit of `from`, or null when the table lacks either currency: the caller
 * marks the offer not levelled, never converts at a built-in rate (docs/product-rules.md §
 * Exchange rates). The engine holds no rates of its own.
 */
export function fxRate(table: FxTable | undefined, from: string, to: string): Decimal | null {
  if (from === to) return new Dec(1);
  if (!table) return null;
  const fromValue = valueInBase(table, from);
  const toValue = valueInBase(table, to);
  if (!fromValue || !toValue) return null;
  return fromValue[0].times(toValue[1]).div(fromValue[1].times(toValue[0]));
}

/** One row of a company's dated table: 1 `base` = `rate` `quote`, from `validFrom` on. */
export interface FxPair {
  base: string;
  quote: string;
  rate: DecimalInput;
  /** ISO date (YYYY-MM-DD) from which the rate holds, until a later row of the same pair. */
  validFrom: string;
}

/** Each pair's row valid on `date`: the latest `validFrom` not after it. */
function pairsValidOn(pairs: FxPair[], date: string): FxPair[] {
  const latest = new Map<string, FxPair>();
  for (const pair of pairs) {
    if (pair.validFrom > date) continue;
    const key = `${pair.base}/${pair.quote}`;
    const held = latest.get(key);
    if (!held || held.validFrom < pair.validFrom) latest.set(key, pair);
  }
  return [...latest.values()];
}

/**
 * Units of `to` per unit of `from` on `date`, through the fewest rates valid that day (a rate
 * read either way, multiplied exactly), or null when no chain of valid rates links them: the
 * caller flags the offer instead of converting at 1 (docs/product-rules.md § Exchange rates).
 */
export function fxRateOn(pairs: FxPair[], from: string, to: string, date: string): Decimal | null {
  if (from === to) return new Dec(1);
  // Rates are kept as fractions (numerator, denominator) so the chain divides only once.
  const edges = new Map<string, { to: string; num: Decimal; den: Decimal }[]>();
  const link = (a: string, b: string, num: Decimal, den: Decimal) =>
    edges.set(a, [...(edges.get(a) ?? []), { to: b, num, den }]);
  for (const pair of pairsValidOn(pairs, date)) {
    const rate = toDec(pair.rate);
    if (rate.lte(0)) continue;
    link(pair.base, pair.quote, rate, new Dec(1));
    link(pair.quote, pair.base, new Dec(1), rate);
  }
  const reached = new Map<string, [Decimal, Decimal]>([[from, [new Dec(1), new Dec(1)]]]);
  const queue = [from];
  while (queue.length) {
    const at = queue.shift()!;
    const [num, den] = reached.get(at)!;
    for (const edge of edges.get(at) ?? []) {
      if (reached.has(edge.to)) continue;
      const next: [Decimal, Decimal] = [num.times(edge.num), den.times(edge.den)];
      if (edge.to === to) return next[0].div(next[1]);
      reached.set(edge.to, next);
      queue.push(edge.to);
    }
  }
  return null;
}
