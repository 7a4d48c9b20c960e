import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { fileTypeFromBuffer } from 'file-type';
import { RFQ_MAX_ITEMS, UNIT_CODES, type UnitCode } from '@app/shared/constants/purchasing';
import { rfqItemInputSchema, type ImportedItems } from '@app/shared/schemas/rfqs';
import { badRequest } from '../../lib/app-error.ts';
import { translate } from '../../lib/i18n.ts';
import type { Language } from '@app/shared/constants/domain';

type Field = 'description' | 'quantity' | 'unit' | 'brand' | 'notes' | 'section';

/** Header words, Spanish and English, lower case without accents. */
const HEADERS: Record<Field, string[]> = {
  description: [
    'descripcion',
    'description',
    'concepto',
    'partida',
    'material',
    'item',
    'articulo',
  ],
  quantity: ['cantidad', 'quantity', 'qty', 'cant', 'cant.'],
  unit: ['unidad', 'unit', 'um', 'u.m.', 'uom', 'unid', 'unidad de medida'],
  brand: ['marca', 'brand'],
  notes: ['notas', 'notes', 'observaciones', 'nota', 'note', 'comentarios'],
  section: ['seccion', 'section', 'capitulo', 'grupo'],
};

/** Written units (Spanish and English) → unit codes; the codes themselves are accepted too. */
const UNIT_WORDS: Record<string, UnitCode> = {
  pza: 'pc',
  pzas: 'pc',
  pieza: 'pc',
  piezas: 'pc',
  pz: 'pc',
  pcs: 'pc',
  piece: 'pc',
  pieces: 'pc',
  ea: 'pc',
  each: 'pc',
  metro: 'm',
  metros: 'm',
  ml: 'm',
  m2: 'm2',
  'm²': 'm2',
  m3: 'm3',
  'm³': 'm3',
  kilo: 'kg',
  kilos: 'kg',
  kgs: 'kg',
  tonelada: 't',
  toneladas: 't',
  ton: 't',
  tons: 't',
  bulto: 'bag',
  bultos: 'bag',
  saco: 'bag',
  sacos: 'bag',
  bags: 'bag',
  caja: 'box',
  cajas: 'box',
  rollo: 'roll',
  rollos: 'roll',
  litro: 'l',
  litros: 'l',
  lt: 'l',
  lts: 'l',
  galon: 'gal',
  galones: 'gal',
  cubeta: 'pail',
  cubetas: 'pail',
  hora: 'h',
  horas: 'h',
  hr: 'h',
  dia: 'day',
  dias: 'day',
  jornada: 'day',
  semana: 'week',
  semanas: 'week',
  lote: 'lot',
  lotes: 'lot',
  pie: 'ft',
  pies: 'ft',
  millar: 'thousand',
  viaje: 'trip',
  viajes: 'trip',
};

const fold = (value: string) => value.normalize('NFKD').replace(/\p{M}/gu, '').trim().toLowerCase();

function toUnit(written: string): UnitCode | undefined {
  const word = fold(written).replace(/\.$/, '');
  if ((UNIT_CODES as readonly string[]).includes(word)) return word as UnitCode;
  return UNIT_WORDS[word];
}

/** A number as written (1,234.56 · 1.234,56 · 12,5) as an exact decimal string, or undefined. */
function toDecimal(written: string): string | undefined {
  const text = written.replace(/\s/g, '');
  if (!/^-?[\d.,]+$/.test(text)) return undefined;
  const last = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
  const isThousands =
    /^-?\d{1,3}([.,]\d{3})+$/.test(text) && (text.match(/[.,]/g) ?? []).length > 1;
  if (last < 0 || isThousands) return text.replace(/[.,]/g, '');
  return `${text.slice(0, last).replace(/[.,]/g, '')}.${text.slice(last + 1)}`;
}

async function readRows(bytes: Buffer, fileName: string): Promise<string[][]> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') {
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    } catch {
      throw badRequest('import_not_spreadsheet', 'errors.importNotSpreadsheet', 'file');
    }
    const sheet = workbook.worksheets[0];
    const rows: string[][] = [];
    sheet?.eachRow({ includeEmpty: true }, (row) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cells[column - 1] = cell.text;
      });
      rows.push(Array.from(cells, (cell) => cell ?? ''));
    });
    return rows;
  }
  if (type || !/\.(csv|txt|tsv)$/i.test(fileName) || bytes.subarray(0, 65_536).includes(0)) {
    throw badRequest('import_not_spreadsheet', 'errors.importNotSpreadsheet', 'file');
  }
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const firstLine = text.split('\n', 1)[0] ?? '';
  const delimiter = ['\t', ';', ','].find((d) => firstLine.includes(d)) ?? ',';
  const rows: string[][] = parse(text, {
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
  });
  return rows;
}

/**
 * Reads requested items from an XLSX (first sheet) or CSV file: the header row (Spanish or
 * English, within the first 20 rows) names the columns; rows that break a rule are skipped with
 * the reason, in the request's language. At most 2,000 items.
 */
export async function importItems(
  language: Language,
  fileName: string,
  bytes: Buffer,
): Promise<ImportedItems> {
  const rows = await readRows(bytes, fileName);
  const headerIndex = rows.slice(0, 20).findIndex((row) => {
    const words = row.map(fold);
    return (
      HEADERS.description.some((w) => words.includes(w)) &&
      HEADERS.quantity.some((w) => words.includes(w))
    );
  });
  if (headerIndex < 0) throw badRequest('import_no_items', 'errors.importNoItems', 'file');
  const header = (rows[headerIndex] ?? []).map(fold);
  const columns = Object.fromEntries(
    (Object.keys(HEADERS) as Field[]).map((field) => [
      field,
      // The first header word of the list wins: "Descripción" over "Partida" (a line number).
      HEADERS[field].map((word) => header.indexOf(word)).find((index) => index >= 0) ?? -1,
    ]),
  ) as Record<Field, number>;
  const t = (key: string) => translate(language, key);
  const result: ImportedItems = { items: [], skipped: [] };
  rows.slice(headerIndex + 1).forEach((row, offset) => {
    const cell = (field: Field) => (columns[field] >= 0 ? (row[columns[field]] ?? '').trim() : '');
    if (!row.some((value) => value.trim())) return;
    const line = headerIndex + offset + 2;
    if (result.items.length >= RFQ_MAX_ITEMS) {
      result.skipped.push({ row: line, reason: t('validation.rfq.tooManyItems') });
      return;
    }
    const parsed = rfqItemInputSchema.safeParse({
      description: cell('description'),
      quantity: toDecimal(cell('quantity')) ?? cell('quantity'),
      unit: toUnit(cell('unit')) ?? cell('unit'),
      brand: cell('brand'),
      notes: cell('notes'),
      section: cell('section'),
    });
    if (parsed.success) {
      const { id: _id, ...item } = parsed.data;
      result.items.push(item);
    } else
      result.skipped.push({
        row: line,
        reason: t(parsed.error.issues[0]?.message ?? 'validation.invalidType'),
      });
  });
  if (!result.items.length) throw badRequest('import_no_items', 'errors.importNoItems', 'file');
  return result;
}
