import PDFDocument from 'pdfkit';
import type { Dec } from '@app/comparison/decimal';
import type { Language } from '@app/shared/constants/domain';
import { CURRENCY_DECIMALS } from '@app/shared/constants/purchasing';
import type { NumberFormatter } from '@app/shared/format/numbers';
import {
  buildGrid,
  factsOf,
  labelsFor,
  type ComparisonDocument,
  type GridOffer,
} from './comparison-export.ts';
import { documentFormat } from '../../lib/document-format.ts';
import { pdfBytes } from '../../lib/pdf-bytes.ts';

/** Offers side by side on one page width; more go to the next block of pages. */
const OFFERS_PER_BLOCK = 4;
const MARGIN = 36;
const FONT_SIZE = 7.5;
const BEST_FILL = '#C6EFCE';
const GAP = '—';
// Columns: #, description, quantity, unit, then per offer levelled unit price and amount.
const X = {
  position: MARGIN,
  description: MARGIN + 22,
  quantity: MARGIN + 232,
  unit: MARGIN + 290,
};
const OFFERS_X = MARGIN + 330;
const PRICE_WIDTH = 52;
const AMOUNT_WIDTH = 58;
const OFFER_WIDTH = PRICE_WIDTH + AMOUNT_WIDTH;

type Ctx = {
  pdf: PDFKit.PDFDocument;
  numbers: NumberFormatter;
  doc: ComparisonDocument;
  labels: ReturnType<typeof labelsFor>;
  decimals: number;
};

function pageBottom(pdf: PDFKit.PDFDocument) {
  return pdf.page.height - MARGIN;
}

function drawHeader(ctx: Ctx, block: GridOffer[]) {
  const { pdf, labels } = ctx;
  const { t } = labels;
  pdf.font('Helvetica-Bold').fontSize(FONT_SIZE);
  const namesHeight = Math.max(
    ...block.map((o) => pdf.heightOfString(o.offer.supplier_name, { width: OFFER_WIDTH - 4 })),
  );
  const y = pdf.y;
  block.forEach((o, i) => {
    pdf.text(o.offer.supplier_name, OFFERS_X + i * OFFER_WIDTH, y, { width: OFFER_WIDTH - 4 });
  });
  const y2 = y + namesHeight + 2;
  pdf.text(t('position'), X.position, y2, { width: 20 });
  pdf.text(t('description'), X.description, y2, { width: 205 });
  pdf.text(t('quantity'), X.quantity, y2, { width: 52, align: 'right' });
  pdf.text(t('unit'), X.unit, y2, { width: 38 });
  block.forEach((_o, i) => {
    const x = OFFERS_X + i * OFFER_WIDTH;
    pdf.text(t('levelledPriceShort'), x, y2, { width: PRICE_WIDTH - 4, align: 'right' });
    pdf.text(t('levelledAmountShort'), x + PRICE_WIDTH, y2, {
      width: AMOUNT_WIDTH - 4,
      align: 'right',
    });
  });
  const bottom = y2 + pdf.heightOfString('X') + 2;
  pdf
    .moveTo(MARGIN, bottom)
    .lineTo(pdf.page.width - MARGIN, bottom)
    .lineWidth(0.5)
    .stroke();
  pdf.font('Helvetica');
  pdf.y = bottom + 3;
}

function drawItems(ctx: Ctx, block: GridOffer[]) {
  const { pdf, doc, labels, numbers, decimals } = ctx;
  const line = pdf.heightOfString('X');
  doc.comparison.items.forEach((item, row) => {
    const hasMarks = block.some(
      (o) => o.cells[row]?.source?.substitution || o.cells[row]?.source?.partial,
    );
    const height = Math.max(
      pdf.heightOfString(item.description, { width: 205 }),
      hasMarks ? line * 2 : line,
    );
    if (pdf.y + height > pageBottom(pdf)) {
      pdf.addPage();
      drawHeader(ctx, block);
    }
    const y = pdf.y;
    pdf.text(String(item.position), X.position, y, { width: 20 });
    pdf.text(item.description, X.description, y, { width: 205 });
    pdf.text(numbers.quantity(item.quantity), X.quantity, y, {
      width: 52,
      align: 'right',
    });
    pdf.text(labels.unitName(item.unit), X.unit, y, { width: 38 });
    block.forEach((offer, i) => {
      const cell = offer.cells[row]!;
      const x = OFFERS_X + i * OFFER_WIDTH;
      if (cell.isBest)
        pdf
          .rect(x, y - 1.5, OFFER_WIDTH - 2, height + 2)
          .fill(BEST_FILL)
          .fillColor('black');
      pdf.font(cell.isBest ? 'Helvetica-Bold' : 'Helvetica');
      const price = cell.levelled === null ? GAP : numbers.quantity(cell.levelled, decimals);
      const amount =
        cell.amount === null ? GAP : numbers.decimal(cell.amount.toFixed(decimals), decimals);
      pdf.text(price, x, y, { width: PRICE_WIDTH - 4, align: 'right' });
      pdf.text(amount, x + PRICE_WIDTH, y, { width: AMOUNT_WIDTH - 4, align: 'right' });
      const marks = [cell.source?.substitution ? 'S' : '', cell.source?.partial ? 'P' : ''];
      if (marks.some(Boolean)) {
        pdf.text(marks.filter(Boolean).join(' '), x, y + line, {
          width: PRICE_WIDTH - 4,
          align: 'right',
        });
      }
      pdf.font('Helvetica');
    });
    pdf.y = y + height + 3;
  });
}

