import { parentPort } from 'node:worker_threads';
import type { GridCell } from '@app/quote-reader/formats/grid';
import { ReadError, type ReadErrorCode, type ReadResult } from '@app/quote-reader/result';
import type { PasteResult } from '@app/shared/rules/paste-items';
import type { PasteRow } from '@app/shared/rules/paste-rows';

/**
 * What runs in a thread of its own (lib/isolated.ts; docs/decisions/019-reading-in-isolation.md §
 * Reading in isolation): reading a quote file, or reading an item import's rows into items.
 */
export type IsolatedTask =
  | { kind: 'read-quote'; bytes: Uint8Array; fileName: string; timeoutMs: number }
  | {
      kind: 'import-items';
      bytes: Uint8Array;
      format: 'xlsx' | 'csv';
      maxRows: number;
      maxItems: number;
    };

export type ImportItemsOutcome =
  { ok: true; result: PasteResult } | { ok: false; code: ReadErrorCode; message: string };

export type IsolatedTaskResult<K extends IsolatedTask['kind']> = K extends 'read-quote'
  ? ReadResult
  : ImportItemsOutcome;

/** Most columns an imported item row is read up to (an item needs seven at most). */
const IMPORT_COLUMNS = 50;

/** A row's cells as text, numbers written with `mark`, holes as empty cells. */
function rowCells(row: GridCell[], mark: '.' | ','): string[] {
  const cells: string[] = [];
  for (let column = 0; column < Math.min(row.length, IMPORT_COLUMNS); column++) {
    const cell = row[column];
    if (!cell) cells.push('');
    else if (cell.value !== undefined) cells.push(String(cell.value).replace('.', mark));
    else cells.push(cell.text);
  }
  return cells;
}

/**
 * The first sheet (or the CSV) through the reader's guarded readers, at most `maxRows` rows,
 * then the paste's rules. A workbook's numbers are exact values; quantities typed as text decide
 * the file's decimal mark.
 */
async function importItems(
  task: Extract<IsolatedTask, { kind: 'import-items' }>,
): Promise<ImportItemsOutcome> {
  const limits = { rows: task.maxRows, cells: task.maxRows * IMPORT_COLUMNS, sheets: 1 };
  // Loaded when first needed: an import thread never loads the OCR and PDF code of readings.
  const [{ readCsvGrid }, { readXlsxGrids }, { detectDecimalMark }, { parseItemRows }] =
    await Promise.all([
      import('@app/quote-reader/formats/csv'),
      import('@app/quote-reader/formats/xlsx'),
      import('@app/shared/rules/decimal-numbers'),
      import('@app/shared/rules/paste-items'),
    ]);
  try {
    if (task.format === 'csv') {
      const grid = readCsvGrid(task.bytes, limits);
      const rows: PasteRow[] = [];
      grid.forEach((row, index) => {
        const cells = rowCells(row, '.');
        if (cells.some((cell) => cell.trim() !== '')) rows.push({ line: index + 1, cells });
      });
      return { ok: true, result: parseItemRows(rows, { maxItems: task.maxItems }) };
    }
    const [sheet] = await readXlsxGrids(task.bytes, limits);
    const grid = sheet?.rows ?? [];
    const typed: string[] = [];
    grid.forEach((row) =>
      row.forEach((cell) => {
        const text = cell.text.trim();
        if (cell.value === undefined && /^[-\d\s.,'’()]+$/.test(text)) typed.push(text);
      }),
    );
    const mark = detectDecimalMark(typed);
    const rows: PasteRow[] = [];
    grid.forEach((row, index) => {
      const cells = rowCells(row, mark);
      if (cells.some((cell) => cell.trim() !== '')) rows.push({ line: index + 1, cells });
    });
    return {
      ok: true,
      result: parseItemRows(rows, { maxItems: task.maxItems, decimalMark: mark }),
    };
  } catch (error) {
    if (error instanceof ReadError) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}

async function run(task: IsolatedTask): Promise<unknown> {
  if (task.kind === 'read-quote') {
    const { readQuote } = await import('@app/quote-reader/read-quote');
    return readQuote(task.bytes, task.fileName, { timeoutMs: task.timeoutMs });
  }
  return importItems(task);
}

// One task at a time: the thread is handed the next only after it answered the last.
parentPort?.on('message', (task: IsolatedTask) => {
  void run(task).then(
    (result) => parentPort?.postMessage({ ok: true, result }),
    (error: unknown) =>
      parentPort?.postMessage({
        ok: false,
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
});
