import { times, toDec, type DecimalInput, type Dec as Decimal } from './decimal.ts';

/**
 * Each line's quantity in the comparable unit (quantity × factor), for the lines of one
 * comparison. Offers mostly quote the requested quantities and conversions are made once per
 * wording and item (line-scores.ts), so the same quantity as written and the same factor come
 * back line after line: each is read, and each product worked out, once. A Decimal never
 * changes, so lines share them.
 */
export function comparableQuantities(): (
  quantity: DecimalInput | null | undefined,
  factor: Decimal,
) => Decimal | null {
  const read = new Map<DecimalInput, Decimal>();
  const products = new Map<Decimal, Map<Decimal, Decimal>>();
  return (written, factor) => {
    if (written == null) return null;
    let quantity = read.get(written);
    if (!quantity) read.set(written, (quantity = toDec(written)));
    let byFactor = products.get(quantity);
    if (!byFactor) products.set(quantity, (byFactor = new Map<Decimal, Decimal>()));
    let product = byFactor.get(factor);
    if (!product) byFactor.set(factor, (product = times(quantity, factor)));
    return product;
  };
}