function drawTotals(ctx: Ctx, block: GridOffer[]) {
  const { pdf, labels, numbers, decimals } = ctx;
  const { t } = labels;
  const amount = (value: Dec) => numbers.decimal(value.toFixed(decimals), decimals);
  const rows: Array<[string, (o: GridOffer) => string, boolean]> = [
    [t('itemsSubtotal'), (o) => amount(o.subtotal), false],
    [t('freight'), (o) => amount(o.freight), false],
    [
      `${t('levelledTotal')} (${ctx.doc.comparison.currency})`,
      (o) =>
        o.offer.fx_missing
          ? t('noFxRate', { currency: o.offer.currency, date: o.offer.fx_date })
          : amount(o.total),
      true,
    ],
    [
      t('coverage'),
      (o) => t('coverageValue', { answered: o.answered, total: o.cells.length }),
      false,
    ],
    [t('paymentTerms'), (o) => o.offer.payment_terms ?? GAP, false],
    [t('validUntil'), (o) => o.offer.valid_until ?? GAP, false],
  ];
  const heights = rows.map(([, value]) =>
    Math.max(...block.map((o) => pdf.heightOfString(value(o), { width: OFFER_WIDTH - 4 }))),
  );
  // The totals stay together, under their suppliers' names.
  if (pdf.y + heights.reduce((sum, h) => sum + h + 3, 6) > pageBottom(pdf)) {
    pdf.addPage();
    drawHeader(ctx, block);
  }
  pdf
    .moveTo(MARGIN, pdf.y)
    .lineTo(pdf.page.width - MARGIN, pdf.y)
    .lineWidth(0.5)
    .stroke();
  pdf.y += 3;
  for (const [index, [label, value, isBold]] of rows.entries()) {
    const height = heights[index] ?? 0;
    const y = pdf.y;
    pdf.font('Helvetica-Bold').text(label, X.description, y, { width: 280 });
    pdf.font(isBold ? 'Helvetica-Bold' : 'Helvetica');
    block.forEach((o, i) => {
      pdf.text(value(o), OFFERS_X + i * OFFER_WIDTH, y, { width: OFFER_WIDTH - 4, align: 'right' });
    });
    pdf.font('Helvetica');
    pdf.y = y + height + 3;
  }
}

/** Each substitution and partial quantity of the block, by item and supplier. */
function drawNotes(ctx: Ctx, block: GridOffer[]) {
  const { pdf, doc, labels } = ctx;
  const notes = doc.comparison.items.flatMap((item, row) =>
    block.flatMap((o) => {
      const cell = o.cells[row];
      // A gap is in the grid already ("—"); the notes are for quoted cells.
      return cell?.source && labels.cellNote(cell)
        ? [`${item.position} · ${o.offer.supplier_name}: ${labels.cellNote(cell)}`]
        : [];
    }),
  );
  if (notes.length === 0) return;
  pdf.moveDown(0.5).font('Helvetica-Bold').text(labels.t('notes'), X.description);
  pdf.font('Helvetica');
  for (const note of notes) pdf.text(note, X.description, pdf.y, { width: 700 });
}

/**
 * The comparison as a landscape PDF in a language: the facts, then items × offers in blocks of
 * four offers (levelled unit price and amount; best filled green; a gap as "—"), each block's
 * totals and notes, and a legend. pdfkit's built-in Helvetica covers Spanish.
 */
export function renderComparisonPdf(language: Language, doc: ComparisonDocument): Promise<Buffer> {
  const labels = labelsFor(language, doc.country);
  const { t } = labels;
  const pdf = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: `${t('heading')} ${doc.number}` },
  });
  const done = pdfBytes(pdf);
  const ctx: Ctx = {
    pdf,
    numbers: documentFormat(language, doc.country).numbers,
    doc,
    labels,
    decimals: CURRENCY_DECIMALS[doc.comparison.currency],
  };
  pdf
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(`${t('heading')} ${doc.number}`);
  pdf.fontSize(11).text(doc.title).moveDown(0.3);
  pdf.fontSize(8.5);
  for (const [label, value] of factsOf(language, doc)) {
    pdf
      .font('Helvetica-Bold')
      .text(`${label}: `, { continued: true })
      .font('Helvetica')
      .text(value);
  }
  pdf.font('Helvetica-Oblique').text(t('basis', { currency: doc.comparison.currency }));
  pdf.font('Helvetica').fontSize(FONT_SIZE).moveDown();
  const grid = buildGrid(doc.comparison);
  if (grid.length === 0) pdf.fontSize(10).text(t('noOffers'));
  for (let from = 0; from < grid.length; from += OFFERS_PER_BLOCK) {
    const block = grid.slice(from, from + OFFERS_PER_BLOCK);
    if (from > 0) pdf.addPage();
    if (grid.length > OFFERS_PER_BLOCK) {
      const range = { from: from + 1, to: from + block.length, total: grid.length };
      pdf.font('Helvetica-Bold').fontSize(9).text(t('offersRange', range)).moveDown(0.3);
      pdf.font('Helvetica').fontSize(FONT_SIZE);
    }
    drawHeader(ctx, block);
    drawItems(ctx, block);
    drawTotals(ctx, block);
    drawNotes(ctx, block);
  }
  pdf.moveDown().font('Helvetica-Oblique').fontSize(FONT_SIZE);
  for (const key of ['legendBest', 'legendGap', 'legendMarks', 'legendRounding']) {
    pdf.text(t(key), X.description, pdf.y, { width: 700 });
  }
  pdf.end();
  return done;
}
