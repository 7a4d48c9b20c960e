import { headerColumns, roleOfHeader } from './columns.ts';
import { isTotalsLabel } from './totals.ts';

// The layout stage's types, by way of the reading functions that take them (a reading module adds
// no import of the layout stage: .dependency-cruiser.mjs).
type Line = Parameters<typeof isTotalsLabel>[0];
type Cell = Line['cells'][number];

/**
 * Where a header line that names the same columns twice, left half and right half
 * ("Description | Qty | Unit | Price | Amount | Description | Qty | …"), divides the page: the x
 * midway between the two halves, or null when the line is no such header.
 */
function splitOf(line: Line): number | null {
  const columns = headerColumns(line);
  if (!columns || columns.length < 6 || columns.length % 2 !== 0) return null;
  const half = columns.length / 2;
  const roles = columns.map((c) => roleOfHeader(c.header));
  if (roles.filter(Boolean).length < 6) return null;
  for (let i = 0; i < half; i++) if (roles[i] !== roles[i + half]) return null;
  return (columns[half - 1]!.x1 + columns[half]!.x0) / 2;
}

/**
 * The part of a cell on one side of `split`: its words whose middle is on that side (a right-aligned
 * figure may run a little past the gutter), or nothing.
 */
function sideOf(cell: Cell, split: number, left: boolean): Cell | null {
  const isLeft = (w: { x0: number; x1: number }) => (w.x0 + w.x1) / 2 < split;
  if (!cell.words) return isLeft(cell) === left ? cell : null;
  const words = cell.words.filter((w) => isLeft(w) === left);
  if (words.length === 0) return null;
  if (words.length === cell.words.length) return cell;
  const x0 = words[0]!.x0;
  const x1 = words.at(-1)!.x1;
  const box = cell.source.box;
  return {
    ...cell,
    text: words.map((w) => w.text).join(' '),
    x0,
    x1,
    words,
    source: box ? { ...cell.source, box: [x0, box[1], x1, box[3]] } : cell.source,
  };
}

function halfOf(line: Line, split: number, left: boolean, y: number): Line | null {
  const cells = line.cells
    .map((cell) => sideOf(cell, split, left))
    .filter((cell): cell is Cell => !!cell);
  if (cells.length === 0) return null;
  return { ...line, y, cells, text: cells.map((c) => c.text).join('  '), source: cells[0]!.source };
}

/**
 * Item tables set side by side on one page (docs/product-rules.md § Reading quotes): a header
 * that names its columns twice splits every line below it, to the first totals label, a line of
 * text across both halves or the end of the page, into its left and right halves; the left table is read
 * first, then the right one under its own header, as if printed below it. Lines elsewhere stay.
 */
export function unfoldSideBySide(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (let index = 0; index < lines.length; index++) {
    const header = lines[index]!;
    const split = splitOf(header);
    if (split === null) {
      out.push(header);
      continue;
    }
    const width = header.cells.at(-1)!.x1 - header.cells[0]!.x0;
    let end = index + 1;
    while (end < lines.length) {
      const line = lines[end]!;
      if (line.page !== header.page || isTotalsLabel(line) || splitOf(line) !== null) break;
      // A line of text across both halves (a note under the tables) ends them.
      if (line.cells.some((c) => c.x1 - c.x0 > width * 0.6)) break;
      end++;
    }
    const region = lines.slice(index, end);
    // The right table goes below the left one, so that the distance between lines still tells
    // rows apart and no row looks continued by a line printed above it.
    const shift = region.at(-1)!.y - header.y + header.height * 3;
    const halves = (left: boolean, by: number) =>
      region.map((line) => halfOf(line, split, left, line.y + by)).filter((l): l is Line => !!l);
    out.push(...halves(true, 0), ...halves(false, shift));
    index = end - 1;
  }
  return out;
}
