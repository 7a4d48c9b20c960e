import type { Page, Word } from '../page.ts';
import { makeLine, type Cell, type Line } from './line.ts';

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Words whose vertical centres are within half a line height form one line. */
function groupRows(words: Word[], lineHeight: number): Word[][] {
  const sorted = [...words].sort((a, b) => (a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2);
  const rows: { centre: number; words: Word[] }[] = [];
  for (const word of sorted) {
    const centre = (word.y0 + word.y1) / 2;
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
    });
    current = [];
  };
  for (const word of sorted) {
    const last = current.at(-1);
    const size = Math.max(
      lineHeight,
      Math.min(last?.y1 ?? 0, word.y1) - Math.max(last?.y0 ?? 0, word.y0),
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
    const lineHeight = median(words.map((w) => w.y1 - w.y0)) || 10;
    for (const row of groupRows(words, lineHeight)) {
      const y = median(row.map((w) => (w.y0 + w.y1) / 2));
      lines.push(makeLine(page.number, y, lineHeight, splitCells(row, lineHeight, page.number)));
    }
  }
  return lines;
}
