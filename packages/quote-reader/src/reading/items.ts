import Decimal from 'decimal.js';
import type { LineItem, LineValueKey, Source } from '../result.ts';
import { inlineBrand } from './brand.ts';
import {
  currencyDecimals,
  findNumbers,
  parseNumber,
  toDecimalText,
  type NumberStyle,
} from './numbers.ts';
import type { RawField, RawRow } from './table.ts';
import { clean } from './text.ts';
import { withLostSeparators } from './lost-separators.ts';
import { isUnitText, normalizeUnit, unitCode } from './units.ts';

/** An item with exact amounts, before it is written out as decimal text. */
export type ItemDraft = {
  sku: string | null;
  description: string;
  brand: string | null;
  quantity: Decimal | null;
  unitAsWritten: string | null;
  unitPrice: Decimal | null;
  discountPct: Decimal | null;
  lineTotal: Decimal | null;
  section: string | null;
  source: LineItem['source'];
  /** where each value was printed (docs/product-rules.md § Reading quotes) */
  sources?: Partial<Record<LineValueKey, Source>>;
  /** true when quantity × price (less discount) gives the printed line total */
  isConsistent: boolean;
  /** true when a misread value was corrected to make the arithmetic hold (checks/arithmetic.ts) */
  repaired?: boolean;
  /** the least OCR confidence among the cells of its line that hold words (1 for text) */
  ocrConfidence?: number;
};

/** What the reading of a whole document says about its lines, for their confidence. */
export type LineEvidence = {
  /** read by OCR: a value that holds may still carry a misread digit the arithmetic hides */
  isScan: boolean;
  /** the lines add up to the subtotal the document prints */
  totalsAgree: boolean;
  /** most unit prices of the document carry decimals (a whole one on a scan may have lost them) */
  pricesHaveDecimals?: boolean;
};

/**
 * How sure each value of a line is (docs/product-rules.md § Reading quotes): sure only when
 * independent evidence agrees. Amounts: quantity × price = total as printed (and, on a scan, the
 * lines adding up to the printed subtotal as well); a corrected reading or a product that does not
 * hold is flagged. Unit: a unit word the vocabulary knows, not a generic "unit" or an abbreviation
 * the description had to decide.
 */
export function lineConfidence(
  d: ItemDraft,
  evidence: LineEvidence,
): Record<'quantity' | 'unit' | 'unit_price' | 'line_total', number> {
  let amounts: number;
  if (!d.quantity || !d.unitPrice || !d.lineTotal) amounts = 0.2;
  else if (!d.isConsistent) amounts = 0.3;
  else if (d.repaired) amounts = 0.6;
  else if (!evidence.isScan) amounts = 0.97;
  else amounts = evidence.totalsAgree ? 0.93 : 0.75;
  // On a scan, a whole price among prices with decimals may be one whose separator OCR lost, with
  // a quantity a hundred times too small making the same product ("38 × 29" for "3.800 × 0,29").
  if (evidence.isScan && evidence.pricesHaveDecimals && d.unitPrice?.isInteger())
    amounts = Math.min(amounts, 0.6);
  // OCR unsure of the line's words: a garbled description may belong to another item.
  if (evidence.isScan && (d.ocrConfidence ?? 1) < 0.7) amounts = Math.min(amounts, 0.7);
  // Without its description a line cannot be told from another.
  if (!/\p{L}{3}/u.test(d.description)) amounts = Math.min(amounts, 0.5);
  let unit: number;
  const code = normalizeUnit(d.unitAsWritten, d.description);
  if (!d.unitAsWritten || !code) unit = 0.3;
  else if (
    code !== unitCode(d.unitAsWritten) ||
    /^(?:pl|u|un|ud|uds|und|unit|units|ea|each)\.?$/i.test(d.unitAsWritten)
  )
    unit = 0.75;
  // A scan's bare "m" may be an "m²" or "m³" whose small figure OCR lost.
  else if (evidence.isScan) unit = isUnitText(d.unitAsWritten) && code !== 'm' ? 0.85 : 0.6;
  else unit = 0.95;
  return { quantity: amounts, unit, unit_price: amounts, line_total: amounts };
}

