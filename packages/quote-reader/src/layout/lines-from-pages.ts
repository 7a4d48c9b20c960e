import type { Page, Word } from '../page.ts';
import { makeLine, type Cell, type Line } from './line.ts';

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * The steepest slope (rise over run) searched for, about 0.9 degrees: the image was levelled
 * before OCR, so what is left is a photo's perspective. A steeper search would find false slopes
 * in tables, where tilting the page by one row pitch across its width piles each row's numbers
 * onto the next row's words as neatly as onto their own.
 */
const MAX_SLOPE = 0.015;
const SLOPE_STEP = 0.0005;

/**
 * The slope of a scan's text lines that is left after the image was straightened (a phone photo's
 * perspective, a sheet fed askew). Each candidate slope projects the word centres onto the y axis;
 * the one whose projection piles words into the fewest, fullest bands is the lines' slope. PDF text
 * (confidence 1) is never sloped.
 */
function residualSlope(words: Word[], lineHeight: number): number {
  if (words.length < 20 || words.every((w) => w.confidence >= 1)) return 0;
  const band = Math.max(1, lineHeight / 3);
  let best = { slope: 0, score: -Infinity };
  for (let slope = -MAX_SLOPE; slope <= MAX_SLOPE + 1e-9; slope += SLOPE_STEP) {
    const counts = new Map<number, number>();
    for (const w of words) {
      const key = Math.round(((w.y0 + w.y1) / 2 - slope * ((w.x0 + w.x1) / 2)) / band);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    let score = 0;
    for (const count of counts.values()) score += count * count;
    // Ties go to the smaller correction: an already straight page stays as it is.
    if (score > best.score || (score === best.score && Math.abs(slope) < Math.abs(best.slope)))
      best = { slope, score };
  }
  return best.slope;
}

/**
 * Words whose vertical centres (along the lines' slope) are within half a line height form one line.
 * `level` gives a word's height on the page measured along that slope, from the page's middle.
 */
function groupRows(words: Word[], level: (word: Word) => number, lineHeight: number): Word[][] {
  const sorted = [...words].sort((a, b) => level(a) - level(b));
  const rows: { centre: number; words: Word[] }[] = [];
  for (const word of sorted) {
    const centre = level(word);
    const row = rows.at(-1);
    if (row && Math.abs(centre - row.centre) <= lineHeight * 0.45) {
      row.words.push(word);
      row.centre = (row.centre * (row.words.length - 1) + centre) / row.words.length;
    } else rows.push({ centre, words: [word] });
  }
  return rows.map((r) => r.words);
}

/**
 * Splits a row of words into cells: a gap wider than about one character height separates
 * columns, a single space does not. The same rule serves PDF text, OCR words and monospace
 * e-mail tables.
 */
function splitCells(words: Word[], lineHeight: number, page: number): Cell[] {
  const sorted = [...words].sort((a, b) => a.x0 - b.x0);
  // OCR boxes of words in a shaded or ruled cell can take in the cell's edges and come out twice
  // as tall as the text; the row's typical word height caps the gap two neighbours may span.
  const rowHeight = median(words.map((w) => w.y1 - w.y0));
  const cells: Cell[] = [];
  let current: Word[] = [];
  const flush = () => {
    if (current.length === 0) return;
    const x0 = Math.min(...current.map((w) => w.x0));
    const x1 = Math.max(...current.map((w) => w.x1));
    const y0 = Math.min(...current.map((w) => w.y0));
    const y1 = Math.max(...current.map((w) => w.y1));
    cells.push({
      text: current.map((w) => w.text).join(' '),
      x0,
      x1,
      source: { page, box: [round(x0), round(y0), round(x1), round(y1)] },
      confidence: current.reduce((sum, w) => sum + w.confidence, 0) / current.length,
      words: current.map((w) => ({ text: w.text, x0: w.x0, x1: w.x1 })),
    });
    current = [];
  };
  for (const word of sorted) {
    const last = current.at(-1);
    const size = Math.max(
      lineHeight,
      Math.min(rowHeight, Math.min(last?.y1 ?? 0, word.y1) - Math.max(last?.y0 ?? 0, word.y0)),
    );
    if (last && word.x0 - last.x1 > size * 0.85) flush();
    current.push(word);
  }
  flush();
  return cells;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * OCR sometimes boxes the words of a two-line cell as one block twice as tall as a line: their
 * centres then fall between the item's row and the next, and they make a line of their own. A row
 * of OCR words that are all that tall, whose boxes reach over the centre of the row above (or, failing
 * that, below) and whose words lie beside, not over, that row's words, joins that row.
 */
function joinTallRows(rows: Word[][], level: (word: Word) => number, lineHeight: number): Word[][] {
  const isTall = (w: Word) => w.confidence < 1 && w.y1 - w.y0 >= lineHeight * 1.6;
  const centre = (row: Word[]) => median(row.map(level));
  const beside = (a: Word[], b: Word[]) =>
    a.every((w) => b.every((v) => w.x1 <= v.x0 || v.x1 <= w.x0));
  const out = rows.map((row) => [...row]);
  for (let i = 0; i < out.length; i++) {
    const row = out[i]!;
    if (row.length === 0 || !row.every(isTall)) continue;
    const top = Math.min(...row.map((w) => w.y0));
    const bottom = Math.max(...row.map((w) => w.y1));
    const target = [out[i - 1], out[i + 1]].find((other) => {
      if (!other || other.length === 0 || other.every(isTall)) return false;
      const c = centre(other);
      return c >= top && c <= bottom && beside(row, other);
    });
    if (!target) continue;
    target.push(...row);
    out[i] = [];
  }
  return out.filter((row) => row.length > 0);
}

/** Turns pages of positioned words into lines of cells, top to bottom, page after page. */
/** Table rules and box edges that OCR reads as characters: "|", "[", "—", "==". */
const RULE_ONLY = /^[|[\]{}=_~—–\-:;.,'"`*]+$/;

function withoutRules(word: Word): Word | null {
  const text = word.text.replace(/^[|[\]{}]+|[|[\]{}]+$/g, '');
  if (text === '' || RULE_ONLY.test(text)) return null;
  return text === word.text ? word : { ...word, text };
}

export function linesFromPages(pages: Page[]): Line[] {
  const lines: Line[] = [];
  for (const page of pages) {
    const words = page.words
      .filter((w) => w.confidence >= 1 || !RULE_ONLY.test(w.text.trim()))
      .map((w) => (w.confidence >= 1 ? w : withoutRules(w)))
      .filter((w): w is Word => w !== null && w.text.trim() !== '');
    const typical = median(words.map((w) => w.y1 - w.y0)) || 10;
    // An OCR "word" a fraction of a letter high is a speck or a rule's fragment, not text; left
    // in, it starts a line of its own between two real ones and pulls their words apart.
    const text = words.filter((w) => w.confidence >= 1 || w.y1 - w.y0 >= typical * 0.35);
    const lineHeight = median(text.map((w) => w.y1 - w.y0)) || 10;
    const slope = residualSlope(text, lineHeight);
    const level = (w: Word) => (w.y0 + w.y1) / 2 - slope * ((w.x0 + w.x1) / 2 - page.width / 2);
    for (const row of joinTallRows(groupRows(text, level, lineHeight), level, lineHeight)) {
      const y = median(row.map(level));
      lines.push(makeLine(page.number, y, lineHeight, splitCells(row, lineHeight, page.number)));
    }
  }
  return lines;
}
