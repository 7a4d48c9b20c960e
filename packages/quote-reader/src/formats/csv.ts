import { parse } from 'csv-parse/sync';
import type { Line } from '../layout/line.ts';
import { linesFromGrid, type GridCell } from './grid.ts';
import { READ_LIMITS, type SheetLimits } from './limits.ts';
import { tooManyCells, tooManyRows } from './xlsx.ts';

/** The delimiter that splits the most lines the same way (comma, semicolon, tab or pipe). */
function detectDelimiter(text: string): string {
  const sample = text.split(/\r?\n/, 50);
  let best = ',';
  let bestScore = -1;
  for (const delimiter of [';', ',', '\t', '|']) {
    const score = sample.filter((line) => line.includes(delimiter)).length;
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

function decode(bytes: Uint8Array): string {
  const utf8 = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  // A file that is not UTF-8 (Excel's Windows-1252 export) shows replacement characters.
  if (utf8.includes('\uFFFD')) return new TextDecoder('windows-1252').decode(bytes);
  return utf8;
}

/** Line breaks in the bytes: an upper bound on the rows, counted before anything is parsed. */
function countLines(bytes: Uint8Array): number {
  let lines = 1;
  for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) lines += 1;
  return bytes[bytes.length - 1] === 10 ? lines - 1 : lines;
}

/**
 * A CSV's rows of cells (delimiter and BOM detected; numbers stay text), refused with
 * `too_many_rows` before parsing when it has more lines than `limits.rows`, and with
 * `too_many_cells` when its cells pass the cap (docs/product-rules.md § Hostile files).
 */
export function readCsvGrid(bytes: Uint8Array, limits: SheetLimits = READ_LIMITS): GridCell[][] {
  if (countLines(bytes) > limits.rows) throw tooManyRows(limits.rows);
  const text = decode(bytes).replace(/^\uFEFF/, '');
  const rows: string[][] = parse(text, {
    delimiter: detectDelimiter(text),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    to_line: limits.rows,
  });
  let cells = 0;
  for (const row of rows) cells += row.length;
  if (cells > limits.cells) throw tooManyCells(limits.cells);
  return rows.map((row) => row.map((text) => ({ text })));
}

/** Reads a CSV (delimiter and BOM detected) into lines of cells; numbers stay text here. */
export function readCsvLines(bytes: Uint8Array): Line[] {
  return linesFromGrid(readCsvGrid(bytes), 1);
}
