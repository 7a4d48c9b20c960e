import Decimal from 'decimal.js';
import { agrees, expectedTotal, type ItemDraft } from '../reading/items.ts';

/** Digits OCR confuses with each other (shape neighbours). */
const CONFUSABLE: Record<string, string[]> = {
  '0': ['8', '6', '9'],
  '1': ['7', '4'],
  '2': ['7', '3'],
  '3': ['8', '5', '9'],
  '4': ['1', '9'],
  '5': ['6', '3', '8'],
  '6': ['5', '8', '0'],
  '7': ['1', '2'],
  '8': ['3', '0', '6', '9'],
  '9': ['8', '4', '0', '3'],
};

/** Every value one confusable digit away from the given one. */
export function digitVariants(value: Decimal): Decimal[] {
  const text = value.toFixed();
  const variants: Decimal[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    for (const alt of CONFUSABLE[ch] ?? []) {
      const candidate = text.slice(0, i) + alt + text.slice(i + 1);
      if (/^0\d/.test(candidate)) continue;
      variants.push(new Decimal(candidate));
    }
  }
  return variants;
}

/**
 * Values OCR makes of a printed number by losing its decimal separator ("3,67" read as "367",
 * "0,25" as "025") or by reading one character twice ("10,710.00" as "710,710.00"): the value
 * divided by 10, 100 or 1000, and the value with any one of its digits left out.
 */
export function separatorAndExtraDigitVariants(value: Decimal): Decimal[] {
  const variants = [10, 100, 1000].map((n) => value.div(n));
  const text = value.toFixed();
  for (let i = 0; i < text.length; i++) {
    if (!/\d/.test(text[i]!)) continue;
    const candidate = text.slice(0, i) + text.slice(i + 1);
    if (!/^\d+(?:\.\d+)?$/.test(candidate) || /^0\d/.test(candidate)) continue;
    variants.push(new Decimal(candidate));
  }
  return variants.filter((v, i) => v.gt(0) && variants.findIndex((w) => w.eq(v)) === i);
}

/**
 * A quantity with one to three decimals may be a whole quantity whose group separator OCR read as
 * the decimal one ("8,500" read "8.500", 8.5): the value times a thousand.
 */
function groupSeparatorVariants(value: Decimal): Decimal[] {
  return !value.isInteger() && value.decimalPlaces() <= 3 ? [value.times(1000)] : [];
}

function variantsOf(value: Decimal): Decimal[] {
  return [...digitVariants(value), ...separatorAndExtraDigitVariants(value)];
}

/**
 * Repairs a line whose quantity × price ≠ total when exactly one misreading of one of the three
 * values (a confusable digit, a lost decimal separator, a character read twice) makes it hold.
 * When the printed line totals already add up to the printed subtotal (`totalsAgree`), the line
 * total is trusted and only the quantity or the price is repaired.
 * Returns a warning when the line cannot be repaired.
 */
export function repairLine(item: ItemDraft, decimals: number, totalsAgree = false): string | null {
  const { quantity: q, unitPrice: p, lineTotal: t, discountPct: d } = item;
  if (!q || !p || !t || item.isConsistent) return null;
  const fixes: { field: 'quantity' | 'unitPrice' | 'lineTotal'; value: Decimal }[] = [];
  if (!totalsAgree)
    for (const v of variantsOf(t))
      if (agrees(expectedTotal(q, p, d, decimals), v)) fixes.push({ field: 'lineTotal', value: v });
  for (const v of variantsOf(p))
    if (agrees(expectedTotal(q, v, d, decimals), t)) fixes.push({ field: 'unitPrice', value: v });
  for (const v of [...variantsOf(q), ...groupSeparatorVariants(q)])
    if (agrees(expectedTotal(v, p, d, decimals), t)) fixes.push({ field: 'quantity', value: v });
  // Quantities are mostly whole: between readings, one that makes a whole quantity a fraction
  // ("220" as 2.2) loses to one that gives the price its lost decimals ("367" as 3.67).
  const plausible =
    fixes.length > 1
      ? fixes.filter((f) => !(f.field === 'quantity' && q.isInteger() && !f.value.isInteger()))
      : fixes;
  if (plausible.length === 0 && totalsAgree) {
    const solved = solveFromTrustedTotal(q, p, t, d, decimals);
    if (solved) {
      const before = `${q.toFixed()} × ${p.toFixed()}`;
      item.quantity = solved.quantity;
      item.unitPrice = solved.unitPrice;
      item.isConsistent = true;
      item.repaired = true;
      return `Line "${item.description}": quantity × price read as ${before} corrected to ${solved.quantity.toFixed()} × ${solved.unitPrice.toFixed()} so that it gives the line total.`;
    }
  }
  if (plausible.length === 1) {
    const fix = plausible[0]!;
    const before = item[fix.field]!.toFixed();
    item[fix.field] = fix.value;
    item.isConsistent = true;
    item.repaired = true;
    return `Line "${item.description}": ${fix.field} read as ${before} corrected to ${fix.value.toFixed()} so that quantity × price = total.`;
  }
  return `Line "${item.description}": quantity × unit price does not give the printed line total.`;
}

