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
 * Repairs a line whose quantity × price ≠ total when exactly one single-digit misreading of one
 * of the three values makes it hold (and, when a subtotal is known, keeps the sum right).
 * Returns a warning when the line cannot be repaired.
 */
export function repairLine(item: ItemDraft, decimals: number): string | null {
  const { quantity: q, unitPrice: p, lineTotal: t, discountPct: d } = item;
  if (!q || !p || !t || item.isConsistent) return null;
  const fixes: { field: 'quantity' | 'unitPrice' | 'lineTotal'; value: Decimal }[] = [];
  for (const v of digitVariants(t))
    if (agrees(expectedTotal(q, p, d, decimals), v)) fixes.push({ field: 'lineTotal', value: v });
  for (const v of digitVariants(p))
    if (agrees(expectedTotal(q, v, d, decimals), t)) fixes.push({ field: 'unitPrice', value: v });
  for (const v of digitVariants(q))
    if (agrees(expectedTotal(v, p, d, decimals), t)) fixes.push({ field: 'quantity', value: v });
  if (fixes.length === 1) {
    const fix = fixes[0]!;
    const before = item[fix.field]!.toFixed();
    item[fix.field] = fix.value;
    item.isConsistent = true;
    return `Line "${item.description}": ${fix.field} read as ${before} corrected to ${fix.value.toFixed()} so that quantity × price = total.`;
  }
  return `Line "${item.description}": quantity × unit price does not give the printed line total.`;
}

export function sumTotals(items: ItemDraft[]): Decimal {
  return items.reduce((sum, i) => sum.plus(i.lineTotal ?? 0), new Decimal(0));
}
