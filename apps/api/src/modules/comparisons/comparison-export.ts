import ExcelJS from 'exceljs';
import { Dec } from '@app/comparison/decimal';
import type { Language } from '@app/shared/constants/domain';
import { CURRENCY_DECIMALS, type Currency, type UnitCode } from '@app/shared/constants/purchasing';
import type { Comparison, ComparisonCell, ComparedOffer } from '@app/shared/schemas/comparisons';
import { documentFormat } from '../../lib/document-format.ts';
import { translate } from '../../lib/i18n.ts';

/** What an exported comparison shows: the RFQ's facts and its comparison as the screen has it. */
export type ComparisonDocument = {
  number: string;
  title: string;
  project: string;
  date: Date;
  comparison: Comparison;
  /** The buyer's country: its number convention writes the amounts. */
  country: string;
};

/** One item × offer of the grid; every amount is exact, turned into a number only in a cell. */
export type GridCell = {
  quoted: string | null;
  levelled: string | null;
  /** Levelled unit price × requested quantity; null for a gap, never zero. */
  amount: Dec | null;
  isBest: boolean;
  source: ComparisonCell | null;
};

export type GridOffer = {
  offer: ComparedOffer;
  cells: GridCell[];
  subtotal: Dec;
  /** Freight × FX into the RFQ's currency, as the levelled total adds it. */
  freight: Dec;
  /** Subtotal + freight, rounded half-up to the currency's decimals. */
  total: Dec;
  answered: number;
};

/** The comparison's offers, each with one cell per requested item in the items' order. */
export function buildGrid(comparison: Comparison): GridOffer[] {
  const decimals = CURRENCY_DECIMALS[comparison.currency];
  return comparison.offers.map((offer) => {
    const cells = comparison.items.map((item): GridCell => {
      const source =
        comparison.cells.find((c) => c.item_id === item.id && c.offer_key === offer.key) ?? null;
      const levelled = source?.levelled_unit_price ?? null;
      return {
        quoted: source?.quoted_unit_price ?? null,
        levelled,
        amount: levelled === null ? null : new Dec(levelled).times(item.quantity),
        isBest: levelled !== null && item.best_offer_key === offer.key,
        source,
      };
    });
    const subtotal = cells.reduce((sum, cell) => sum.plus(cell.amount ?? 0), new Dec(0));
    const freight = new Dec(offer.levelled_freight ?? 0);
    return {
      offer,
      cells,
      subtotal,
      freight,
      total: subtotal.plus(freight).toDecimalPlaces(decimals, Dec.ROUND_HALF_UP),
      answered: cells.filter((cell) => cell.source !== null).length,
    };
  });
}

/** The document's words in a language (`email.comparisonDocument.*`). */
export function labelsFor(language: Language, country = 'MX') {
  const t = (key: string, params?: Record<string, unknown>) =>
    translate(language, `email.comparisonDocument.${key}`, params);
  const unitName = (unit: UnitCode) =>
    translate(language, `email.units.${unit}`, { defaultValue: unit });
  const numbers = documentFormat(language, country).numbers;
  /**
   * How a converted price was levelled, as the comparison's conversion details say it: the
   * factor, and whether it is the buyer's own or an estimate (docs/product-rules.md § Comparing
   * and awarding). Nothing for a line quoted in the requested unit, or for an assumption, whose
   * own note says it.
   */
  const conversionNote = (source: NonNullable<GridCell['source']>): string | null => {
    const conversion = source.conversion;
    if (!conversion || source.conversion_note) return null;
    if (conversion.kind === 'same' || conversion.kind === 'none' || conversion.kind === 'assumed')
      return null;
    if (!conversion.quoted_unit || !conversion.comparable_unit) return null;
    const factor = t('conversion', {
      quoted: unitName(conversion.quoted_unit as UnitCode),
      factor: numbers.quantity(conversion.factor),
      comparable: unitName(conversion.comparable_unit as UnitCode),
    });
    if (conversion.by === 'buyer') return t('conversionBuyer', { factor });
    return conversion.estimate ? t('conversionEstimate', { factor }) : factor;
  };
  return {
    t,
    unitName,
    /**
     * What a cell's note says: a gap, an unlevelled price, a substitution, a partial quantity, a
     * conversion the comparison assumed (already in the document's language).
     */
    cellNote: (cell: GridCell): string => {
      if (!cell.source) return t('notQuoted');
      const notes: string[] = [];
      if (cell.levelled === null) notes.push(t('notLevelled'));
      if (cell.source.substitution) {
        notes.push(
          cell.source.note ? t('substitutionNote', { note: cell.source.note }) : t('substitution'),
        );
      }
      if (cell.source.partial) notes.push(t('partial'));
      if (cell.source.conversion_note) notes.push(cell.source.conversion_note);
      const conversion = conversionNote(cell.source);
      if (conversion) notes.push(conversion);
      return notes.join('; ');
    },
  };
}

