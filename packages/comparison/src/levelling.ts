import { Dec, times, toDec, type DecimalInput, type Dec as Decimal } from './decimal.ts';
import type { Quote, QuoteLine } from './types.ts';

/**
 * The levelling formula's parts (docs/product-rules.md § Comparing and awarding, Levelling):
 * `unit price × (1 − line discount) × (1 − document discount ÷ subtotal) × FX ÷ factor`.
 */

const ZERO = new Dec(0);
const ONE = new Dec(1);

function lineAmount(line: QuoteLine): Decimal {
  if (line.lineTotal != null) return toDec(line.lineTotal);
  if (line.quantity == null || line.unitPrice == null) return ZERO;
  const discount = line.discountPct == null ? ZERO : toDec(line.discountPct).div(100);
  return toDec(line.quantity).times(toDec(line.unitPrice)).times(ONE.minus(discount));
}

/** `1 − document discount ÷ subtotal` (the lines' amounts when no subtotal was read). */
export function quoteDiscountFactor(quote: Quote): Decimal {
  const discount = quote.discountTotal == null ? ZERO : toDec(quote.discountTotal);
  if (discount.isZero()) return ONE;
  let subtotal = quote.subtotal == null ? null : toDec(quote.subtotal);
  if (!subtotal || subtotal.isZero())
    subtotal = quote.lines.reduce((sum, l) => sum.plus(lineAmount(l)), ZERO);
  return subtotal.isZero() ? ONE : ONE.minus(discount.div(subtotal));
}

/**
 * Each line's levelled price before the conversion factor, `unit price × (1 − line discount) ×
 * document factor × FX` in that order (null without a price, an amount or a rate): the levelled
 * price is it ÷ the factor. A discount's `1 − d ÷ 100` is worked out once per quote.
 */
export function netUnitPrices(
  lines: QuoteLine[],
  documentFactor: Decimal,
  rate: Decimal | null,
): (Decimal | null)[] {
  const kept = new Map<string, Decimal>();
  const keptFactor = (discountPct: DecimalInput): Decimal => {
    // toDec reads a number as its string, so both spellings of a discount are one key.
    const key = String(discountPct);
    let factor = kept.get(key);
    if (!factor) kept.set(key, (factor = ONE.minus(toDec(key).div(100))));
    return factor;
  };
  return lines.map((line) => {
    if (rate === null) return null;
    // A price the reader could not read is the line's amount over its quantity (the amount is
    // after the line's discount).
    if (line.unitPrice == null) {
      if (line.lineTotal == null || line.quantity == null) return null;
      const quantity = toDec(line.quantity);
      if (quantity.lte(0)) return null;
      return times(times(toDec(line.lineTotal).div(quantity), documentFactor), rate);
    }
    const discounted = line.discountPct == null ? ONE : keptFactor(line.discountPct);
    return times(times(times(toDec(line.unitPrice), discounted), documentFactor), rate);
  });
}