/** Whether two digit strings differ by at most one digit changed, added or left out. */
function withinOneDigit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    let differences = 0;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differences++;
    return differences === 1;
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  for (let i = 0; i < long.length; i++)
    if (long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
}

const significant = (value: Decimal) => digitsOf(value).replace(/0+$/, '');
const digitsOf = (value: Decimal) =>
  value
    .toFixed()
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '');

/**
 * When the line totals add up to the printed subtotal, the line total is right, so quantity ×
 * price has one answer: the quantity is the total over the price, or the price the total over the
 * quantity. A reading is taken when it is one misread digit (any digit, changed, added or left
 * out) away from what OCR gave, with the price's decimal separator possibly lost as well ("220 ×
 * 3,67" read "20 × 367": a price has its currency's decimals), and when exactly one such reading
 * exists. A quantity must come out
 * whole when the one read was whole.
 */
function solveFromTrustedTotal(
  q: Decimal,
  p: Decimal,
  t: Decimal,
  d: Decimal | null,
  decimals: number,
): { quantity: Decimal; unitPrice: Decimal } | null {
  const kept = d ? new Decimal(1).minus(d.div(100)) : new Decimal(1);
  const net = (price: Decimal) => price.times(kept);
  const found: { quantity: Decimal; unitPrice: Decimal }[] = [];
  const consider = (quantity: Decimal, unitPrice: Decimal) => {
    if (quantity.lte(0) || unitPrice.lte(0)) return;
    if (!agrees(expectedTotal(quantity, unitPrice, d, decimals), t)) return;
    if (!withinOneDigit(digitsOf(q), digitsOf(quantity))) return;
    if (!withinOneDigit(digitsOf(p), digitsOf(unitPrice))) return;
    // One misread digit in all: a changed quantity and a changed price are two.
    if (digitsOf(q) !== digitsOf(quantity) && digitsOf(p) !== digitsOf(unitPrice)) return;
    // The same digits at another magnitude are a separator, not a misread digit: OCR loses
    // separators (the prices tried below) but does not make them up.
    if (!quantity.eq(q) && significant(quantity) === significant(q)) return;
    if (unitPrice.gt(p) && significant(unitPrice) === significant(p)) return;
    if (found.some((f) => f.quantity.eq(quantity) && f.unitPrice.eq(unitPrice))) return;
    found.push({ quantity, unitPrice });
  };
  // A price is printed with its currency's decimals, so a lost separator divides it by 10^decimals.
  const prices = decimals > 0 && p.isInteger() ? [p, p.div(10 ** decimals)] : [p];
  for (const price of prices) {
    const quantity = t.div(net(price)).toDecimalPlaces(3);
    if (q.isInteger() && !quantity.isInteger()) continue;
    consider(quantity, price);
  }
  consider(q, t.div(q).div(kept).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP));
  return found.length === 1 ? found[0]! : null;
}

export function sumTotals(items: ItemDraft[]): Decimal {
  return items.reduce((sum, i) => sum.plus(i.lineTotal ?? 0), new Decimal(0));
}

export type TotalsParts = {
  subtotal: Decimal;
  discount: Decimal | null;
  freight: Decimal | null;
  tax: Decimal | null;
  total: Decimal;
};

/**
 * Repairs the totals block of a scan when subtotal − discount + freight + tax ≠ total and exactly
 * one misreading of one of the discount, freight, tax or total (a confusable digit, a lost
 * decimal separator, a character read twice) makes it hold. The subtotal is not touched: the
 * lines check it. Returns the part repaired with its new value, or null.
 */
export function repairTotals(
  parts: TotalsParts,
): { part: 'discount' | 'freight' | 'tax' | 'total'; value: Decimal } | null {
  const compose = (p: TotalsParts) =>
    p.subtotal
      .minus(p.discount ?? 0)
      .plus(p.freight ?? 0)
      .plus(p.tax ?? 0);
  if (agrees(compose(parts), parts.total)) return null;
  const fixes: { part: 'discount' | 'freight' | 'tax' | 'total'; value: Decimal }[] = [];
  for (const part of ['discount', 'freight', 'tax', 'total'] as const) {
    const value = parts[part];
    if (!value || value.isZero()) continue;
    for (const v of variantsOf(value)) {
      const next = { ...parts, [part]: v };
      if (agrees(compose(next), next.total)) fixes.push({ part, value: v });
    }
  }
  return fixes.length === 1 ? fixes[0]! : null;
}