/** The facts printed above the grid: RFQ, title, project, currency, date. */
export function factsOf(language: Language, doc: ComparisonDocument): Array<[string, string]> {
  const { t } = labelsFor(language);
  const date = documentFormat(language, doc.country).dates.date(doc.date.toISOString());
  return [
    [t('rfq'), doc.number],
    [t('title'), doc.title],
    [t('project'), doc.project],
    [t('currency'), doc.comparison.currency],
    [t('date'), date],
  ];
}

const BEST_FILL: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFC6EFCE' },
};
const COLUMNS_PER_OFFER = 4;
const FIRST_OFFER_COLUMN = 5;

function numberFormat(currency: string, kind: 'unit' | 'amount'): string {
  const decimals = CURRENCY_DECIMALS[currency as Currency] ?? 2;
  if (decimals === 0) return '#,##0';
  const fixed = '0'.repeat(decimals);
  // A unit price shows up to 4 decimals, as levelled; an amount the currency's own.
  return kind === 'unit' ? `#,##0.${fixed}##` : `#,##0.${fixed}`;
}

/**
 * The comparison as an XLSX workbook in a language: the facts, then items × offers with each
 * offer's quoted and levelled unit price and a live levelled-amount formula (levelled price ×
 * quantity), a gap left empty, the best levelled price filled green, then per offer the subtotal
 * (SUM), levelled freight and total (formulas), coverage and terms. Formulas carry their result
 * for viewers that do not recalculate.
 */
