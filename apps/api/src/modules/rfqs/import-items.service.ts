import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import { RFQ_MAX_ITEMS } from '@app/shared/constants/purchasing';
import { detectDecimalMark } from '@app/shared/rules/decimal-numbers';
import { parseItemRows } from '@app/shared/rules/paste-items';
import { splitRows, type CellDelimiter, type PasteRow } from '@app/shared/rules/paste-rows';
import type { ImportedItems } from '@app/shared/schemas/rfqs';
import type { Language } from '@app/shared/constants/domain';
import { badRequest } from '../../lib/app-error.ts';
import { translate } from '../../lib/i18n.ts';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const notSpreadsheet = () =>
  badRequest('import_not_spreadsheet', 'purchasing.importNotSpreadsheet', 'file');

/** A cell as the sheet shows it; a number keeps its exact value, written with `decimalMark`. */
function cellText(cell: ExcelJS.Cell, decimalMark: '.' | ','): string {
  // A merged range shows its text once, in its first cell, as the spreadsheet does.
  if (cell.isMerged && cell.master !== cell) return '';
  const value = cell.type === ExcelJS.ValueType.Formula ? cell.result : cell.value;
  if (typeof value === 'number') return String(value).replace('.', decimalMark);
  return cell.text;
}

/** The first sheet's rows, numbered as the sheet numbers them. */
async function readWorkbook(bytes: Buffer): Promise<{ rows: PasteRow[]; mark: '.' | ',' }> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw notSpreadsheet();
  }
  const sheet = workbook.worksheets[0];
  const lines: ExcelJS.Row[] = [];
  sheet?.eachRow((row) => lines.push(row));
  // Numbers stored as numbers are exact; quantities typed as text decide the file's mark.
  const typed: string[] = [];
  for (const row of lines) {
    row.eachCell((cell) => {
      if (cell.type === ExcelJS.ValueType.String && /^[-\d\s.,'’()]+$/.test(cell.text.trim())) {
        typed.push(cell.text.trim());
      }
    });
  }
  const mark = detectDecimalMark(typed);
  const rows = lines.map((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell, mark);
    });
    return { line: row.number, cells: Array.from(cells, (cell) => cell ?? '') };
  });
  return { rows, mark };
}

/** UTF-8 text, or Windows-1252 as Excel saves a CSV on a Spanish Windows. */
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The delimiter used most on the first line that has one (tab, semicolon, then comma on ties). */
function findDelimiter(text: string): CellDelimiter {
  const line = text.split('\n').find((candidate) => /[\t;,]/.test(candidate)) ?? '';
  const count = (delimiter: CellDelimiter) => line.split(delimiter).length - 1;
  const delimiters: CellDelimiter[] = ['\t', ';', ','];
  return delimiters.reduce((best, next) => (count(next) > count(best) ? next : best));
}

/** Rows of cells of an XLSX (by its bytes) or a CSV/TSV text; anything else is refused. */
async function readRows(bytes: Buffer, fileName: string) {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime === XLSX_MIME) return readWorkbook(bytes);
  if (type || !/\.(csv|txt|tsv)$/i.test(fileName) || bytes.includes(0)) throw notSpreadsheet();
  const text = decodeText(bytes).replace(/^\uFEFF/, '');
  return { rows: splitRows(text, findDelimiter(text)), mark: undefined };
}

/**
 * Reads requested items from an XLSX (first sheet) or CSV/TSV file by the paste's rules
 * (docs/product-rules.md § Pasting items): header in Spanish, English or none, decimal mark per
 * file, unit words, title rows as sections. Refused rows come back with their row number and the
 * reason in the request's language; rows past the 2,000-item cap are counted. Nothing is saved.
 */
export async function importItems(
  language: Language,
  fileName: string,
  bytes: Buffer,
): Promise<ImportedItems> {
  if (bytes.length === 0) throw badRequest('file_empty', 'paste.importEmpty', 'file');
  const { rows, mark } = await readRows(bytes, fileName);
  const result = parseItemRows(rows, {
    maxItems: RFQ_MAX_ITEMS,
    ...(mark ? { decimalMark: mark } : {}),
  });
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
