import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants/limits.ts';
import type { UnitCode } from '../constants/purchasing.ts';
import { UNIT_WORDS } from '../constants/unit-words.ts';
import { detectDecimalMark, parseNumber } from './decimal-numbers.ts';
import { HEADER_WORDS } from './paste-headers.ts';
import {
  splitRows,
  type PasteColumn as Column,
  type PasteRow as Row,
  type PasteRow,
} from './paste-rows.ts';

/**
 * Requested items pasted from a spreadsheet (docs/product-rules.md, "Pasting items"): rows of
 * tab-separated cells, with or without a header row in Spanish or English. Pure: the web editor
 * and the server's CSV import read rows the same way.
 */

export type PastedItem = {
  description: string;
  /** Exact decimal as a string with a point (`"1234.5"`). */
  quantity: string;
  unit: UnitCode;
  /** Empty when the paste has none, as the RFQ item schema keeps it. */
  brand: string;
  notes: string;
  section: string;
};

/** A refused row: `row` counts from 1 as the spreadsheet shows it; `key` is an i18n key. */
export type PasteRowError = {
  row: number;
  key: string;
  values?: Record<string, string | number>;
};

export type PasteResult = {
  items: PastedItem[];
  errors: PasteRowError[];
  hasHeader: boolean;
  /** The decimal mark this paste was read with. */
  decimalMark: '.' | ',';
  /** Rows left out because the items would pass `maxItems`. */
  droppedRows: number;
};

export type ParsePasteOptions = {
  /** Most items the result may hold (the RFQ's cap less the items it already has). */
  maxItems: number;
  /**
   * The decimal mark when the caller knows it (an XLSX writes its numbers with a point); left
   * out, it is decided from the quantities.
   */
  decimalMark?: '.' | ',';
};

/** How far down a header may sit below title-only rows (a sheet's heading). */
const HEADER_SEARCH_ROWS = 20;

const ERRORS = {
  descriptionRequired: 'paste:errors.descriptionRequired',
  descriptionTooLong: 'paste:errors.descriptionTooLong',
  quantityRequired: 'paste:errors.quantityRequired',
  quantityInvalid: 'paste:errors.quantityInvalid',
  quantityNegative: 'paste:errors.quantityNegative',
  quantityZero: 'paste:errors.quantityZero',
  unitRequired: 'paste:errors.unitRequired',
  unitUnknown: 'paste:errors.unitUnknown',
  textTooLong: 'paste:errors.textTooLong',
  notesTooLong: 'paste:errors.notesTooLong',
} as const;

