import type { Cell, Line } from '../layout/line.ts';
import type { Source } from '../result.ts';
import {
  columnOf,
  extendHeader,
  headerColumns,
  overlap,
  type Column,
  type ColumnRole,
} from './columns.ts';
import { isTotalsLabel } from './totals.ts';
import { isUnitText } from './units.ts';

export type RawField = {
  text: string;
  value?: number;
  source: Source;
  /** read under a garbled header taken for the quantity's (see `isLostQuantity`) */
  isGuessedColumn?: boolean;
};

/** One item row as printed, before numbers are read (the number style is decided later). */
export type RawRow = {
  fields: Partial<Record<ColumnRole, RawField>>;
  section: string | null;
  source: Source;
  lineIndex: number;
};

const NOISE =
  /^(?:[-—–\s]*contin[uú]a.*|.*p[aá]gina\s+\d+\s+de\s+\d+.*|page\s+\d+\s+of\s+\d+|[-=_\s|+]+)$/i;
const CARRIED =
  /\b(?:suma\s+anterior|suma\s+y\s+sigue|van\b|vienen\b|a\s+la\s+vuelta|de\s+la\s+vuelta|carried\s+forward|brought\s+forward|balance\s+forward|subtotal\s+(?:p[aá]gina|page|hoja)|transporte\s+de\s+p[aá]gina)/i;
const HAS_NUMBER = /\d/;

