import type { Cell, Line } from '../layout/line.ts';
import { roleOfHeaderWords, type ColumnRole } from './vocabulary.ts';

export type { ColumnRole } from './vocabulary.ts';

/**
 * The role a header cell names (docs/decisions/014-quote-reader.md § Quote reader): the header
 * vocabulary, in the languages quotes come in, matched on the cell's folded words.
 */
export function roleOfHeader(text: string): ColumnRole | null {
  return roleOfHeaderWords(text);
}

export type Column = { role: ColumnRole; x0: number; x1: number; header: string };

/** A line is an item-table header when most of its cells are header words of distinct roles. */
export function headerColumns(line: Line): Column[] | null {
  const columns: Column[] = [];
  let unknown = 0;
  for (const cell of line.cells.flatMap(splitHeaderCell)) {
    const role = roleOfHeader(cell.text);
    // An unknown header keeps its own column, so that its values do not spill into a neighbour.
    columns.push({ role: role ?? 'other', x0: cell.x0, x1: cell.x1, header: cell.text });
    if (!role) unknown++;
  }
  // OCR may read one header word twice, once with a box that runs on across its neighbours
  // ("Unidad" over 367–462 and "Und" over 369–395): two headers of one role, one lying inside the
  // other, are one column with the narrower box.
  for (let i = columns.length - 1; i > 0; i -= 1) {
    const column = columns[i]!;
    const twin = columns.find(
      (c, j) =>
        j !== i &&
        c.role === column.role &&
        overlap(c, column) >= 0.8 * Math.min(c.x1 - c.x0, column.x1 - column.x0),
    );
    if (!twin) continue;
    if (column.x1 - column.x0 < twin.x1 - twin.x0) [twin.x0, twin.x1] = [column.x0, column.x1];
    columns.splice(i, 1);
  }
  // A header word's box never reaches into its right neighbour's: an OCR box that does (a word
  // read together with the rule or the shading beside it) would take the neighbour's values.
  columns.sort((a, b) => a.x0 - b.x0);
  columns.forEach((column, i) => {
    const next = columns[i + 1];
    if (next && column.x1 > next.x0) column.x1 = Math.max(column.x0 + 1, next.x0 - 1);
  });
  // Two columns of one role: the line total is the rightmost, any other role the leftmost.
  for (const role of new Set(columns.map((c) => c.role))) {
    const same = columns.filter((c) => c.role === role);
    if (role === 'other' || same.length < 2) continue;
    const keep = role === 'total' ? same.at(-1) : same[0];
    for (const c of same) if (c !== keep) c.role = 'other';
  }
  const roles = new Set(columns.map((c) => c.role).filter((r) => r !== 'other'));
  const hasAmount =
    roles.has('price') || roles.has('total') || roles.has('netPrice') || roles.has('listPrice');
  const hasWhat = roles.has('description') || roles.has('sku');
  if (roles.size < 3 || !hasAmount || !hasWhat || unknown > roles.size) return null;
  return columns;
}

/**
 * Two header words set close together ("CANT. Unidad", "Cantidad Unidad" in narrow ruled cells)
 * come out of the layout as one cell. A cell that is no header word itself but whose words run, left
 * to right, into two or more header words is split into them, each with its own extent.
 */
function splitHeaderCell(cell: Cell): Cell[] {
  if (!cell.words || roleOfHeader(cell.text)) return [cell];
  // OCR reads the end of a rule, a speck or a band's edge beside a header word as a short word of
  // its own ("IMPORTE J", "Re Precio Unit."): at either end of the cell, a word of one or two
  // characters that is no header word itself belongs to no column.
  const stray = (text: string) => text.length <= 2 && !roleOfHeader(text);
  let first = 0;
  let last = cell.words.length;
  while (first < last && stray(cell.words[first]!.text)) first += 1;
  while (last > first && stray(cell.words[last - 1]!.text)) last -= 1;
  const words = cell.words.slice(first, last);
  const trimmed = words.length < cell.words.length;
  if (words.length === 0 || (words.length < 2 && !trimmed)) return [cell];
  const parts: Cell[] = [];
  let start = 0;
  while (start < words.length) {
    let end = -1;
    for (let j = words.length; j > start; j--) {
      if (
        roleOfHeader(
          words
            .slice(start, j)
            .map((w) => w.text)
            .join(' '),
        )
      ) {
        end = j;
        break;
      }
    }
    if (end < 0) return [cell];
    const run = words.slice(start, end);
    parts.push({
      text: run.map((w) => w.text).join(' '),
      x0: run[0]!.x0,
      x1: run.at(-1)!.x1,
      source: cell.source,
      words: run,
    });
    start = end;
  }
  return parts.length > 1 || trimmed ? parts : [cell];
}

/** Adds a second header line ("Precio" over "Unit.") to the columns it sits under. */
export function extendHeader(columns: Column[], next: Line): boolean {
  if (next.cells.some((c) => /\d/.test(c.text))) return false;
  const matched = next.cells.map((cell) => columns.find((c) => overlap(c, cell) > 0));
  if (matched.some((c) => !c)) return false;
  next.cells.forEach((cell, i) => {
    const column = matched[i]!;
    const role = roleOfHeader(`${column.header} ${cell.text}`);
    column.header = `${column.header} ${cell.text}`;
    if (role) column.role = role;
    column.x0 = Math.min(column.x0, cell.x0);
    column.x1 = Math.max(column.x1, cell.x1);
  });
  return true;
}

export function overlap(a: { x0: number; x1: number }, b: { x0: number; x1: number }): number {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
}

/** The column a cell belongs to: the widest overlap, else the nearest column. */
export function columnOf(columns: Column[], cell: Cell): Column | null {
  let best: Column | null = null;
  let bestScore = -Infinity;
  for (const column of columns) {
    const o = overlap(column, cell);
    const score = o > 0 ? o : o * 1.5;
    if (score > bestScore) {
      bestScore = score;
      best = column;
    }
  }
  return best;
}
