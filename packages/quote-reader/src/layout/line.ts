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
