/**
 * The arithmetic of a quote line, checked exactly on decimal strings with integer arithmetic
 * (docs/product-rules.md § Quote intake and review): quantity × unit price × (1 − discount %) is
 * the line total, within one cent of rounding.
 */

type Scaled = { value: bigint; scale: number };

function scaled(text: string): Scaled | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[3] ?? '';
  const value = BigInt(`${match[2]}${fraction}`);
  return { value: match[1] ? -value : value, scale: fraction.length };
}

function align(a: Scaled, scale: number): bigint {
  return a.value * 10n ** BigInt(scale - a.scale);
}

/**
 * Whether a line's printed total agrees with its quantity, unit price and discount; null when a
 * value is missing or not a number, so nothing can be said.
 */
export function lineTotalAgrees(
  quantity: string | null,
  unitPrice: string | null,
  discountPct: string | null,
  lineTotal: string | null,
): boolean | null {
  if (!quantity || !unitPrice || !lineTotal) return null;
  const q = scaled(quantity);
  const p = scaled(unitPrice);
  const d = scaled(discountPct || '0');
  const total = scaled(lineTotal);
  if (!q || !p || !d || !total) return null;
  // quantity × price × (100 − discount) / 100, at the scale of all the digits involved.
  const hundredMinus = align({ value: 100n, scale: 0 }, d.scale) - d.value;
  const productScale = q.scale + p.scale + d.scale + 2;
  const product = q.value * p.value * hundredMinus;
  const expected = align(total, productScale);
  const cent = 10n ** BigInt(productScale - 2);
  const within = (a: bigint, b: bigint, unit: bigint) => (a > b ? a - b : b - a) <= unit;
  if (within(product, expected, cent)) return true;
  // Many suppliers round the discounted unit price to the cent first, then multiply.
  const netScale = p.scale + d.scale + 2;
  const net = p.value * hundredMinus;
  const netCents = (net * 100n + 10n ** BigInt(netScale) / 2n) / 10n ** BigInt(netScale);
  const byNet = q.value * netCents;
  return within(byNet, align(total, q.scale + 2), 10n ** BigInt(q.scale));
}

/** What the arithmetic check says about a whole quote: per line (in order), subtotal and total. */
export type QuoteArithmetic = {
  /** One entry per line: true, false, or null when a value is missing. */
  lines: (boolean | null)[];
  /** The line totals add up to the subtotal (within a cent per line), or null. */
  subtotal: boolean | null;
  /** subtotal − discount + freight + tax = total within a cent, or null. */
  total: boolean | null;
};

type ArithmeticLine = {
  quantity: string | null;
  unit_price: string | null;
  discount_pct: string | null;
  line_total: string | null;
};

function scaledOf(text: string | null | undefined): Scaled | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  return scaled(text);
}

/** Exact sum of decimal texts at the largest scale among them (and cents). */
function exactSum(values: Scaled[]): Scaled {
  const scale = Math.max(2, ...values.map((v) => v.scale));
  return { value: values.reduce((acc, v) => acc + align(v, scale), 0n), scale };
}

/** |a − b| ≤ cents × 0.01, exactly. */
function withinCents(a: Scaled, b: Scaled, cents: number): boolean {
  const scale = Math.max(2, a.scale, b.scale);
  const diff = align(a, scale) - align(b, scale);
  const limit = BigInt(cents) * 10n ** BigInt(scale - 2);
  return (diff < 0n ? -diff : diff) <= limit;
}

/**
 * The arithmetic of a whole quote (docs/product-rules.md § Quote intake and review), exactly with
 * integer arithmetic: each line by {@link lineTotalAgrees}; the line totals add up to the subtotal, allowing
 * one cent of rounding per line; subtotal − discount + freight + tax is the total within a cent. A
 * check whose values are missing says nothing (null).
 */
export function quoteArithmetic(quote: {
  subtotal: string | null;
  discount_total?: string | null;
  freight: string | null;
  tax_amount: string | null;
  total: string | null;
  lines: ArithmeticLine[];
}): QuoteArithmetic {
  const lines = quote.lines.map((l) =>
    lineTotalAgrees(l.quantity, l.unit_price, l.discount_pct, l.line_total),
  );
  const subtotal = scaledOf(quote.subtotal);
  const totals = quote.lines.map((l) => scaledOf(l.line_total));
  let subtotalAgrees: boolean | null = null;
  if (subtotal && quote.lines.length > 0 && totals.every((v) => v !== null)) {
    const sum = exactSum(totals.filter((v): v is Scaled => v !== null));
    subtotalAgrees = withinCents(sum, subtotal, Math.max(1, totals.length));
  }
  const total = scaledOf(quote.total);
  let totalAgrees: boolean | null = null;
  if (subtotal && total) {
    const discount = scaledOf(quote.discount_total);
    const parts = [subtotal, scaledOf(quote.freight), scaledOf(quote.tax_amount)].filter(
      (v): v is Scaled => v !== null,
    );
    if (discount) parts.push({ value: -discount.value, scale: discount.scale });
    totalAgrees = withinCents(exactSum(parts), total, 1);
  }
  return { lines, subtotal: subtotalAgrees, total: totalAgrees };
}
