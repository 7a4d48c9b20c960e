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
