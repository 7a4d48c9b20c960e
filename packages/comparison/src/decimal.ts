import Decimal from 'decimal.js';

/**
 * The package's own Decimal: 40 significant digits and half-up rounding, so that money and
 * conversion factors never pass through binary floating point (docs/product-rules.md, money).
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = Decimal;

/** A decimal as it arrives in JSON: a string (preferred) or a number printed by the reader. */
export type DecimalInput = string | number;

export function toDec(value: DecimalInput | Decimal): Decimal {
  return value instanceof Dec ? value : new Dec(typeof value === 'number' ? String(value) : value);
}

/**
 * Whether `x` is exactly 1, read from its digits (`d` in base 10⁷, exponent `e`, sign `s`, as
 * decimal.js keeps a finite value, trailing zeros dropped): `eq(1)` copies its argument into a new
 * Decimal, and this is asked for every line.
 */
export function isOne(x: Decimal): boolean {
  const digits = x.d as number[] | null;
  return x.s === 1 && x.e === 0 && digits !== null && digits.length === 1 && digits[0] === 1;
}

/**
 * `a × b`, without the work when `b` is exactly 1 and `a` has no more digits than the precision
 * (the product would round nothing): most lines have no discount, no document discount, a rate
 * of 1 and a factor of 1.
 */
export function times(a: Decimal, b: Decimal): Decimal {
  return isOne(b) && a.sd() <= Dec.precision ? a : a.times(b);
}

/** `a ÷ b`, without the work when `b` is exactly 1, as for `times`. */
export function dividedBy(a: Decimal, b: Decimal): Decimal {
  return isOne(b) && a.sd() <= Dec.precision ? a : a.div(b);
}

/**
 * `x.comparedTo(y)` (−1, 0 or 1) without the copy of `y` that `comparedTo` makes, for sorting
 * and comparing a price or a quantity per line: sign, then exponent, then the base-10⁷ digits,
 * as decimal.js compares (NaN and ±Infinity are left to it).
 */
export function compareDecimals(x: Decimal, y: Decimal): number {
  const xd = x.d as number[] | null;
  const yd = y.d as number[] | null;
  if (!xd || !yd) return x.comparedTo(y);
  const isNegative = x.s < 0;
  if (!xd[0] || !yd[0]) return xd[0] ? x.s : yd[0] ? -y.s : 0;
  if (x.s !== y.s) return x.s;
  if (x.e !== y.e) return x.e > y.e !== isNegative ? 1 : -1;
  const shorter = Math.min(xd.length, yd.length);
  for (let i = 0; i < shorter; i++)
    if (xd[i] !== yd[i]) return xd[i]! > yd[i]! !== isNegative ? 1 : -1;
  if (xd.length === yd.length) return 0;
  return xd.length > yd.length !== isNegative ? 1 : -1;
}

/** Currency decimals: COP and CLP have none, every other currency two (ISO 4217 minor units). */
const ZERO_DECIMAL_CURRENCIES = new Set(['COP', 'CLP', 'JPY', 'KRW', 'PYG', 'VND', 'ISK']);

export function currencyDecimals(currency: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currency.toUpperCase()) ? 0 : 2;
}

export function roundMoney(amount: Decimal, currency: string): Decimal {
  return amount.toDecimalPlaces(currencyDecimals(currency), Decimal.ROUND_HALF_UP);
}
