import { Readable } from 'node:stream';
import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import type { Line } from '../layout/line.ts';
import { ReadError } from '../result.ts';
import { linesFromGrid, type GridCell } from './grid.ts';
import { READ_LIMITS, type SheetLimits } from './limits.ts';
import { checkZipSize } from './zip-guard.ts';

function textOfValue(value: ExcelJS.CellValue, numFmt: string | undefined): GridCell {
  if (value === null || value === undefined) return { text: '' };
  if (typeof value === 'number') {
    // Shown as a percentage: the cell's value × 100 in decimal.js (a float product would print
    // 7.000000000000001 for 0.07), to the 12 digits a sheet shows.
    if (numFmt?.includes('%'))
      return { text: `${new Decimal(value).times(100).toSignificantDigits(12).toFixed()}%` };
    return { text: String(value), value };
  }
  if (typeof value === 'string') return { text: value };
  if (typeof value === 'boolean') return { text: value ? 'TRUE' : 'FALSE' };
  if (value instanceof Date) return { text: value.toISOString().slice(0, 10) };
  if ('richText' in value) return { text: value.richText.map((r) => r.text).join('') };
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: ExcelJS.CellValue }).result;
    return textOfValue(result ?? null, numFmt);
  }
  if ('text' in value) return { text: String(value.text) };
  return { text: '' };
}

export const tooManyRows = (limit: number) =>
  new ReadError(
    'too_many_rows',
    `The file has more than ${limit} rows; a quote is read up to ${limit}.`,
  );
export const tooManyCells = (limit: number) =>
  new ReadError(
    'too_many_cells',
    `The file has more than ${limit} filled cells; a quote is read up to ${limit}.`,
  );

/** A sheet's rows as cells, in sheet order; what `readXlsxLines` and the item import share. */
export type SheetGrid = {
  name: string;
  /** Sparse: missing rows and cells are holes. */ rows: GridCell[][];
};

/**
 * Reads a workbook's sheets row by row with exceljs's streaming reader, after the zip guard, and
 * stops at the row or cell cap with `too_many_rows` / `too_many_cells`, so what a file costs is
 * bounded before the work is done (docs/product-rules.md § Hostile files). `sheets` stops after
 * that many sheets (the item import reads the first).
 */
export async function readXlsxGrids(
  bytes: Uint8Array,
  limits: SheetLimits & { sheets?: number } = READ_LIMITS,
): Promise<SheetGrid[]> {
  checkZipSize(bytes);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const grids: SheetGrid[] = [];
  let rowCount = 0;
  let cellCount = 0;
  try {
    for await (const sheet of reader) {
      const rows: GridCell[][] = [];
      for await (const row of sheet) {
        rowCount += 1;
        if (rowCount > limits.rows) throw tooManyRows(limits.rows);
        const cells: GridCell[] = [];
        row.eachCell({ includeEmpty: false }, (cell, column) => {
          cellCount += 1;
          cells[column - 1] = { ...textOfValue(cell.value, cell.numFmt), ref: cell.address };
        });
        if (cellCount > limits.cells) throw tooManyCells(limits.cells);
        // Sparse: a lone cell far down or far right costs one entry, not the gap before it.
        rows[row.number - 1] = cells;
      }
      grids.push({ name: (sheet as unknown as { name: string }).name, rows });
      if (limits.sheets !== undefined && grids.length >= limits.sheets) break;
    }
  } catch (error) {
    if (error instanceof ReadError) throw error;
    throw new ReadError(
      'corrupt_file',
      `The spreadsheet could not be opened: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return grids;
}

/**
 * Reads every sheet of a workbook into lines of cells: cached results of formulas, merged cells
 * read once (from their top-left cell, the only one a file stores a value in), percentages as
 * printed, numbers with their exact value.
 */
export async function readXlsxLines(bytes: Uint8Array): Promise<Line[]> {
  const grids = await readXlsxGrids(bytes);
  return grids.flatMap((grid, index) => linesFromGrid(grid.rows, index + 1, grid.name));
}
