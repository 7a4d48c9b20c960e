import type Decimal from 'decimal.js';
import { spanSource, textSource, type Line } from '../layout/line.ts';
import { inlineBrand } from './brand.ts';
import { agrees, expectedTotal, type ItemDraft } from './items.ts';
import { currencyDecimals, findNumbers, type NumberStyle } from './numbers.ts';
import { isUnitWord, unitCode } from './units.ts';

/**
 * What opens an item written as text: bullets ("-", "•", "*"), item numbers ("3.-", "3)", "3.",
 * "a)"), a leading "Por"/"For".
 */
const LEAD =
  /^\s*(?:(?:[-•*·–—+>▪►]|\(?\d{1,3}(?:\.-|\.\)|[.)\-:])|\(?[a-z]\))\s+)*(?:(?:por|for|son|are|de|of)\s+)?/i;
const PACK =
  /^(?:\d+(?:[.,]\d+)?\s?(?:kg|kgs|l|lt|lts|m|m2|m²|m3|m³|lb|lbs|gal|ft|mm|cm)\.?|c\/\s?\d+|de\s+\d+(?:[.,]\d+)?\s?(?:kg|l|lt|m|lb))$/i;

/**
 * Words that join an item's description to its price in a sentence, in the languages quotes come
 * in: stripped from the end of the description ("… we can do", "… se lo dejo en", "… a").
 */
