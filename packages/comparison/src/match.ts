import {
  mainDimensions,
  readAttributes,
  sameCementClass,
  sameDimensions,
  sameGauge,
  sameSize,
  type Attributes,
} from './attributes.ts';
import { conversionFactor } from './conversion.ts';
import { prepareText } from './measures.ts';
import { isAbbreviation, isMisread, type Token } from './text.ts';
import type { QuoteLine, RequestItem } from './types.ts';
import { PRODUCT_FAMILIES } from './vocabulary.ts';

/**
 * Scoring how well a quote line answers a requested item, from 0 to 1: weighted agreement of
 * their words and concepts (rarer words in the request weigh more), of their numbers and sizes,
 * and whether the quoted unit can be levelled to the requested one.
 */

/** A line scoring below this answers no requested item (an extra). */
export const MATCH_THRESHOLD = 0.25;

/**
 * A match the matcher is less sure of than this is only a suggestion: the comparison leaves the
 * line unmatched (out of the totals and the savings) until the buyer accepts it
 * (docs/product-rules.md § Comparing and awarding, Suggestions). Measured with `npm run
 * bench:compare` on the corpus's answer keys (its "confidence" lines).
 */
export const SUGGESTION_CONFIDENCE = 0.35;

const KIND_WEIGHT: Record<Token['kind'], number> = { concept: 1, word: 1, code: 1.2, number: 0.5 };
/** Weight of a line token the request never uses (supplier filler, brand, packing). */
const UNKNOWN_WEIGHT = 0.6;
/** Weight of one attribute (size, strength, gauge, class, dimensions) both sides state. */
const ATTRIBUTE_WEIGHT = 1.2;

export interface PreparedItem {
  item: RequestItem;
  attributes: Attributes;
  families: Set<string>;
  /** The family the item's description names first: what it is ("concrete … 3/4\" aggregate"). */
  principalFamily: string | null;
  weights: Map<string, number>;
  totalWeight: number;
}

export interface PreparedLine {
  line: QuoteLine;
  attributes: Attributes;
  families: Set<string>;
  unitAsWritten: Attributes | null;
  keys: Set<string>;
}

/** Item texts with inverse-document-frequency weights over the request's own items. */
export function prepareItems(items: RequestItem[], read = readAttributes): PreparedItem[] {
  const attributes = items.map((item) => read(item.description));
  const documentFrequency = new Map<string, number>();
  for (const a of attributes)
    for (const key of new Set(a.tokens.map((t) => t.key)))
      documentFrequency.set(key, (documentFrequency.get(key) ?? 0) + 1);
  return items.map((item, i) => {
    const weights = new Map<string, number>();
    for (const token of attributes[i]!.tokens) {
      const idf = Math.log(1 + items.length / documentFrequency.get(token.key)!);
      weights.set(token.key, KIND_WEIGHT[token.kind] * idf);
    }
    let totalWeight = 0;
    for (const w of weights.values()) totalWeight += w;
    return {
      item,
      attributes: attributes[i]!,
      families: families(attributes[i]!),
      principalFamily: principalFamily(attributes[i]!),
      weights,
      totalWeight,
    };
  });
}

/** What a line's wording says, apart from the line itself (shared by lines worded alike). */
export type LineReading = Omit<PreparedLine, 'line'>;

/**
 * The reading of a line, from its description, brand and unit as written alone: the
 * description without its brand, so a brand never reads as an item word.
 */
export function readLine(line: QuoteLine, read = readAttributes): LineReading {
  let text = prepareText(line.description ?? '');
  if (line.brand) {
    const brand = prepareText(line.brand).trim();
    if (brand.length > 1) text = text.split(brand).join(' ');
  }
  const attributes = read(text);
  const unitAsWritten = line.unitAsWritten ? read(line.unitAsWritten) : null;
  return {
    attributes,
    families: families(attributes),
    unitAsWritten,
    keys: new Set(attributes.tokens.map((t) => t.key)),
  };
}

function attributeAgreement(a: Attributes, b: Attributes): { agree: number; stated: number } {
  // No closure here: under tsx each function made is also named, and this runs per pair scored.
  let agree = 0;
  let stated = 0;
  if (a.sizes.length > 0 && b.sizes.length > 0) {
    stated++;
    agree += Math.max(...a.sizes.flatMap((x) => b.sizes.map((y) => closeness(x.mm, y.mm))));
  }
  if (a.strength && b.strength) {
    stated++;
    agree += closeness(a.strength.value, b.strength.value);
  }
  if (a.gauge !== null && b.gauge !== null) {
    stated++;
    if (sameGauge(a.gauge, b.gauge, a.conceptSet)) agree++;
  }
  if (a.cementClass !== null && b.cementClass !== null) {
    stated++;
    if (sameCementClass(a.cementClass.value, b.cementClass.value)) agree++;
  }
  const da = mainDimensions(a);
  const db = mainDimensions(b);
  const isWood = a.conceptSet.has('c:wood');
  if (da !== undefined && db !== undefined) {
    const same = sameDimensions(da, db, isWood);
    if (same || da.values.length === db.values.length) {
      stated++;
      if (same) agree++;
    }
  }
  return { agree, stated };
}

