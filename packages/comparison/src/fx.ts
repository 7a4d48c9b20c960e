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

/** The development corpus's fixed rates: 1 USD = 18.50 MXN = 4000 COP = 950 CLP; 1 EUR = 1.08 USD. */
export const SEED_FX_TABLE: FxTable = {
  base: 'USD',
  rates: {
    MXN: { unitsPerBase: '18.50' },
    COP: { unitsPerBase: '4000' },
    CLP: { unitsPerBase: '950' },
    EUR: { baseValue: '1.08' },
  },
};

/** One unit's value in the base as a fraction, so a conversion divides only once. */
function valueInBase(table: FxTable, currency: string): [Decimal, Decimal] {
  if (currency === table.base) return [new Dec(1), new Dec(1)];
  const rate = table.rates[currency];
  if (!rate) throw new Error(`No exchange rate for ${currency} in the table`);
  return 'baseValue' in rate
    ? [toDec(rate.baseValue), new Dec(1)]
    : [new Dec(1), toDec(rate.unitsPerBase)];
}

/** Units of `to` per unit of `from`. */
export function fxRate(table: FxTable, from: string, to: string): Decimal {
  if (from === to) return new Dec(1);
  const [fromNum, fromDen] = valueInBase(table, from);
  const [toNum, toDen] = valueInBase(table, to);
  return fromNum.times(toDen).div(fromDen.times(toNum));
}

/** One row of a company's dated table: 1 `base` = `rate` `quote`, from `validFrom` on. */
export interface FxPair {
  base: string;
  quote: string;
  rate: DecimalInput;
  /** ISO date (YYYY-MM-DD) from which the rate holds, until a later row of the same pair. */
  validFrom: string;
}

/** The seed table as dated pairs, valid since 2000-01-01 so every older quote has a rate. */
export const SEED_FX_PAIRS: FxPair[] = [
  { base: 'USD', quote: 'MXN', rate: '18.50', validFrom: '2000-01-01' },
  { base: 'USD', quote: 'COP', rate: '4000', validFrom: '2000-01-01' },
  { base: 'USD', quote: 'CLP', rate: '950', validFrom: '2000-01-01' },
  { base: 'EUR', quote: 'USD', rate: '1.08', validFrom: '2000-01-01' },
];

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