const JOINING_WORDS = new Set(
  (
    'a al at @ de del of por per for en el la los las precio precios price prices unitario unit es is are ' +
    'we can do offer ofrecemos ofrezco queda quedan dejo dejamos se lo le les con with x un una y and ' +
    'cada each costo cost valor value importe amount son would be will priced comes to the cotizamos ' +
    'quoted tiene has apiece c/u u/c pu p.u. seria sería sale salen le su our net neto unidad ' +
    'pour à au prix le est sont ist zu zum für je per voor tegen op prezzo al di da preço por'
  ).split(/\s+/),
);
const SEPARATORS = /[\s:=—–\-,;(/|]+$/;
const EACH = /(?:c\/u|cada\s+un[oa]|each|apiece|por\s+unidad|\/\s*(?:u|ud|un|pza|ea))/i;

/** The unit after a quantity: a unit word or two ("sq ft"), perhaps with a pack size. */
function readUnit(words: string[]): { unit: string; used: number } | null {
  const bare = (w: string | undefined) => (w ?? '').replace(/[,:;]$/, '');
  let first: string | null = null;
  let used = 0;
  if (words.length >= 2 && isUnitWord(`${bare(words[0])} ${bare(words[1])}`)) {
    first = `${words[0]} ${bare(words[1])}`;
    used = 2;
  } else if (unitCode(bare(words[0])) && isUnitWord(bare(words[0]))) {
    first = bare(words[0]);
    used = 1;
  }
  // A container named by its size before "of"/"de": "18 5 gal of roof coating".
  if (
    !first &&
    /^\d+(?:[.,]\d+)?$/.test(words[0] ?? '') &&
    unitCode(bare(words[1])) &&
    isUnitWord(bare(words[1])) &&
    /^(?:of|de|del)$/i.test(words[2] ?? '')
  ) {
    return { unit: `${words[0]} ${bare(words[1])}`, used: 2 };
  }
  if (!first) return null;
  for (let extra = 3; extra >= 1; extra--) {
    const pack = words
      .slice(used, used + extra)
      .join(' ')
      .replace(/[,:;]$/, '');
    if (words.length > used + extra - 1 && words.length >= used + extra && PACK.test(pack))
      return { unit: `${first} ${pack}`, used: used + extra };
  }
  return { unit: first, used };
}

function trimDescription(text: string): string {
  let words = text.replace(SEPARATORS, '').trim().split(/\s+/);
  for (let k = 0; k < 8; k++) {
    const last = words
      .at(-1)
      ?.toLowerCase()
      .replace(/[,:;=]+$/, '');
    if (words.length > 1 && last !== undefined && JOINING_WORDS.has(last))
      words = words.slice(0, -1);
    else break;
  }
  let first = words[0]?.toLowerCase();
  while (
    words.length > 1 &&
    first &&
    ['de', 'of', 'del', 'du', 'des', 'von', 'van', 'di'].includes(first)
  ) {
    words = words.slice(1);
    first = words[0]?.toLowerCase();
  }
  return words.join(' ').replace(SEPARATORS, '').trim();
}

type Found = { raw: string; value: Decimal; index: number; percent: boolean };

/**
 * Reads an item from a run of text by its arithmetic (docs/product-rules.md § Reading quotes): a
 * sentence, a bullet, a numbered line of a letter or a row of cells with no header to go by. Any
 * quantity, unit price and amount printed in that order with quantity × price = amount make an
 * item, wherever they sit: "400 bultos de cemento … a $245.00 c/u, importe $98,000.00", "* 40 pzas
 * Tubo … : $120.00 c/u = $4,800.00", "For 319 sticks of #4 rebar we can do US$7.20 apiece,
 * US$2,296.80 total". The quantity is the number a unit word follows (else the first number of the
 * run); the unit is that word, singular or plural; the description is the words between the unit
 * and the price (or, when the quantity follows the description, the words before it). A quantity
 * with a unit and a price marked "each" (c/u) but no amount is an item too.
 */
export function readProseLine(
  line: Line,
  style: NumberStyle,
  currency: string | null,
): ItemDraft | null {
  // Cells stay two spaces apart, so that two numbers in neighbouring cells ("10", "298") are
  // never read as one with a space between its thousands.
  const text = line.text;
  const lead = LEAD.exec(text)?.[0] ?? '';
  const found = findNumbers(text.slice(lead.length), style).map((n) => ({
    ...n,
    index: n.index + lead.length,
  }));
  // A line discount printed between the price and the amount: "a $263.50 por bto (-7.5%), importe …".
  const percents = found.filter((n) => n.percent);
  const numbers: Found[] = found
    .filter((n) => !n.percent)
    // "2-3 días", "L-V 8-18 h": a range or a code is no amount.
    .filter(
      (n) =>
        !/\d[-–/]\s?$/.test(text.slice(0, n.index)) &&
        !/^[-–/]\d/.test(text.slice(n.index + n.raw.length)),
    );
  // A run with many numbers is a table of figures, not one item.
  if (numbers.length < 2 || numbers.length > 12) return null;
  const decimals = currencyDecimals(currency);
  const unitAfter = (n: Found) =>
    readUnit(
      text
        .slice(n.index + n.raw.length)
        .trim()
        .split(/\s+/),
    );
  type Pick = {
    q: number;
    p: number;
    t: number | null;
    unit: ReturnType<typeof unitAfter>;
    discount: Decimal | null;
  };
  const picks: Pick[] = [];
  for (let t = numbers.length - 1; t >= 2; t--) {
    for (let p = t - 1; p >= 1; p--) {
      const between = percents
        .find((n) => n.index > numbers[p]!.index && n.index < numbers[t]!.index)
        ?.value.abs();
      for (let q = p - 1; q >= 0; q--) {
        const total = numbers[t]!.value;
        const [quantity, price] = [numbers[q]!.value, numbers[p]!.value];
        const discount = agrees(expectedTotal(quantity, price, null, decimals), total)
          ? null
          : between && agrees(expectedTotal(quantity, price, between, decimals), total)
            ? between
            : undefined;
        if (discount === undefined) continue;
        picks.push({ q, p, t, unit: unitAfter(numbers[q]!), discount });
      }
    }
  }
  const score = (pick: Pick) =>
    (pick.unit ? 8 : 0) +
    (pick.q === 0 && numbers[0]!.index === lead.length ? 4 : 0) +
    (pick.t === numbers.length - 1 ? 2 : 0) +
    (pick.t !== null && pick.p === pick.t - 1 ? 1 : 0);
  let pick = picks.sort((a, b) => score(b) - score(a))[0] ?? null;
  if (!pick) {
    // A price marked "each" and no amount: the quantity opens the run and a unit follows it.
    const first = numbers[0]!;
    const last = numbers.at(-1)!;
    const unit = unitAfter(first);
    if (first.index !== lead.length || !unit || !EACH.test(text.slice(last.index))) return null;
    pick = { q: 0, p: numbers.length - 1, t: null, unit, discount: null };
  }
  const quantity = numbers[pick.q]!;
  const price = numbers[pick.p]!;
  if (!pick.unit && (quantity.value.eq(1) || price.value.eq(1))) return null;
  if (quantity.value.lte(0) || price.value.lte(0)) return null;
  const afterQuantity = quantity.index + quantity.raw.length;
  let unitText: string | null = null;
  let descStart = afterQuantity;
  if (pick.unit) {
    unitText = pick.unit.unit;
    const words = text.slice(afterQuantity).trim().split(/\s+/).slice(0, pick.unit.used);
    const lastWord = words.at(-1)!;
    descStart = text.indexOf(lastWord, afterQuantity) + lastWord.length;
  }
  const after = trimDescription(text.slice(descStart, price.index).replace(/^[\s,:;]+/, ''));
  const before = trimDescription(text.slice(lead.length, quantity.index));
  const letters = (s: string) => (s.match(/\p{L}/gu) ?? []).length;
  let description = letters(after) >= 3 ? after : before;
  if (letters(after) >= 3 && letters(before) > letters(after) * 2 && !pick.unit)
    description = before;
  if (!/\p{L}{2}/u.test(description)) return null;
  description = description
    .replace(/^(?:de|of|del)\s+/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!unitText) {
    // "a $98.00 por saco", "US$0.56 per lb", "4,38 €/m²": the unit named after the price.
    const per = /^\s*(?:\S*\s*)?(?:por|per|\/|el|la|the)\s*(\p{L}[\p{L}²³0-9]*)/iu.exec(
      text.slice(price.index + price.raw.length),
    );
    if (per && isUnitWord(per[1]!)) unitText = per[1]!;
  }
  const lineTotal =
    pick.t !== null
      ? numbers[pick.t]!.value
      : expectedTotal(quantity.value, price.value, null, decimals);
  // One cell may hold the whole sentence: each number's own words are its place.
  const at = (n: Found) => spanSource(line, n.index, n.index + n.raw.length);
  const sources: ItemDraft['sources'] = {};
  const put = (key: keyof NonNullable<ItemDraft['sources']>, source: ReturnType<typeof at>) => {
    if (source) sources[key] = source;
  };
  put('quantity', at(quantity));
  put('unit_price', at(price));
  if (pick.t !== null) put('line_total', at(numbers[pick.t]!));
  put('description', textSource(line, description));
  return {
    sku: null,
    description,
    brand: inlineBrand(description),
    quantity: quantity.value,
    unitAsWritten: unitText,
    unitPrice: price.value,
    discountPct: pick.discount,
    lineTotal,
    section: null,
    source: line.source,
    sources,
    isConsistent: true,
  };
}
