import type { Source } from '../result.ts';

/** A run of words close enough to be one table cell or one label. */
export type Cell = {
  text: string;
  x0: number;
  x1: number;
  /** The exact number a spreadsheet cell holds, when it holds one. */
  value?: number;
  source: Source;
  /** The mean of its words' confidence: 1 for text a PDF states, OCR's own for a scan. */
  confidence?: number;
  /** The words of a cell made from positioned words (PDF text, OCR), left to right. */
  words?: { text: string; x0: number; x1: number }[];
};

/** One visual line of a document (or one sheet row, or one e-mail text line). */
export type Line = {
  page: number;
  y: number;
  height: number;
  cells: Cell[];
  text: string;
  source: Source;
};

export function makeLine(page: number, y: number, height: number, cells: Cell[]): Line {
  const sorted = [...cells].sort((a, b) => a.x0 - b.x0);
  const first = sorted[0]?.source ?? { page };
  return {
    page,
    y,
    height,
    cells: sorted,
    text: sorted.map((c) => c.text).join('  '),
    source: first,
  };
}

/** Where each cell's text starts in its line's text (cells are joined by spaces), or -1. */
function cellStarts(line: Line): number[] {
  let from = 0;
  return line.cells.map((cell) => {
    const at = line.text.indexOf(cell.text, from);
    if (at >= 0) from = at + cell.text.length;
    return at;
  });
}

/**
 * Where the characters [start, end) of a line's text were read (docs/product-rules.md § Reading
 * quotes): the box of the words they fall in when the cell knows its words (PDF text, OCR), else
 * the cell's own place (a sheet's cell, an e-mail's line). Null when no cell holds them.
 */
export function spanSource(line: Line, from: number, to: number): Source | null {
  let start = from;
  let end = to;
  while (start < end && /\s/.test(line.text[start]!)) start++;
  while (end > start && /\s/.test(line.text[end - 1]!)) end--;
  const starts = cellStarts(line);
  const k = line.cells.findIndex(
    (c, i) => starts[i]! >= 0 && start >= starts[i]! && end <= starts[i]! + c.text.length,
  );
  const cell = line.cells[k];
  if (!cell) return null;
  const box = cell.source.box;
  const tokens = [...cell.text.matchAll(/\S+/g)];
  if (!box || !cell.words || tokens.length !== cell.words.length) return cell.source;
  const left = start - starts[k]!;
  const right = end - starts[k]!;
  const inside = cell.words.filter((_, i) => {
    const t = tokens[i]!;
    return t.index < right && t.index + t[0].length > left;
  });
  if (inside.length === 0) return cell.source;
  const x0 = Math.min(...inside.map((w) => w.x0));
  const x1 = Math.max(...inside.map((w) => w.x1));
  const round = (v: number) => Math.round(v * 10) / 10;
  return { ...cell.source, box: [round(x0), box[1], round(x1), box[3]] };
}

/** Where a piece of a line's text was read: its first place at or after `from`, as `spanSource`. */
export function textSource(line: Line, text: string, from = 0): Source | null {
  const at = text ? line.text.indexOf(text, from) : -1;
  return at < 0 ? null : spanSource(line, at, at + text.length);
}
