import ExcelJS from 'exceljs';
import Decimal from 'decimal.js';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { pdfBytes } from '../lib/pdf-bytes.ts';

/**
 * The demo's four supplier quotes, written the way suppliers send them: a PDF from a quoting
 * program, a spreadsheet, a CSV export and a phone-sized picture of a printed page. Each is made
 * here from plain data (nothing is downloaded), then read by the product's own reader
 * (docs/modules.md § Demo).
 */
export type DemoQuote = {
  supplier: { name: string; taxId: string; email: string; phone: string };
  number: string;
  date: string;
  validUntil: string;
  paymentTerms: string;
  freight: string;
  lines: Array<{ description: string; quantity: string; unit: string; unitPrice: string }>;
};

const TAX_RATE = new Decimal('0.16');

function amounts(quote: DemoQuote) {
  const lines = quote.lines.map((line) => ({
    ...line,
    amount: new Decimal(line.unitPrice).times(line.quantity).toFixed(2),
  }));
  const subtotal = lines.reduce((sum, line) => sum.plus(line.amount), new Decimal(0));
  const freight = new Decimal(quote.freight);
  const tax = subtotal.plus(freight).times(TAX_RATE).toDecimalPlaces(2);
  return {
    lines,
    subtotal: subtotal.toFixed(2),
    freight: freight.toFixed(2),
    tax: tax.toFixed(2),
    total: subtotal.plus(freight).plus(tax).toFixed(2),
  };
}

/** A text PDF as a quoting program prints it: header, item table, subtotal, freight, IVA, total. */
export function quotePdf(quote: DemoQuote): Promise<Buffer> {
  const figures = amounts(quote);
  const pdf = new PDFDocument({ size: 'A4', margin: 40 });
  const done = pdfBytes(pdf);
  pdf.font('Helvetica-Bold').fontSize(15).text(quote.supplier.name);
  pdf.font('Helvetica').fontSize(9);
  pdf.text(`RFC: ${quote.supplier.taxId}   Tel. ${quote.supplier.phone}   ${quote.supplier.email}`);
  pdf.moveDown();
  pdf.font('Helvetica-Bold').fontSize(12).text(`COTIZACIÓN ${quote.number}`);
  pdf.font('Helvetica').fontSize(9);
  pdf.text(`Fecha: ${quote.date}`);
  pdf.text(`Vigencia: ${quote.validUntil}`);
  pdf.text(`Condiciones de pago: ${quote.paymentTerms}`);
  pdf.text('Moneda: MXN');
  pdf.moveDown();
  const x = { n: 40, description: 62, quantity: 300, unit: 350, price: 400, amount: 480 };
  const row = (cells: string[], bold = false) => {
    const y = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    pdf.text(cells[0] ?? '', x.n, y, { width: 20 });
    pdf.text(cells[1] ?? '', x.description, y, { width: 230 });
    pdf.text(cells[2] ?? '', x.quantity, y, { width: 45, align: 'right' });
    pdf.text(cells[3] ?? '', x.unit, y, { width: 45 });
    pdf.text(cells[4] ?? '', x.price, y, { width: 70, align: 'right' });
    pdf.text(cells[5] ?? '', x.amount, y, { width: 75, align: 'right' });
    pdf.moveDown(0.4);
  };
  row(['#', 'Descripción', 'Cantidad', 'Unidad', 'P. Unitario', 'Importe'], true);
  figures.lines.forEach((line, index) =>
    row([
      String(index + 1),
      line.description,
      line.quantity,
      line.unit,
      line.unitPrice,
      line.amount,
    ]),
  );
  pdf.moveDown();
  for (const [label, value] of [
    ['Subtotal', figures.subtotal],
    ['Flete', figures.freight],
    ['IVA 16%', figures.tax],
    ['Total', figures.total],
  ] as const)
    row(['', '', '', '', label, value], label === 'Total');
  pdf.end();
  return done;
}