function numberOf(field: RawField | undefined, style: NumberStyle): Decimal | null {
  if (!field) return null;
  if (field.value !== undefined) return new Decimal(field.value);
  const numbers = findNumbers(field.text, style).filter((n) => !n.percent);
  return numbers.length === 1 ? numbers[0]!.value : (numbers.at(-1)?.value ?? null);
}

function percentOf(field: RawField | undefined, style: NumberStyle): Decimal | null {
  if (!field) return null;
  if (field.value !== undefined) return new Decimal(field.value);
  const found = findNumbers(field.text.replace('%', ' %').replace(' %', '%'), style);
  return found[0]?.value ?? null;
}

/** quantity × round(price × (1 − d%), currency decimals), half up: the line total rule. */
export function expectedTotal(
  q: Decimal,
  p: Decimal,
  d: Decimal | null,
  decimals: number,
): Decimal {
  const net = d
    ? p.times(new Decimal(1).minus(d.div(100))).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP)
    : p;
  return q.times(net).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
}

export function agrees(a: Decimal, b: Decimal): boolean {
  const diff = a.minus(b).abs();
  return diff.lte(0.011) || diff.lte(b.abs().times(0.0005));
}

function isSmallIndex(text: string): boolean {
  return /^\d{1,3}\.?$/.test(text.trim());
}

/**
 * An item code read together with the item number printed just left of it ("3 Q1796"): the number
 * column's header was lost or the two were set too close to be told apart. The code alone.
 */
function withoutItemNumber(text: string | null): string | null {
  const match = text ? /^\d{1,3}\.?\s+(\S*\d\S*)$/.exec(text.trim()) : null;
  return match ? match[1]! : text;
}

