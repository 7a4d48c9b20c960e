import { makeLine, type Cell, type Line } from '../layout/line.ts';

/** Spacing of sheet and CSV columns once laid out as lines of cells (wider than any gap rule). */
const COLUMN_PITCH = 100;
const ROW_PITCH = 20;

export type GridCell = { text: string; value?: number; ref?: string };

/** Turns the rows of a sheet or CSV into lines, one cell per non-empty grid cell. */
export function linesFromGrid(rows: GridCell[][], page: number, sheet?: string): Line[] {
  const lines: Line[] = [];
  rows.forEach((row, rowIndex) => {
    const cells: Cell[] = [];
    row.forEach((cell, column) => {
      const text = cell.text.replace(/\s+/g, ' ').trim();
      if (text === '') return;
      const ref = cell.ref ?? `${columnName(column)}${rowIndex + 1}`;
      cells.push({
        text,
        x0: column * COLUMN_PITCH,
        x1: column * COLUMN_PITCH + COLUMN_PITCH * 0.6,
        ...(cell.value === undefined ? {} : { value: cell.value }),
        source: sheet ? { sheet, cell: ref } : { line: rowIndex + 1, cell: ref },
      });
    });
    if (cells.length > 0) lines.push(makeLine(page, rowIndex * ROW_PITCH, ROW_PITCH / 2, cells));
  });
  return lines;
}

export function columnName(index: number): string {
  let name = '';
  let n = index + 1;
  while (n > 0) {
    const rest = (n - 1) % 26;
    name = String.fromCharCode(65 + rest) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}
