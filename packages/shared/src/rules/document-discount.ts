/**
 * A typed quote's document discount (docs/product-rules.md § Document discount), exactly on decimal
 * texts with integer arithmetic: typed as an amount, or as a percentage of the items' subtotal,
 * it is kept as an amount like a read quote's `discount_total`.
 */

type Scaled = { value: bigint; scale: number };

function scaled(text: string): Scaled | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  return { value: BigInt(`${match[1]}${fraction}`), scale: fraction.length };
}

function toText({ value, scale }: Scaled): string {
  const digits = value.toString().padStart(scale + 1, '0');
  if (scale === 0) return digits;
  const whole = digits.slice(0, -scale);
  const fraction = digits.slice(-scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

function align(a: Scaled, scale: number): bigint {
  return a.value * 10n ** BigInt(scale - a.scale);
}

/** Σ quantity × unit price over the priced lines, exactly; "0" when none is priced. */
export function itemsSubtotal(
  lines: { quantity: string | null; unitPrice: string | null }[],
): string {
  let sum: Scaled = { value: 0n, scale: 0 };
  for (const line of lines) {
    const q = line.quantity === null ? null : scaled(line.quantity);
    const p = line.unitPrice === null ? null : scaled(line.unitPrice);
    if (!q || !p) continue;
    const product: Scaled = { value: q.value * p.value, scale: q.scale + p.scale };
    const scale = Math.max(sum.scale, product.scale);
    sum = { value: align(sum, scale) + align(product, scale), scale };
  }
  return toText(sum);
}

/** `pct` % of `base`, rounded half-up to `decimals` (the currency's). */
export function percentOf(base: string, pct: string, decimals: number): string | null {
  const b = scaled(base);
  const p = scaled(pct);
  if (!b || !p) return null;
  const exact = b.value * p.value; // at scale b.scale + p.scale + 2 (the percent)
  const scale = b.scale + p.scale + 2;
  const drop = scale - decimals;
  if (drop <= 0) return toText({ value: exact * 10n ** BigInt(-drop), scale: decimals });
  const unit = 10n ** BigInt(drop);
  return toText({ value: (exact + unit / 2n) / unit, scale: decimals });
}

/** Whether decimal text `a` is greater than `b` (both non-negative). */
export function isGreater(a: string, b: string): boolean {
  const x = scaled(a);
  const y = scaled(b);
  if (!x || !y) return false;
  const scale = Math.max(x.scale, y.scale);
  return align(x, scale) > align(y, scale);
}

/**
 * The discount amount a typed quote carries: the amount as typed, else the percentage of the
 * subtotal rounded to the currency's decimals, else none.
 */
export function documentDiscountAmount(input: {
  amount: string | null;
  pct: string | null;
  subtotal: string;
  decimals: number;
}): string | null {
  if (input.amount !== null) return input.amount;
  if (input.pct === null) return null;
  return percentOf(input.subtotal, input.pct, input.decimals);
}
