import { parse } from 'csv-parse/sync';
import type { Line } from '../layout/line.ts';
import { linesFromGrid } from './grid.ts';

/** The delimiter that splits the most lines the same way (comma, semicolon, tab or pipe). */
function detectDelimiter(text: string): string {
  const sample = text.split(/\r?\n/).slice(0, 50);
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

/** Reads a CSV (delimiter and BOM detected) into lines of cells; numbers stay text here. */
export function readCsvLines(bytes: Uint8Array): Line[] {
  const text = decode(bytes).replace(/^\uFEFF/, '');
  const rows: string[][] = parse(text, {
    delimiter: detectDelimiter(text),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
  });
  return linesFromGrid(
    rows.map((row) => row.map((text) => ({ text }))),
    1,
  );
}
