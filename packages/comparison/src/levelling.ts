import { Dec, toDec, type Dec as Decimal } from './decimal.ts';
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

/** The line's price in the request's currency per comparable unit; null without price or rate. */
export function levelledPrice(
  line: QuoteLine,
  factor: Decimal,
  documentFactor: Decimal,
  rate: Decimal | null,
): Decimal | null {
  if (line.unitPrice == null || rate === null) return null;
  const discount = line.discountPct == null ? ZERO : toDec(line.discountPct).div(100);
  return toDec(line.unitPrice)
    .times(ONE.minus(discount))
    .times(documentFactor)
    .times(rate)
    .div(factor);
}
