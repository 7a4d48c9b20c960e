import type { Attributes } from './attributes.ts';
import {
  MATCH_THRESHOLD,
  readLine,
  scorePair,
  type LineReading,
  type PreparedItem,
  type PreparedLine,
} from './match.ts';
import { conversionFactor, type Conversion } from './conversion.ts';
import { prepareText } from './measures.ts';
import { isAbbreviation } from './text.ts';
import type { QuoteLine } from './types.ts';

/**
 * The candidate items of each quote line and their scores, for one comparison
 * (docs/decisions/015-comparison-engine.md § Comparison). Offers answering one request repeat its
 * wording: a line's reading depends only on its prepared description (lower case, no accents),
 * brand and unit as written, and its scores and conversions only on that reading and its unit, so
 * each is worked out once per comparison.
 */

/** How many items, best first by shared word weight, a line is fully scored against. */
const CANDIDATES_PER_LINE = 12;
/** A line's best few items enter the assignment; a line's answer is never its 5th choice. */
const EDGES_PER_LINE = 4;

export interface ScoredItem {
  col: number;
  weight: number;
}

interface ItemIndex {
  postings: Map<string, { item: number; weight: number }[]>;
  /** Per item, the weight a line shares with it while its candidates are found (else 0). */
  sums: Float64Array;
  /** Per item, 1 once the line being ranked shares anything with it. */
  isMet: Uint8Array;
  /** Item words by their first five characters, to find abbreviations ("termomag"). */
  prefixes: Map<string, string[]>;
}

function buildIndex(items: PreparedItem[]): ItemIndex {
  const postings = new Map<string, { item: number; weight: number }[]>();
  const prefixes = new Map<string, string[]>();
  items.forEach((item, i) => {
    for (const [key, weight] of item.weights) {
      if (!postings.has(key)) {
        postings.set(key, []);
        if (key.length >= 5)
          prefixes.set(key.slice(0, 5), [...(prefixes.get(key.slice(0, 5)) ?? []), key]);
      }
      postings.get(key)!.push({ item: i, weight });
    }
  });
  const sums = new Float64Array(items.length);
  return { postings, prefixes, sums, isMet: new Uint8Array(items.length) };
}

/**
 * Adds to `met` and `index.sums` what the line shares with each item through keys `common`
 * items or fewer carry (or more, with `useCommon`). Module functions rather than closures:
 * under tsx each function made is also named, and this runs per wording.
 */
function collectShared(
  line: PreparedLine,
  index: ItemIndex,
  common: number,
  useCommon: boolean,
  met: number[],
): void {
  for (const key of line.keys) {
    addShared(index, key, 1, common, useCommon, met);
    if (key.length >= 5)
      for (const itemKey of index.prefixes.get(key.slice(0, 5)) ?? [])
        if (itemKey !== key && isAbbreviation(key, itemKey))
          addShared(index, itemKey, 0.8, common, useCommon, met);
  }
}

function addShared(
  { postings, sums, isMet }: ItemIndex,
  key: string,
  factor: number,
  common: number,
  useCommon: boolean,
  met: number[],
): void {
  const list = postings.get(key);
  if (!list || list.length > common !== useCommon) return;
  for (const { item, weight } of list) {
    if (!isMet[item]) {
      isMet[item] = 1;
      met.push(item);
    }
    sums[item]! += weight * factor;
  }
}

/**
 * Candidate items for a line: those sharing a word, a concept, a number or an abbreviation,
 * ranked by the weight they share; only the best few are scored in full.
 */