/** Splits "21 m3" or "9 viaje" printed in one cell into quantity text and unit text. */
function splitQuantity(text: string): { quantity: string; unit: string | null } {
  const match = /^([-\d.,\s']*\d)\s*(\D.*)?$/.exec(text.trim());
  if (!match) return { quantity: text, unit: null };
  const unit = match[2]?.trim() ?? null;
  return { quantity: match[1]!, unit: unit && unitCode(unit) ? unit : null };
}

/** Turns table rows into items, reading numbers in the given style. */
export function itemsFromRows(
  rows: RawRow[],
  style: NumberStyle,
  currency: string | null,
): ItemDraft[] {
  const decimals = currencyDecimals(currency);
  return rows.map((row) => {
    const f = row.fields;
    let unitAsWritten = f.unit ? clean(f.unit.text) : null;
    let quantityField = f.quantity;
    let spilled = '';
    if (quantityField && quantityField.value === undefined) {
      // Words of a long description that ran on into the quantity column ("ArcelorMittal 4").
      const words = /^(\p{L}[^\d]*?)\s+(\d[\d.,]*)$/u.exec(quantityField.text.trim());
      if (words) {
        spilled = words[1]!;
        quantityField = { ...quantityField, text: words[2]! };
      }
    }
    if (!quantityField && unitAsWritten) {
      // The quantity set so close to its unit that both fell in the unit column ("530 saco").
      const split = splitQuantity(unitAsWritten);
      if (split.unit && split.quantity !== unitAsWritten) {
        quantityField = { text: split.quantity, source: f.unit!.source };
        unitAsWritten = split.unit;
      }
    }
    if (quantityField && quantityField.value === undefined) {
      const split = splitQuantity(quantityField.text);
      if (split.unit && !unitAsWritten) unitAsWritten = split.unit;
      quantityField = { ...quantityField, text: split.quantity };
    }
    let quantity = numberOf(quantityField, style);
    const discountPct = percentOf(f.discount, style);
    const list = numberOf(f.listPrice, style);
    const net = numberOf(f.netPrice, style);
    let unitPrice = numberOf(f.price, style) ?? (discountPct ? (list ?? net) : (net ?? list));
    let priceField =
      f.price ?? (discountPct ? (f.listPrice ?? f.netPrice) : (f.netPrice ?? f.listPrice));
    const lineTotal = numberOf(f.total, style);
    let description = clean(`${f.description?.text ?? ''} ${spilled}`);
    // Content decides over position (docs/decisions/014-quote-reader.md § Quote reader): an item
    // number set so close to the description that both fell in the number column ("7 Cemento cola
    // …"), or words under the unit header that are no unit (a row the scan shifted), are the
    // description.
    const numbered = /^\d{1,3}\.?\s+(\p{L}.{3,})$/u.exec(f.index?.text.trim() ?? '');
    if (!description && numbered) description = clean(numbered[1]!);
    if (unitAsWritten && !isUnitText(unitAsWritten) && /(?:\p{L}{3,}.*){3}/u.test(unitAsWritten)) {
      if (!description) description = unitAsWritten;
      unitAsWritten = null;
    }
    // A scan's quantity under a header it lost, with a price that lost its separator ("57" under
    // "Qty" read as nothing, "3335" for 33.35): the printed number, before total ÷ price.
    if (quantity === null && unitPrice && lineTotal && priceField && f.other) {
      const printed = f.other.text
        .split(/\s+/)
        .map((text) => ({ text, value: parseNumber(text, style) }))
        .filter((n): n is { text: string; value: Decimal } => !!n.value && !n.value.isZero());
      const lost = withLostSeparators(
        printed,
        { text: priceField.text, value: unitPrice },
        decimals,
        (q, p) => agrees(expectedTotal(q, p, discountPct, decimals), lineTotal),
      );
      if (lost) {
        quantity = lost.quantity;
        unitPrice = lost.price;
        quantityField = f.other;
      }
    }
    if (quantity === null && unitPrice && lineTotal && !unitPrice.isZero()) {
      const guess = lineTotal.div(
        unitPrice.times(new Decimal(1).minus((discountPct ?? new Decimal(0)).div(100))),
      );
      const rounded = guess.toDecimalPlaces(3);
      if (guess.minus(rounded).abs().lte(0.001)) {
        quantity = rounded;
        quantityField = undefined;
        const inText = findQuantityInText(description, rounded, style);
        if (inText?.unit && !unitAsWritten) {
          // The description is the item without its quantity and unit (docs/product-rules.md).
          unitAsWritten = inText.unit;
          description = inText.rest;
        }
      }
    }
    // No column is headed as the description (a header word the vocabulary lacks, or one word
    // heading two columns): the text of the unnamed columns is, when it reads as words.
    if (!description && f.other && /\p{L}{3}/u.test(f.other.text) && !isUnitText(f.other.text))
      description = clean(f.other.text);
    if (!description && f.sku) description = clean(f.sku.text);
    const skuText = withoutItemNumber(
      f.sku?.text ?? (f.index && !isSmallIndex(f.index.text) ? f.index.text : null),
    );
    // A number under a garbled header was taken for the quantity; when it does not fit and total ÷
    // price is a whole number, that column was something else (a weight, a length).
    const lost =
      quantity &&
      unitPrice &&
      lineTotal &&
      quantityField &&
      priceField &&
      f.quantity?.isGuessedColumn
        ? withLostSeparators(
            [{ text: quantityField.text, value: quantity }],
            { text: priceField.text, value: unitPrice },
            decimals,
            (q, p) => agrees(expectedTotal(q, p, discountPct, decimals), lineTotal),
          )
        : null;
    if (lost) {
      quantity = lost.quantity;
      unitPrice = lost.price;
    } else if (
      quantity &&
      unitPrice &&
      lineTotal &&
      f.quantity?.isGuessedColumn &&
      !unitPrice.isZero()
    ) {
      const factor = new Decimal(1).minus((discountPct ?? new Decimal(0)).div(100));
      const quotient = lineTotal.div(unitPrice.times(factor));
      if (
        !agrees(expectedTotal(quantity, unitPrice, discountPct, decimals), lineTotal) &&
        quotient.isInteger() &&
        quotient.gt(0)
      ) {
        quantity = quotient;
        // the number in that column is not the quantity: none of its cells holds it
        quantityField = undefined;
      }
    }
    let isConsistent = false;
    if (quantity && unitPrice && lineTotal) {
      isConsistent = agrees(expectedTotal(quantity, unitPrice, discountPct, decimals), lineTotal);
      if (!isConsistent && list && net && !discountPct) {
        const other = unitPrice.eq(net) ? list : net;
        if (agrees(expectedTotal(quantity, other, null, decimals), lineTotal)) {
          priceField = unitPrice.eq(net) ? f.listPrice : f.netPrice;
          unitPrice = other;
          isConsistent = true;
        }
      }
    }
    const brand = f.brand ? clean(f.brand.text) : inlineBrand(description);
    const sources: Partial<Record<LineValueKey, Source>> = {};
    const put = (key: LineValueKey, field: RawField | undefined, isSet: unknown) => {
      if (field && isSet !== null && isSet !== undefined && isSet !== '')
        sources[key] = field.source;
    };
    put('description', f.description ?? f.other, description);
    put('sku', f.sku ?? f.index, skuText);
    put('brand', f.brand, f.brand ? brand : null);
    put('quantity', quantityField, quantity);
    put('unit', f.unit, unitAsWritten);
    put('unit_price', priceField, unitPrice);
    put('discount_pct', f.discount, discountPct);
    put('line_total', f.total, lineTotal);
    return {
      sku: skuText ? clean(skuText) : null,
      description,
      brand,
      quantity,
      unitAsWritten,
      unitPrice,
      discountPct,
      lineTotal,
      section: row.section,
      source: row.source,
      sources,
      isConsistent,
    };
  });
}

/** Where a quantity is written inside a description ("Cemento gris 400 bultos"), with its unit. */
function findQuantityInText(
  text: string,
  quantity: Decimal,
  style: NumberStyle,
): { unit: string | null; rest: string } | null {
  for (const n of findNumbers(text, style)) {
    if (!n.value.eq(quantity)) continue;
    const after = text.slice(n.index + n.raw.length).trim();
    const word = /^\p{L}[\p{L}\d²³.]*/u.exec(after)?.[0]?.replace(/\.$/, '') ?? null;
    const unit = word && unitCode(word) ? word : null;
    const end =
      n.index +
      n.raw.length +
      (unit ? text.slice(n.index + n.raw.length).indexOf(unit) + unit.length : 0);
    const rest = clean(`${text.slice(0, n.index)} ${text.slice(end)}`)
      .replace(/\s+([,;.])/g, '$1')
      .replace(/^[,;.\s-]+|[,;\s-]+$/g, '')
      .replace(/,\s*,/g, ',');
    return { unit, rest };
  }
  return null;
}

export function toLineItems(
  drafts: ItemDraft[],
  evidence: LineEvidence = { isScan: false, totalsAgree: false },
): LineItem[] {
  return drafts.map((d, index) => {
    const fieldConfidence = lineConfidence(d, evidence);
    return {
      line_no: index + 1,
      sku: d.sku,
      description: d.description,
      brand: d.brand,
      quantity: toDecimalText(d.quantity),
      unit: normalizeUnit(d.unitAsWritten, d.description),
      unit_as_written: d.unitAsWritten,
      unit_price: toDecimalText(d.unitPrice),
      discount_pct: toDecimalText(d.discountPct),
      line_total: toDecimalText(d.lineTotal),
      section: d.section,
      confidence: Math.min(...Object.values(fieldConfidence)),
      field_confidence: fieldConfidence,
      source: d.source,
      sources: d.sources ?? {},
    };
  });
}

export { parseNumber };