/**
 * 1 for the same nominal size; a neighbouring size earns part of the credit, so that a
 * substitute (5/8" for 1/2") goes to the nearest requested size, never a far one.
 */
function closeness(a: number, b: number): number {
  if (sameSize(a, b)) return 1;
  return Math.max(0, 0.5 * (1 - Math.abs(Math.log(a / b)) / Math.LN2));
}

function principalFamily(attributes: Attributes): string | null {
  for (const token of attributes.tokens) {
    const family = token.key.startsWith('c:') ? PRODUCT_FAMILIES[token.key.slice(2)] : undefined;
    if (family) return family;
  }
  return null;
}

function families(attributes: Attributes): Set<string> {
  const result = new Set<string>();
  for (const key of attributes.conceptSet) {
    const family = key.startsWith('c:') ? PRODUCT_FAMILIES[key.slice(2)] : undefined;
    if (family) result.add(family);
  }
  return result;
}

export function sameStrength(a: Attributes, b: Attributes): boolean {
  if (!a.strength || !b.strength) return false;
  const near = (x: number, y: number) => Math.abs(x - y) <= 0.03 * Math.max(x, y);
  const as = [a.strength.value, ...(a.strength.alternatives ?? [])];
  const bs = [b.strength.value, ...(b.strength.alternatives ?? [])];
  return as.some((x) => bs.some((y) => near(x, y)));
}

/**
 * Whether another key may abbreviate or misread this one: only words and codes of five
 * characters or more can (isAbbreviation and isMisread say false for anything else).
 */
function canBeNear(key: string): boolean {
  return key.length >= 5 && key[1] === ':' && (key[0] === 'w' || key[0] === 'k');
}

/** How well `line` answers `item`, 0–1. */
export function scorePair(line: PreparedLine, item: PreparedItem): number {
  let shared = 0;
  let sharedWords = 0;
  for (const [key, weight] of item.weights) {
    let credit = 0;
    if (line.keys.has(key)) credit = weight;
    else if (canBeNear(key))
      for (const lk of line.keys)
        if (isAbbreviation(lk, key) || isMisread(lk, key)) {
          credit = 0.8 * weight;
          break;
        }
    shared += credit;
    if (!key.startsWith('#')) sharedWords += credit;
  }
  let lineTotal = 0;
  for (const key of line.keys)
    lineTotal += item.weights.get(key) ?? UNKNOWN_WEIGHT * (key.startsWith('#') ? 0.5 : 1);
  const { agree, stated } = attributeAgreement(item.attributes, line.attributes);
  const sharedAll = shared + agree * ATTRIBUTE_WEIGHT;
  const itemAll = item.totalWeight + stated * ATTRIBUTE_WEIGHT;
  const lineAll = Math.max(lineTotal + stated * ATTRIBUTE_WEIGHT, sharedAll);
  if (itemAll === 0 || lineAll === 0) return 0;
  let score = 0.6 * (sharedAll / itemAll) + 0.4 * (sharedAll / lineAll);
  const unit = line.line.unit;
  // A unit the reader did not find is unknown, not one that cannot be levelled.
  if (unit !== null && unit !== item.item.comparableUnit && unit !== item.item.unit) {
    const conversion = conversionFactor({
      unit,
      text: line.attributes,
      unitAsWritten: line.unitAsWritten,
      item: item.item,
      itemText: item.attributes,
    });
    if (conversion.source === 'none') score *= 0.8;
  }
  // Products are named by words: numbers alone (1/2", 50 kg) never make a match.
  if (sharedWords === 0) score *= 0.4;
  const lineFamilies = line.families;
  const itemFamilies = item.families;
  // Another product, or one the item only mentions (crushed stone for "concrete … with 3/4"
  // aggregate"): a line never naming what the item is.
  if (
    lineFamilies.size &&
    itemFamilies.size &&
    (![...lineFamilies].some((f) => itemFamilies.has(f)) ||
      (item.principalFamily !== null && !lineFamilies.has(item.principalFamily)))
  )
    score *= 0.5;
  return Math.min(1, score);
}