export async function renderComparisonXlsx(
  language: Language,
  doc: ComparisonDocument,
): Promise<Buffer> {
  const { t } = labelsFor(language);
  const { comparison } = doc;
  const currency = comparison.currency;
  const grid = buildGrid(comparison);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Cotiza';
  const sheet = workbook.addWorksheet(t('sheetName'));
  sheet.addRow([`${t('heading')} ${doc.number}`]).font = { bold: true, size: 14 };
  for (const fact of factsOf(language, doc)) sheet.addRow(fact).getCell(1).font = { bold: true };
  sheet.addRow([t('basis', { currency })]).font = { italic: true };
  sheet.addRow([]);

  const supplierRow = sheet.addRow([]);
  const headerRow = sheet.addRow([t('position'), t('description'), t('quantity'), t('unit')]);
  grid.forEach(({ offer }, index) => {
    const first = FIRST_OFFER_COLUMN + index * COLUMNS_PER_OFFER;
    supplierRow.getCell(first).value = offer.supplier_name;
    sheet.mergeCells(supplierRow.number, first, supplierRow.number, first + COLUMNS_PER_OFFER - 1);
    headerRow.getCell(first).value = t('quotedPrice', { currency: offer.currency });
    headerRow.getCell(first + 1).value = t('levelledPrice', { currency });
    headerRow.getCell(first + 2).value = t('levelledAmount', { currency });
    headerRow.getCell(first + 3).value = t('notes');
  });
  supplierRow.font = { bold: true };
  headerRow.font = { bold: true };
  headerRow.alignment = { wrapText: true, vertical: 'top' };

  const itemRows = writeItems(sheet, comparison, grid, labelsFor(language, doc.country));
  if (grid.length === 0) sheet.addRow(['', t('noOffers')]);

  sheet.addRow([]);
  writeTotals(sheet, grid, itemRows, { t, currency });
  sheet.addRow([]);
  for (const key of ['legendBest', 'legendGap', 'legendRounding']) {
    sheet.addRow(['', t(key)]).font = { italic: true };
  }
  sheet.getRow(headerRow.number).height = 30;
  sheet.views = [{ state: 'frozen', xSplit: 4, ySplit: headerRow.number }];
  sheet.columns.forEach((column, index) => {
    const offerColumn = (index + 1 - FIRST_OFFER_COLUMN) % COLUMNS_PER_OFFER;
    column.width = index < 4 ? ([5, 45, 11, 9][index] ?? 10) : offerColumn === 3 ? 30 : 15;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** One row per requested item; per offer its quoted and levelled price, amount formula, note. */
function writeItems(
  sheet: ExcelJS.Worksheet,
  comparison: Comparison,
  grid: GridOffer[],
  { unitName, cellNote }: ReturnType<typeof labelsFor>,
): ExcelJS.Row[] {
  return comparison.items.map((item, itemIndex) => {
    const row = sheet.addRow([item.position, item.description, Number(item.quantity)]);
    row.getCell(4).value = unitName(item.unit);
    grid.forEach(({ offer, cells }, index) => {
      const cell = cells[itemIndex]!;
      const at = (offset: number) =>
        row.getCell(FIRST_OFFER_COLUMN + index * COLUMNS_PER_OFFER + offset);
      const [quoted, levelled, amount, note] = [at(0), at(1), at(2), at(3)];
      if (cell.quoted !== null) quoted.value = Number(cell.quoted);
      // A gap, or a price that could not be levelled, stays empty: never a zero.
      if (cell.levelled !== null && cell.amount !== null) {
        levelled.value = Number(cell.levelled);
        amount.value = {
          formula: `${levelled.address}*${row.getCell(3).address}`,
          result: cell.amount.toNumber(),
        };
      }
      quoted.numFmt = numberFormat(offer.currency, 'unit');
      levelled.numFmt = numberFormat(comparison.currency, 'unit');
      amount.numFmt = numberFormat(comparison.currency, 'amount');
      if (cell.isBest) {
        for (const best of [levelled, amount]) {
          best.fill = BEST_FILL;
          best.font = { bold: true, color: { argb: 'FF006100' } };
        }
      }
      note.value = cellNote(cell) || null;
      if (!cell.source) note.font = { italic: true, color: { argb: 'FF595959' } };
    });
    return row;
  });
}

/** Per offer, in its amount column: items subtotal, levelled freight, total, coverage, terms. */
function writeTotals(
  sheet: ExcelJS.Worksheet,
  grid: GridOffer[],
  itemRows: ExcelJS.Row[],
  { t, currency }: { t: ReturnType<typeof labelsFor>['t']; currency: string },
) {
  const [subtotalRow, freightRow, totalRow, coverageRow, termsRow, validRow] = [
    'itemsSubtotal',
    'freight',
    'levelledTotal',
    'coverage',
    'paymentTerms',
    'validUntil',
  ].map((key) => {
    const row = sheet.addRow(['', t(key)]);
    row.getCell(2).font = { bold: true };
    return row;
  }) as [ExcelJS.Row, ExcelJS.Row, ExcelJS.Row, ExcelJS.Row, ExcelJS.Row, ExcelJS.Row];
  const decimals = CURRENCY_DECIMALS[currency as Currency] ?? 2;
  grid.forEach((offer, index) => {
    const column = FIRST_OFFER_COLUMN + index * COLUMNS_PER_OFFER + 2;
    const amountFormat = numberFormat(currency, 'amount');
    const at = (row: ExcelJS.Row) => row.getCell(column);
    const first = itemRows[0]?.getCell(column).address;
    const last = itemRows.at(-1)?.getCell(column).address;
    at(subtotalRow).value = first
      ? { formula: `SUM(${first}:${last})`, result: offer.subtotal.toNumber() }
      : 0;
    at(freightRow).value = offer.freight.toNumber();
    if (offer.offer.currency !== currency) {
      freightRow.getCell(column + 1).value = `${offer.offer.freight} ${offer.offer.currency}`;
    }
    // Without an exchange rate nothing of the offer is levelled: its total says so, never 0.
    at(totalRow).value = offer.offer.fx_missing
      ? t('noFxRate', { currency: offer.offer.currency, date: offer.offer.fx_date })
      : {
          formula: `ROUND(${at(subtotalRow).address}+${at(freightRow).address},${decimals})`,
          result: offer.total.toNumber(),
        };
    at(totalRow).font = { bold: true };
    for (const row of [subtotalRow, freightRow, totalRow]) at(row).numFmt = amountFormat;
    at(coverageRow).value = Number(offer.offer.coverage);
    at(coverageRow).numFmt = '0%';
    coverageRow.getCell(column + 1).value = t('coverageValue', {
      answered: offer.answered,
      total: offer.cells.length,
    });
    at(termsRow).value = offer.offer.payment_terms;
    if (offer.offer.valid_until) {
      at(validRow).value = new Date(`${offer.offer.valid_until}T00:00:00Z`);
      // Never ISO: the viewer's spreadsheet writes the month's name in its own language.
      at(validRow).numFmt = 'd mmm yyyy';
    }
  });
}
