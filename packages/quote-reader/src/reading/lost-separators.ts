import type Decimal from 'decimal.js';

/** A number as a scan printed it: the text OCR gave and the value read from it. */
export type Printed = { text: string; value: Decimal };

/**
 * The one reading of a scanned row's printed quantity and price that holds once the separators OCR
 * lost or misread are put back: a whole price of a currency with decimals printed as digits alone
 * lost its decimal separator ("029€" for 0,29; "937" for 9.37); a quantity whose group separator
 * was read as the decimal one ("2.200" read 2.2 where the document writes 2,200) is a thousand
 * times more; a quantity of digits alone may have lost its decimal separator ("6,5" read 65). A
 * reading that makes a whole quantity a fraction loses to any other, and one that keeps the
 * quantity as printed wins. The numbers as read are one of the readings. Null unless exactly one
 * reading holds; `holds` says whether a quantity and a price give the row's total. See
 * docs/product-rules.md, its section on reading scans and photos.
 */
export function withLostSeparators(
  quantities: Printed[],
  price: Printed,
  decimals: number,
  holds: (quantity: Decimal, price: Decimal) => boolean,
): { index: number; quantity: Decimal; price: Decimal } | null {
  const prices = [price.value];
  if (decimals > 0 && price.value.isInteger() && /^[^\d.,]*\d+[^\d.,]*$/.test(price.text.trim()))
    prices.push(price.value.div(10 ** decimals));
  const found: { index: number; quantity: Decimal; price: Decimal }[] = [];
  quantities.forEach((printed, index) => {
    const values = [printed.value];
    const text = printed.text.trim();
    if (/^\d{1,3}[.,]\d{3}$/.test(text) && !printed.value.isInteger())
      values.push(printed.value.times(1000));
    // "6,5" read "65": digits alone may have lost a decimal separator too.
    if (/^\d{2,}$/.test(text)) values.push(printed.value.div(10), printed.value.div(100));
    for (const q of values)
      for (const p of prices) {
        if (holds(q, p)) found.push({ index, quantity: q, price: p });
      }
  });
  // Quantities are mostly whole: a reading that makes a whole one a fraction loses to another.
  const whole = found.filter(
    (f) => f.quantity.isInteger() || !quantities[f.index]!.value.isInteger(),
  );
  let kept = found.length > 1 ? whole : found;
  // A price has its currency's decimals: one that lost them goes before a quantity that lost its
  // own ("100 × 658€" is 100 × 6,58 rather than 1 × 658).
  const asPrinted = kept.filter((f) => f.quantity.eq(quantities[f.index]!.value));
  if (kept.length > 1 && asPrinted.length > 0) kept = asPrinted;
  return kept.length === 1 ? kept[0]! : null;
}
