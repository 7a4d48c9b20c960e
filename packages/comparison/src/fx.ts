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