function isNumeric(cell: Cell): boolean {
  return (
    cell.value !== undefined ||
    /^[-−(]?\s*(?:US\$|\$|€)?\s*\d[\d.,\s']*%?\s*€?\)?$/.test(cell.text.trim())
  );
}

/** An item code: one token of digits with dots, dashes or letters ("02.07.9699", "U9619", "CEM-25"). */
const CODE = /^(?=\S*\d)[A-Za-z0-9]+(?:[.\-/][A-Za-z0-9]+)*$/;

/**
 * The role of a cell that lies left of every column, before a description column: the item number
 * or the item code of a column whose header the scan lost (white text on a shaded band, a smudge).
 * Null: it belongs to the nearest column as usual.
 */
function roleLeftOfTable(columns: Column[], cell: Cell): ColumnRole | null {
  const first = columns.reduce<Column | null>((a, c) => (!a || c.x0 < a.x0 ? c : a), null);
  if (!first || first.role !== 'description' || cell.x1 > first.x0) return null;
  const text = cell.text.trim();
  if (/^\d{1,3}\.?$/.test(text)) return 'index';
  return CODE.test(text) ? 'sku' : null;
}

/**
 * A plain number under a header the scan garbled ("Cet" for "Cant.") or lost, in a table that has no
 * quantity column, right of the description and left of the prices: the quantity.
 */
function isLostQuantity(columns: Column[], column: Column, cell: Cell): boolean {
  if (columns.some((c) => c.role === 'quantity')) return false;
  const span = lostSpan(column, cell);
  return /^\d[\d.,]*$/.test(cell.text.trim()) && !!span && isBetween(columns, span);
}

/** The same for a unit word ("roll", "cu yd") under a garbled header of a table without units. */
function isLostUnit(columns: Column[], column: Column, cell: Cell): boolean {
  if (columns.some((c) => c.role === 'unit')) return false;
  const text = cell.text.trim();
  const span = lostSpan(column, cell);
  return text.length <= 16 && isUnitText(text) && !!span && isBetween(columns, span);
}

/**
 * Where a cell of a lost column lies: under a header the vocabulary does not know, that header's
 * extent; under no header at all (OCR lost the header word), the cell's own. Null under a known one.
 */
function lostSpan(column: Column, cell: Cell): { x0: number; x1: number } | null {
  if (overlap(column, cell) <= 0) return cell;
  return column.role === 'other' ? column : null;
}

function isBetween(columns: Column[], column: { x0: number; x1: number }): boolean {
  const description = columns.find((c) => c.role === 'description');
  const prices = columns.filter((c) =>
    ['price', 'listPrice', 'netPrice', 'total'].includes(c.role),
  );
  return (
    !!description &&
    prices.length > 0 &&
    column.x0 > description.x1 &&
    prices.every((p) => column.x1 <= p.x0)
  );
}

/**
 * A cell whose words lie under two headers or more, every word under one ("Condumex roll" under
 * Brand and Unit set close together), is those headers' cells, cut between its words
 * (docs/product-rules.md § Reading quotes). A description running on past its header's words
 * stays whole: its words between the headers lie under none.
 */
function acrossColumns(columns: Column[], cell: Cell): Cell[] {
  const words = cell.words;
  if (!words || words.length < 2) return [cell];
  const under = words.map((w) => columns.find((c) => overlap(c, w) > 0));
  if (under.some((c) => !c) || new Set(under).size < 2) return [cell];
  const parts: Cell[] = [];
  words.forEach((word, k) => {
    const last = parts.at(-1);
    if (last && under[k] === under[k - 1]) {
      last.text = `${last.text} ${word.text}`;
      last.x1 = word.x1;
      last.words!.push(word);
    } else parts.push({ ...cell, text: word.text, x0: word.x0, x1: word.x1, words: [word] });
  });
  const box = cell.source.box;
  for (const part of parts)
    if (box) part.source = { ...cell.source, box: [part.x0, box[1], part.x1, box[3]] };
  return parts;
}

function assign(columns: Column[], line: Line): Partial<Record<ColumnRole, RawField>> {
  const fields: Partial<Record<ColumnRole, RawField>> = {};
  for (const cell of line.cells.flatMap((c) => acrossColumns(columns, c))) {
    const column = columnOf(columns, cell);
    if (!column) continue;
    const isGuessed = isLostQuantity(columns, column, cell);
    const role =
      roleLeftOfTable(columns, cell) ??
      (isGuessed
        ? 'quantity'
        : isLostUnit(columns, column, cell)
          ? 'unit'
          : roleOf(columns, cell, column));
    const existing = fields[role];
    const field: RawField = { text: cell.text, source: cell.source };
    if (cell.value !== undefined) field.value = cell.value;
    if (isGuessed) field.isGuessedColumn = true;
    if (existing) {
      existing.text = `${existing.text} ${cell.text}`;
      delete existing.value;
    } else fields[role] = field;
  }
  return fields;
}

function hasItemNumbers(fields: Partial<Record<ColumnRole, RawField>>, cells: Cell[]): boolean {
  const amounts = (['quantity', 'price', 'listPrice', 'netPrice', 'total'] as const).filter(
    (role) => fields[role] && HAS_NUMBER.test(fields[role].text),
  );
  return amounts.length >= 2 || (amounts.length >= 1 && cells.filter(isNumeric).length >= 2);
}

/**
 * Whether a line sits with the line above it rather than apart: up to about one and a half line
 * heights below it (a description's second line; a note in smaller type sits a little lower than a
 * full line pitch), or up to two and a half when it lies nearer the line above than the line below
 * (a note under its item on a scan: OCR boxes its small letters, so the line height it gives is
 * less than the pitch the rows keep). Lines of other pages never sit together.
 */
export function sitsUnder(line: Line, above: Line, below: Line | undefined): boolean {
  if (line.page !== above.page) return false;
  const gap = line.y - above.y;
  const reach = Math.max(line.height, above.height);
  if (gap <= reach * 1.6) return true;
  if (gap > reach * 2.5) return false;
  return !below || below.page !== line.page || below.y - line.y > gap;
}

/**
 * A cell's role: its column's, except where the header has no description column and the cell of
 * words lies under no header word, left of every amount column (the header word OCR lost over
 * the descriptions, between the code and the brand): there it is the description.
 */
function roleOf(columns: Column[], cell: Cell, column: Column): ColumnRole {
  if (columns.some((c) => c.role === 'description') || overlap(column, cell) > 0)
    return column.role;
  const text = cell.text.trim();
  if (!/\p{L}/u.test(text) || CODE.test(text) || isUnitText(text)) return column.role;
  const amounts = columns.filter((c) => AMOUNT_ROLES.has(c.role));
  const leftOfAmounts = (x1: number) => amounts.length > 0 && amounts.every((c) => x1 <= c.x0);
  // An unknown header left of the amounts stands for the description (see itemsFromRows).
  if (columns.some((c) => c.role === 'other' && leftOfAmounts(c.x1))) return column.role;
  const hasLeft = columns.some((c) => c.x1 <= cell.x0);
  return leftOfAmounts(cell.x1) && hasLeft ? 'description' : column.role;
}

const AMOUNT_ROLES: ReadonlySet<ColumnRole> = new Set([
  'quantity',
  'price',
  'listPrice',
  'netPrice',
  'discount',
  'total',
]);

/** Text-only line: a description's second line, or a section header. */
function isContinuation(
  line: Line,
  previous: Line | null,
  below: Line | undefined,
  columns: Column[],
): boolean {
  if (!previous || !sitsUnder(line, previous, below)) return false;
  // Without a description column, the unnamed column of words is the description (see
  // itemsFromRows), and its next line goes on it too.
  const words = columns.some((c) => c.role === 'description') ? 'description' : 'other';
  return line.cells.every((cell) => {
    const column = columnOf(columns, cell);
    const role = column && roleOf(columns, cell, column);
    return (
      role === words ||
      role === 'description' ||
      role === 'unit' ||
      role === 'brand' ||
      role === 'sku'
    );
  });
}

const INCLUDED_WORD =
  /\b(?:incluid[oa]s?|included|gratis|free|pagados|sin\s+cargo|no\s+charge|bonificad[oa]s?)\b/i;

function appendToRow(row: RawRow, line: Line, columns: Column[]): void {
  for (const cell of line.cells) {
    const role = roleOf(columns, cell, columnOf(columns, cell)!);
    const field = row.fields[role];
    if (field) field.text = `${field.text} ${cell.text}`;
    else row.fields[role] = { text: cell.text, source: cell.source };
  }
}

/**
 * Finds the item tables by their header words and reads their rows: continuation lines join the
 * item above, section headers name the items below, repeated headers and carried sums on later
 * pages are skipped, the totals block ends the table.
 */
export function readTables(lines: Line[]): { rows: RawRow[]; used: Set<number> } {
  const rows: RawRow[] = [];
  const used = new Set<number>();
  let columns: Column[] | null = null;
  let section: string | null = null;
  let lastItemLine: Line | null = null;
  let lastRow: RawRow | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const header = headerColumns(line);
    if (header) {
      columns = header;
      used.add(i);
      const next = lines[i + 1];
      if (
        next &&
        next.page === line.page &&
        next.y - line.y < line.height * 2 &&
        extendHeader(columns, next)
      ) {
        used.add(++i);
      }
      lastItemLine = null;
      continue;
    }
    if (!columns) continue;
    const text = line.text.trim();
    if (NOISE.test(text) || CARRIED.test(text)) {
      used.add(i);
      continue;
    }
    const fields = assign(columns, line);
    if (hasItemNumbers(fields, line.cells)) {
      if (isTotalsLabel(line)) {
        columns = null;
        continue;
      }
      lastRow = { fields, section, source: line.source, lineIndex: i };
      rows.push(lastRow);
      lastItemLine = line;
      used.add(i);
      continue;
    }
    // A note under an item may read like a totals label ("Entrega en obra" under the item's
    // description): with no amount, no "included" word and set within the item's word columns,
    // it is the item's second line, not the start of the totals block.
    const hasNumber = line.cells.some(isNumeric);
    if (
      !hasNumber &&
      lastRow &&
      !INCLUDED_WORD.test(text) &&
      isContinuation(line, lastItemLine, lines[i + 1], columns)
    ) {
      appendToRow(lastRow, line, columns);
      lastItemLine = line;
      used.add(i);
      continue;
    }
    if (hasNumber || isTotalsLabel(line)) {
      // a section subtotal or the totals block
      if (isTotalsLabel(line)) columns = null;
      continue;
    }
    if (line.cells.length <= 2 && /\p{L}/u.test(text) && text.length < 80 && !/:\s*\S/.test(text)) {
      section = sectionName(text);
      used.add(i);
      lastItemLine = null;
      continue;
    }
  }
  return { rows, used };
}

function sectionName(text: string): string {
  return text
    .replace(/\s{2,}/g, ' ')
    .replace(/[:.]+$/, '')
    .trim();
}