/** A workbook as a supplier fills one in: a few header rows, then the item table with formulas. */
export async function quoteXlsx(quote: DemoQuote): Promise<Buffer> {
  const figures = amounts(quote);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Cotización');
  sheet.addRow([quote.supplier.name]).font = { bold: true, size: 14 };
  sheet.addRow(['RFC', quote.supplier.taxId]);
  sheet.addRow(['Cotización', quote.number]);
  sheet.addRow(['Fecha', quote.date]);
  sheet.addRow(['Vigencia', quote.validUntil]);
  sheet.addRow(['Condiciones de pago', quote.paymentTerms]);
  sheet.addRow([]);
  sheet.addRow([
    'Partida',
    'Descripción',
    'Cantidad',
    'Unidad',
    'Precio unitario',
    'Importe',
  ]).font = { bold: true };
  const first = sheet.rowCount + 1;
  figures.lines.forEach((line, index) => {
    const row = sheet.addRow([
      index + 1,
      line.description,
      Number(line.quantity),
      line.unit,
      Number(line.unitPrice),
      null,
    ]);
    row.getCell(6).value = {
      formula: `C${row.number}*E${row.number}`,
      result: Number(line.amount),
    };
  });
  const last = sheet.rowCount;
  const subtotal = sheet.addRow(['', '', '', '', 'Subtotal', null]);
  subtotal.getCell(6).value = {
    formula: `SUM(F${first}:F${last})`,
    result: Number(figures.subtotal),
  };
  sheet.addRow(['', '', '', '', 'Flete', Number(figures.freight)]);
  sheet.addRow(['', '', '', '', 'IVA 16%', Number(figures.tax)]);
  sheet.addRow(['', '', '', '', 'Total', Number(figures.total)]).font = { bold: true };
  sheet.columns.forEach((column, index) => {
    column.width = [8, 44, 10, 10, 16, 16][index] ?? 12;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A CSV export with semicolons and decimal commas, as a Spanish-configured program writes it. */
export function quoteCsv(quote: DemoQuote): Buffer {
  const figures = amounts(quote);
  const comma = (value: string) => value.replace('.', ',');
  const rows = [
    ['Proveedor', quote.supplier.name],
    ['RFC', quote.supplier.taxId],
    ['Cotización #', quote.number],
    ['Fecha', quote.date],
    ['Vigencia', quote.validUntil],
    ['Moneda', 'MXN'],
    [],
    ['Partida', 'Descripción', 'Cantidad', 'Unidad', 'Precio Unit.', 'Importe'],
    ...figures.lines.map((line, index) => [
      String(index + 1),
      line.description,
      comma(line.quantity),
      line.unit,
      comma(line.unitPrice),
      comma(line.amount),
    ]),
    [],
    ['', '', '', '', 'Subtotal', comma(figures.subtotal)],
    ['', '', '', '', 'Flete', comma(figures.freight)],
    ['', '', '', '', 'IVA', comma(figures.tax)],
    ['', '', '', '', 'Total', comma(figures.total)],
  ];
  return Buffer.from(`\uFEFF${rows.map((row) => row.join(';')).join('\n')}\n`, 'utf8');
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A printed quote as a picture (PNG): the page drawn as SVG and rendered by sharp, the way a
 * scanned or photographed page reaches the buyer; it is read by OCR.
 */
export function quoteImage(quote: DemoQuote): Promise<Buffer> {
  const figures = amounts(quote);
  const width = 1240;
  const lineHeight = 44;
  const text = (
    x: number,
    y: number,
    value: string,
    options: { bold?: boolean; end?: boolean } = {},
  ) =>
    `<text x="${x}" y="${y}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="26"${
      options.bold ? ' font-weight="bold"' : ''
    }${options.end ? ' text-anchor="end"' : ''}>${escapeXml(value)}</text>`;
  const parts: string[] = [];
  let y = 90;
  parts.push(text(60, y, quote.supplier.name, { bold: true }));
  y += lineHeight;
  parts.push(text(60, y, `RFC: ${quote.supplier.taxId}  Tel. ${quote.supplier.phone}`));
  y += lineHeight * 1.5;
  parts.push(text(60, y, `COTIZACIÓN ${quote.number}   Fecha: ${quote.date}`, { bold: true }));
  y += lineHeight;
  parts.push(text(60, y, `Vigencia: ${quote.validUntil}   Pago: ${quote.paymentTerms}`));
  y += lineHeight * 1.5;
  const columns = { description: 60, quantity: 720, unit: 760, price: 1000, amount: 1180 };
  const row = (cells: string[], bold = false) => {
    parts.push(text(columns.description, y, cells[0] ?? '', { bold }));
    parts.push(text(columns.quantity, y, cells[1] ?? '', { bold, end: true }));
    parts.push(text(columns.unit, y, cells[2] ?? '', { bold }));
    parts.push(text(columns.price, y, cells[3] ?? '', { bold, end: true }));
    parts.push(text(columns.amount, y, cells[4] ?? '', { bold, end: true }));
    y += lineHeight;
  };
  row(['Descripción', 'Cant.', 'Unidad', 'P. Unit.', 'Importe'], true);
  for (const line of figures.lines)
    row([line.description, line.quantity, line.unit, line.unitPrice, line.amount]);
  y += lineHeight / 2;
  row(['', '', '', 'Subtotal', figures.subtotal]);
  row(['', '', '', 'Flete', figures.freight]);
  row(['', '', '', 'IVA 16%', figures.tax]);
  row(['', '', '', 'Total', figures.total], true);
  const height = Math.max(1754, Math.ceil(y + 120));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="white"/>${parts.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
