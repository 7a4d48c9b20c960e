import { fileTypeFromBuffer } from 'file-type';
import { IMPORT_MAX_ROWS, RFQ_MAX_ITEMS } from '@app/shared/constants/purchasing';
import type { ImportedItems } from '@app/shared/schemas/rfqs';
import type { Language } from '@app/shared/constants/domain';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { translate } from '../../lib/i18n.ts';
import { IsolationError, runIsolated } from '../../lib/isolated.ts';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An item import is a few seconds' work at most; a file that takes longer is refused. Generous:
 * a busy machine takes seconds to start the thread itself.
 */
const IMPORT_TIMEOUT_MS = 60_000;

const notSpreadsheet = () =>
  badRequest('import_not_spreadsheet', 'purchasing.importNotSpreadsheet', 'file');
const tooManyRows = () =>
  new AppError({
    code: 'import_too_many_rows',
    messageKey: 'purchasing.importTooManyRows',
    field: 'file',
    params: { max: IMPORT_MAX_ROWS },
  });
const tooLarge = () => badRequest('import_too_large', 'purchasing.importTooLarge', 'file');

/**
 * XLSX by its bytes (or a zip named .xlsx, which the zip guard then checks), CSV/TSV/TXT by its
 * name and text; anything else is refused.
 */
async function formatOf(bytes: Buffer, fileName: string): Promise<'xlsx' | 'csv'> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime === XLSX_MIME || (type?.ext === 'zip' && /\.xlsx$/i.test(fileName))) return 'xlsx';
  if (type || !/\.(csv|txt|tsv)$/i.test(fileName) || bytes.includes(0)) throw notSpreadsheet();
  return 'csv';
}

/**
 * Reads requested items from an XLSX (first sheet) or CSV/TSV file by the paste's rules
 * (docs/product-rules.md § Pasting items): header in Spanish, English or none, decimal mark per
 * file, unit words, title rows as sections. The file is read by the quote reader's guarded
 * readers (zip guard, streamed rows, at most IMPORT_MAX_ROWS rows) in a thread of its own with
 * its own heap (docs/decisions/019-reading-in-isolation.md § Reading in isolation), so no file
 * stalls or grows the API. Refused rows come back with their row number and the reason in the
 * request's language; rows past the 2,000-item cap are counted. Nothing is saved.
 */
export async function importItems(
  ctx: Pick<AppContext, 'config'>,
  language: Language,
  fileName: string,
  bytes: Buffer,
): Promise<ImportedItems> {
  if (bytes.length === 0) throw badRequest('file_empty', 'paste.importEmpty', 'file');
  const format = await formatOf(bytes, fileName);
  let outcome;
  try {
    outcome = await runIsolated(
      {
        kind: 'import-items',
        bytes: new Uint8Array(bytes),
        format,
        maxRows: IMPORT_MAX_ROWS,
        maxItems: RFQ_MAX_ITEMS,
      },
      { heapMb: Math.min(ctx.config.readHeapMb, 256), timeoutMs: IMPORT_TIMEOUT_MS },
    );
  } catch (error) {
    // Out of its heap or its time: the file holds more than an item list; a crash: unreadable.
    if (error instanceof IsolationError)
      throw error.reason === 'crashed' ? notSpreadsheet() : tooLarge();
    throw error;
  }
  if (!outcome.ok) {
    if (outcome.code === 'too_many_rows' || outcome.code === 'too_many_cells') throw tooManyRows();
    if (outcome.code === 'too_large') throw tooLarge();
    throw notSpreadsheet();
  }
  const result = outcome.result;
  if (result.items.length === 0 && result.errors.length === 0) {
    throw badRequest('import_no_items', 'purchasing.importNoItems', 'file');
  }
  return {
    items: result.items,
    skipped: result.errors.map((error) => ({
      row: error.row,
      // Paste keys are `paste:errors.x`; the API's translate takes `paste.errors.x`.
      reason: translate(language, error.key.replace(':', '.'), error.values),
    })),
    dropped_rows: result.droppedRows,
  };
}