function candidates(line: PreparedLine, items: PreparedItem[], index: ItemIndex): number[] {
  // Shared weight per item, in the order items were first met (the ranking's order of ties).
  const { sums, isMet } = index;
  const met: number[] = [];
  // A key most items carry ("cable" in a wiring request) ranks nothing: it is left for the
  // full score unless the line shares nothing rarer.
  const common = Math.max(20, items.length / 5);
  collectShared(line, index, common, false, met);
  if (met.length === 0) collectShared(line, index, common, true, met);
  if (met.length === 0 && items.length <= 3) return items.map((_, i) => i);
  const ranked = met.sort((a, b) => sums[b]! - sums[a]!).slice(0, CANDIDATES_PER_LINE);
  for (const item of met) {
    sums[item] = 0;
    isMet[item] = 0;
  }
  return ranked;
}

/**
 * The map under `key`, made when missing. The memos below look values up through it and plain
 * `get`, never through a closure made per line: under tsx each function made is also named
 * (esbuild's keepNames), and a comparison looks up tens of thousands of times.
 */
function inner<K, K2, V>(map: Map<K, Map<K2, V>>, key: K): Map<K2, V> {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = new Map<K2, V>()));
  return value;
}

type Memo<T> = Map<Attributes, Map<Attributes | null, Map<string | null | undefined, T>>>;

/** The memo's slot for what a score or a conversion reads of a line. */
function byUnit<T>(memo: Memo<T>, line: PreparedLine): Map<string | null | undefined, T> {
  return inner(inner(memo, line.attributes), line.unitAsWritten);
}

/** Reads and scores the lines of every offer against `items`, each wording once. */
export function lineScorer(items: PreparedItem[], read: (text: string) => Attributes) {
  const index = buildIndex(items);
  type ByWording = Map<string, Map<string, Map<string, LineReading>>>;
  // By the wording as written, then as prepared ("CTO. GRIS" reads as "cto. gris"); an empty
  // brand or unit as written reads as none.
  const asWritten: ByWording = new Map();
  const asPrepared: ByWording = new Map();
  // By what a score or a conversion reads of a line: its attributes (readings may share them),
  // its unit as written, its unit.
  const scores: Memo<ScoredItem[]> = new Map();
  const conversions: Memo<Conversion[]> = new Map();
  const readingOf = (line: QuoteLine): LineReading => {
    const description = line.description ?? '';
    const brand = line.brand || '';
    const unitAsWritten = line.unitAsWritten || '';
    const written = inner(inner(asWritten, description), brand);
    let reading = written.get(unitAsWritten);
    if (reading) return reading;
    const prepared = inner(inner(asPrepared, prepareText(description)), brand);
    reading = prepared.get(unitAsWritten);
    if (!reading) prepared.set(unitAsWritten, (reading = readLine(line, read)));
    written.set(unitAsWritten, reading);
    return reading;
  };
  return {
    prepare(line: QuoteLine): PreparedLine {
      return { line, ...readingOf(line) };
    },
    /** The line's conversion to the item in column `col` (conversion.ts `conversionFactor`). */
    conversion(line: PreparedLine, col: number): Conversion {
      const byItems = byUnit(conversions, line);
      let byItem = byItems.get(line.line.unit);
      if (!byItem) byItems.set(line.line.unit, (byItem = []));
      return (byItem[col] ??= conversionFactor({
        unit: line.line.unit,
        text: line.attributes,
        unitAsWritten: line.unitAsWritten,
        item: items[col]!.item,
        itemText: items[col]!.attributes,
      }));
    },
    /** The line's best few items scoring at least the threshold, best first. */
    score(line: PreparedLine): ScoredItem[] {
      const byUnits = byUnit(scores, line);
      let scored = byUnits.get(line.line.unit);
      if (!scored) byUnits.set(line.line.unit, (scored = scoreLine(line, items, index)));
      return scored;
    },
  };
}

/** The line's best few items scoring at least the threshold, best first. */
function scoreLine(line: PreparedLine, items: PreparedItem[], index: ItemIndex): ScoredItem[] {
  return candidates(line, items, index)
    .map((col) => ({ col, weight: scorePair(line, items[col]!) }))
    .filter((e) => e.weight >= MATCH_THRESHOLD)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, EDGES_PER_LINE);
}
