import ExcelJS from 'exceljs';
import type { Line } from '../layout/line.ts';
import { ReadError } from '../result.ts';
import { linesFromGrid, type GridCell } from './grid.ts';
import { checkZipSize } from './zip-guard.ts';

function textOfValue(value: ExcelJS.CellValue, numFmt: string | undefined): GridCell {
  if (value === null || value === undefined) return { text: '' };
  if (typeof value === 'number') {
    if (numFmt?.includes('%')) return { text: `${Number((value * 100).toPrecision(12))}%` };
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

/**
 * Reads every sheet of a workbook into lines of cells: cached results of formulas, merged cells
 * read once (from their top-left cell), percentages as printed, numbers with their exact value.
 */
export async function readXlsxLines(bytes: Uint8Array): Promise<Line[]> {
  checkZipSize(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch (error) {
    throw new ReadError(
      'corrupt_file',
      `The spreadsheet could not be opened: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const lines: Line[] = [];
  workbook.worksheets.forEach((sheet, index) => {
    const rows: GridCell[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
      const cells: GridCell[] = [];
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        if (cell.isMerged && cell.master.address !== cell.address) return;
        cells[column - 1] = { ...textOfValue(cell.value, cell.numFmt), ref: cell.address };
      });
      rows[rowNumber - 1] = Array.from(cells, (c) => c ?? { text: '' });
    });
    lines.push(
      ...linesFromGrid(
        Array.from(rows, (r) => r ?? []),
        index + 1,
        sheet.name,
      ),
    );
  });
  return lines;
}
