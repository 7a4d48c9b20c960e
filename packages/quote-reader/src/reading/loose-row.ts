import Decimal from 'decimal.js';
import type { Cell, Line } from '../layout/line.ts';
import { inlineBrand } from './brand.ts';
import { agrees, expectedTotal, type ItemDraft } from './items.ts';
import { currencyDecimals, parseNumber, type NumberStyle } from './numbers.ts';
import { clean } from './text.ts';
import { isUnitText } from './units.ts';
import { withLostSeparators } from './lost-separators.ts';

type Token = { cell: Cell; value: Decimal | null; percent: boolean; unit: string | null };

const SKU = /^(?=.*\d)[A-Z0-9][A-Z0-9.\-/]{2,}$/i;

function tokenOf(cell: Cell, style: NumberStyle): Token {
  const text = cell.text.trim();
  const percent = /%$/.test(text);
  const value = cell.value !== undefined ? new Decimal(cell.value) : parseNumber(text, style);
  const qtyUnit = /^(\d[\d.,]*)\s+(\D.*)$/.exec(text);
  // "7 rollo 20 kg" is a quantity and its unit; "10 mil poly vapor barrier" is a description that
  // starts with a number and a word that can be a unit: a unit as written is short.
  if (!value && qtyUnit && qtyUnit[2]!.length <= 16 && isUnitText(qtyUnit[2]!)) {
    return { cell, value: parseNumber(qtyUnit[1]!, style), percent: false, unit: qtyUnit[2]! };
  }
  return {
    cell,
    value,
    percent,
    unit: !value && isUnitText(text) && text.length <= 14 ? text : null,
  };
}

/**
 * Reads an item row without a table header to go by (an unknown layout, or a header OCR could not
 * read): the last amount is the line total, and the arithmetic decides which earlier numbers are
 * the quantity, the unit price and a discount. Only a row whose arithmetic holds is taken.
 */
export function readLooseRow(
  line: Line,
  style: NumberStyle,
  currency: string | null,
  isScan = false,
): ItemDraft | null {
  const tokens = line.cells.map((c) => tokenOf(c, style));
  const numeric = tokens.map((t, i) => ({ t, i })).filter(({ t }) => t.value && !t.unit);
  const last = numeric.at(-1);
  if (!last || last.t.percent || numeric.length < 2) return null;
  const decimals = currencyDecimals(currency);
  const total = last.t.value!;
  for (let pi = numeric.length - 2; pi >= 0; pi--) {
    const price = numeric[pi]!;
    if (price.t.percent) continue;
    const discount = numeric.slice(pi + 1, -1).find((n) => n.t.percent)?.t.value ?? null;
    const quantities = [
      ...tokens
        .slice(0, price.i)
        .map((t, i) => ({ t, i }))
        .filter(({ t }) => t.value && !t.percent),
    ].reverse();
    for (const quantity of quantities) {
      if (agrees(expectedTotal(quantity.t.value!, price.t.value!, discount, decimals), total)) {
        return build(
          tokens,
          quantity.i,
          price.i,
          last.i,
          quantity.t.value!,
          price.t.value!,
          discount,
          total,
          line,
        );
      }
    }
  }
  if (!isScan) return null;
  const candidates = numeric.slice(0, -1).filter((n) => !n.t.percent);
  const price = candidates.at(-1);
  const discount =
    numeric.slice(0, -1).find((n) => n.t.percent && n.i > (price?.i ?? 0))?.t.value ?? null;
  if (!price || price.t.value!.isZero() || tokens.length < 3) return null;
  // The quantity printed is tried before the quotient of total and price, which would stand in
  // for it with the price's lost digits ("38 × 29" for "3.800 × 0,29").
  const before = tokens
    .map((t, i) => ({ t, i }))
    .filter(({ t, i }) => i < price.i && t.value && !t.percent);
  const lost = withLostSeparators(
    before.map(({ t }) => ({ text: t.cell.text, value: t.value! })),
    { text: price.t.cell.text, value: price.t.value! },
    decimals,
    (q, p) => agrees(expectedTotal(q, p, discount, decimals), total),
  );
  if (lost) {
    const qi = before[lost.index]!.i;
    return build(tokens, qi, price.i, last.i, lost.quantity, lost.price, discount, total, line);
  }
  // OCR often loses a short quantity (and sometimes a price's decimal point): a whole quotient
  // of total and price, less a printed discount, stands in for it. A currency without decimals
  // has no decimal point to lose.
  const factor = new Decimal(1).minus((discount ?? new Decimal(0)).div(100));
  const prices = decimals > 0 ? [price.t.value!, price.t.value!.div(100)] : [price.t.value!];
  for (const value of prices) {
    const quotient = total.div(value.times(factor)).toDecimalPlaces(6);
    if (quotient.isInteger() && quotient.gt(1) && quotient.lte(100_000)) {
      if (!agrees(expectedTotal(quotient, value, discount, decimals), total)) continue;
      return build(tokens, -1, price.i, last.i, quotient, value, discount, total, line);
    }
  }
  return null;
}

function build(
  tokens: Token[],
  qi: number,
  pi: number,
  ti: number,
  quantity: Decimal,
  price: Decimal,
  discount: Decimal | null,
  total: Decimal,
  line: Line,
): ItemDraft | null {
  const unitToken = tokens[qi]?.unit
    ? tokens[qi]
    : tokens.find((t, i) => i !== qi && i < pi && t.unit);
  const texts = tokens.filter(
    (t, i) =>
      i !== qi &&
      i !== pi &&
      i !== ti &&
      !t.value &&
      t !== unitToken &&
      /\p{L}{2}/u.test(t.cell.text),
  );
  const first = tokens[0]!;
  const sku =
    first !== tokens[qi] && !first.value && SKU.test(first.cell.text) && texts.length > 1
      ? first.cell.text
      : null;
  const description = clean(
    texts
      .filter((t) => t.cell.text !== sku)
      .map((t) => t.cell.text)
      .join(' '),
  );
  if (!/\p{L}{3}/u.test(description)) return null;
  const discountToken = discount ? tokens.find((t, i) => i > pi && i < ti && t.percent) : undefined;
  const descriptionToken = texts.find((t) => t.cell.text !== sku);
  const sources: ItemDraft['sources'] = {
    ...(tokens[qi] ? { quantity: tokens[qi].cell.source } : {}),
    unit_price: tokens[pi]!.cell.source,
    line_total: tokens[ti]!.cell.source,
    ...(discountToken ? { discount_pct: discountToken.cell.source } : {}),
    ...(unitToken ? { unit: unitToken.cell.source } : {}),
    ...(descriptionToken ? { description: descriptionToken.cell.source } : {}),
  };
  return {
    sku,
    description,
    brand: inlineBrand(description),
    quantity,
    unitAsWritten: unitToken?.unit ?? null,
    unitPrice: price,
    discountPct: discount,
    lineTotal: total,
    section: null,
    source: line.source,
    sources,
    isConsistent: true,
  };
}