/** Lower case, accents and punctuation dropped, `²`/`³` as digits: how words are compared. */
export function normalizeWord(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The unit code a written unit means (`pzas` → pc, `bulto 50 kg` → bag), or null. */
export function toUnitCode(written: string): UnitCode | null {
  const firstWord = written.trim().split(/[\s/(]/)[0] ?? '';
  for (const candidate of [written, firstWord]) {
    const word = normalizeWord(candidate);
    if (!word) continue;
    const code =
      UNIT_WORDS[word] ??
      (word.endsWith('es') ? UNIT_WORDS[word.slice(0, -2)] : undefined) ??
      (word.endsWith('s') ? UNIT_WORDS[word.slice(0, -1)] : undefined);
    if (code) return code;
  }
  return null;
}

/** The column each header cell names, or null when the row is not a header. */
function readHeader(cells: string[]): Column[] | null {
  const words = cells.map(normalizeWord);
  // `Item` names the description unless another column does; then it is the row number.
  const hasOtherDescription = words.some(
    (word) => word !== 'item' && HEADER_WORDS[word] === 'description',
  );
  const columns = words.map((word) =>
    word === 'item' && hasOtherDescription ? 'ignored' : (HEADER_WORDS[word] ?? null),
  );
  const known = columns.filter((column) => column !== null && column !== 'ignored');
  const hasNumber = cells.some((cell) => parseNumber(cell, '.') !== null);
  if (known.length === 0 || hasNumber || !known.includes('description')) return null;
  return columns.map((column) => column ?? 'ignored');
}

/** Rows a headerless paste's columns are guessed from: the first ones say enough. */
const GUESS_ROWS = 1000;

/**
 * Columns of a paste without a header, guessed from its first rows: numbers → quantity, unit
 * words → unit, text → the rest.
 */
function guessColumns(allRows: Row[]): Column[] {
  const rows = allRows.slice(0, GUESS_ROWS);
  // A loop, not Math.max(...): spreading 300,000 rows overflows the call stack.
  const width = rows.reduce((widest, row) => Math.max(widest, row.cells.length), 0);
  const share = (test: (cell: string) => boolean, column: number) => {
    const filled = rows.map((row) => row.cells[column]?.trim() ?? '').filter(Boolean);
    return filled.length === 0 ? 0 : filled.filter(test).length / filled.length;
  };
  const columns: Column[] = Array.from({ length: width }, () => 'ignored');
  const isNumeric = (cell: string) => /^[-−(]?[\d\s.,'’]+\)?$/.test(cell);
  const numeric = [...columns.keys()].filter((column) => share(isNumeric, column) >= 0.8);
  // A running 1, 2, 3… column is the row number, not the quantity.
  const counters = numeric.filter((column) =>
    rows.every((row, position) => row.cells[column]?.trim() === String(position + 1)),
  );
  const quantity = numeric.find((column) => !counters.includes(column)) ?? numeric[0];
  if (quantity !== undefined) columns[quantity] = 'quantity';
  const unitColumn = [...columns.keys()].find(
    (column) =>
      columns[column] === 'ignored' && share((cell) => toUnitCode(cell) !== null, column) >= 0.8,
  );
  if (unitColumn !== undefined) columns[unitColumn] = 'unit';
  const textColumns = [...columns.keys()].filter(
    (column) => columns[column] === 'ignored' && !numeric.includes(column),
  );
  const averageLength = (column: number) =>
    rows.reduce((sum, row) => sum + (row.cells[column]?.trim().length ?? 0), 0) / rows.length;
  const description = [...textColumns].sort((a, b) => averageLength(b) - averageLength(a))[0];
  if (description !== undefined) columns[description] = 'description';
  const rest = textColumns.filter((column) => column !== description);
  if (rest[0] !== undefined) columns[rest[0]] = 'brand';
  if (rest[1] !== undefined) columns[rest[1]] = 'notes';
  return columns;
}

type RowOutcome = { item: PastedItem } | { error: PasteRowError } | { section: string };

function readRow(
  row: Row,
  columns: Column[],
  decimalMark: '.' | ',',
  section: string | null,
): RowOutcome {
  const cellOf = (column: Column) => {
    const index = columns.indexOf(column);
    return index === -1 ? '' : (row.cells[index]?.trim() ?? '');
  };
  const description = cellOf('description');
  const quantityText = cellOf('quantity');
  const unitText = cellOf('unit');
  const fail = (key: string, values?: PasteRowError['values']) => ({
    error: { row: row.line, key, ...(values ? { values } : {}) },
  });
  // A row with only a title (OBRA NEGRA, Electrical) heads the rows below it, whichever column
  // holds it (a sheet often writes titles in its first column, over the row numbers).
  const filled = row.cells.map((cell) => cell.trim()).filter((cell) => cell !== '');
  const title = filled.length === 1 ? (filled[0] ?? '') : '';
  const canBeSection = columns.includes('quantity') && !columns.includes('section');
  if (canBeSection && title && !quantityText && !unitText && parseNumber(title, '.') === null) {
    return { section: title };
  }
  if (!description) return fail(ERRORS.descriptionRequired);
  if (description.length > DESCRIPTION_MAX_LENGTH) {
    return fail(ERRORS.descriptionTooLong, { max: DESCRIPTION_MAX_LENGTH });
  }
  if (!quantityText) return fail(ERRORS.quantityRequired);
  const quantity = parseNumber(quantityText, decimalMark);
  if (quantity === null) return fail(ERRORS.quantityInvalid, { value: quantityText });
  if (quantity.startsWith('-')) return fail(ERRORS.quantityNegative, { value: quantityText });
  if (!/[1-9]/.test(quantity)) return fail(ERRORS.quantityZero);
  if (!unitText) return fail(ERRORS.unitRequired);
  const unit = toUnitCode(unitText);
  if (!unit) return fail(ERRORS.unitUnknown, { value: unitText });
  const brand = cellOf('brand');
  const notes = cellOf('notes');
  const ownSection = cellOf('section');
  if (brand.length > NAME_MAX_LENGTH || ownSection.length > NAME_MAX_LENGTH) {
    return fail(ERRORS.textTooLong, { max: NAME_MAX_LENGTH });
  }
  if (notes.length > DESCRIPTION_MAX_LENGTH) {
    return fail(ERRORS.notesTooLong, { max: DESCRIPTION_MAX_LENGTH });
  }
  return {
    item: { description, quantity, unit, brand, notes, section: ownSection || section || '' },
  };
}

/**
 * The header row and its columns: the first of the first 20 rows that reads as a header, below
 * any title and label rows (`Proyecto | Torre B`, as Cotiza's own RFQ workbook has); null when
 * there is none, and the columns are then guessed from every row.
 */
function findHeader(rows: Row[]): { index: number; columns: Column[] } | null {
  for (const [index, row] of rows.slice(0, HEADER_SEARCH_ROWS).entries()) {
    const columns = readHeader(row.cells);
    if (columns) return { index, columns };
  }
  return null;
}

/**
 * Reads pasted spreadsheet rows into requested items. Rows that cannot become an item are
 * refused one by one with the reason; the others are kept, up to `maxItems`.
 */
export function parsePastedItems(text: string, options: ParsePasteOptions): PasteResult {
  return parseItemRows(splitRows(text), options);
}

/**
 * Reads rows of cells (pasted, or from an imported XLSX or CSV) into requested items, by the same
 * rules as a paste: optional header, decimal mark per file, unit words, title rows as sections.
 */
export function parseItemRows(
  rows: PasteRow[],
  { maxItems, decimalMark: knownMark }: ParsePasteOptions,
): PasteResult {
  const header = findHeader(rows);
  const dataRows = header ? rows.slice(header.index + 1) : rows;
  const columns = header?.columns ?? (dataRows.length > 0 ? guessColumns(dataRows) : []);
  const quantityIndex = columns.indexOf('quantity');
  const decimalMark =
    knownMark ??
    detectDecimalMark(
      dataRows.map((row) => row.cells[quantityIndex]?.trim() ?? '').filter(Boolean),
    );
  const result: PasteResult = {
    items: [],
    errors: [],
    hasHeader: header !== null,
    decimalMark,
    droppedRows: 0,
  };
  let section: string | null = null;
  for (const row of dataRows) {
    const outcome = readRow(row, columns, decimalMark, section);
    if ('section' in outcome) section = outcome.section;
    else if ('error' in outcome) result.errors.push(outcome.error);
    else if (result.items.length < maxItems) result.items.push(outcome.item);
    else result.droppedRows += 1;
  }
  return result;
}
