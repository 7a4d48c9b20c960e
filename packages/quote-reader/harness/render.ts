import { existsSync } from 'node:fs';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { TruthQuote } from './quote.ts';
import {
  cellText,
  composeSheet,
  headerWord,
  itemSentence,
  printer,
  type Font,
  type Sheet,
  type Style,
} from './sheet.ts';
import { random as rng } from './defects.ts';
import { LABELS, TAX_WORD } from './words.ts';

/** pdfkit's built-in fonts for each sheet font (`font` picks the family of body text). */
const PDF_FONTS: Record<Font, string> = {
  sans: 'Helvetica',
  bold: 'Helvetica-Bold',
  serif: 'Times-Roman',
  mono: 'Courier',
  script: 'Times-Italic',
};

/**
 * Fonts that embed the letters the built-in fonts cannot encode (Polish ł, ś, ć, ż, the złoty
 * sign's "zł"), used for a text run that has such letters, when the machine has them.
 */
const DEJAVU = '/usr/share/fonts/truetype/dejavu';
const UNICODE_FONTS: Record<Font, string> = {
  sans: `${DEJAVU}/DejaVuSans.ttf`,
  bold: `${DEJAVU}/DejaVuSans-Bold.ttf`,
  serif: `${DEJAVU}/DejaVuSerif.ttf`,
  mono: `${DEJAVU}/DejaVuSansMono.ttf`,
  script: `${DEJAVU}/DejaVuSerif-Italic.ttf`,
};

function pdfFont(font: Font, text: string): string {
  const unicode = UNICODE_FONTS[font];
  const beyondLatin1 = [...text].some((c) => c !== '€' && c.codePointAt(0)! > 0xff);
  return beyondLatin1 && existsSync(unicode) ? unicode : PDF_FONTS[font];
}

/** A text PDF of the sheet. */
export async function renderPdf(sheet: Sheet, seed = 1): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: [sheet.width, sheet.height],
    margin: 0,
    autoFirstPage: false,
    info: { CreationDate: new Date(Date.UTC(2026, 0, 1)) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', resolve));
  const jitter = rng(seed);
  for (const page of sheet.pages) {
    doc.addPage({ size: [sheet.width, sheet.height], margin: 0 });
    for (const run of page.runs) {
      doc.font(pdfFont(run.font, run.text)).fontSize(run.size);
      const width = doc.widthOfString(run.text);
      const x = run.align === 'right' ? run.x - width : run.x;
      if (run.tilt) {
        doc.save().rotate(run.tilt + (jitter() - 0.5) * 2, { origin: [x, run.y] });
        doc.text(run.text, x, run.y, { lineBreak: false });
        doc.restore();
      } else doc.text(run.text, x, run.y, { lineBreak: false });
    }
    for (const rule of page.rules)
      doc.moveTo(rule.x0, rule.y0).lineTo(rule.x1, rule.y1).lineWidth(0.6).stroke();
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

const SVG_FONTS: Record<Font, string> = {
  sans: "font-family='DejaVu Sans'",
  bold: "font-family='DejaVu Sans' font-weight='bold'",
  serif: "font-family='DejaVu Serif'",
  mono: "font-family='DejaVu Sans Mono'",
  script: "font-family='DejaVu Serif' font-style='italic'",
};

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&apos;');
}

/**
 * One page of the sheet as a grayscale PNG at `dpi`, drawn as SVG by sharp (librsvg): the image
 * a flatbed scanner would make of the printed PDF. Runs are placed by their top like pdfkit's.
 */
export async function renderPageImage(
  sheet: Sheet,
  pageIndex: number,
  dpi: number,
  seed = 1,
): Promise<Buffer> {
  const page = sheet.pages[pageIndex]!;
  const scale = dpi / 72;
  const jitter = rng(seed);
  const parts = page.runs.map((run) => {
    const y = run.y + run.size * 0.8;
    const anchor = run.align === 'right' ? " text-anchor='end'" : '';
    const tilt = run.tilt
      ? ` transform='rotate(${(run.tilt + (jitter() - 0.5) * 3).toFixed(2)} ${run.x} ${y})'`
      : '';
    return `<text x='${run.x}' y='${y}' font-size='${run.size}' ${SVG_FONTS[run.font]}${anchor}${tilt}>${escapeXml(run.text)}</text>`;
  });
  const rules = page.rules.map(
    (rule) =>
      `<line x1='${rule.x0}' y1='${rule.y0}' x2='${rule.x1}' y2='${rule.y1}' stroke='black' stroke-width='0.6'/>`,
  );
  const width = Math.round(sheet.width * scale);
  const height = Math.round(sheet.height * scale);
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 ${sheet.width} ${sheet.height}'><rect width='100%' height='100%' fill='white'/>${rules.join('')}${parts.join('')}</svg>`;
  return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).grayscale().png().toBuffer();
}

/** An image-only PDF holding one scanned image per page (JPEG), as a copier makes. */
export async function renderScanPdf(images: Buffer[], sheet: Sheet): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: [sheet.width, sheet.height],
    margin: 0,
    autoFirstPage: false,
    info: { CreationDate: new Date(Date.UTC(2026, 0, 1)) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', resolve));
  for (const image of images) {
    doc.addPage({ size: [sheet.width, sheet.height], margin: 0 });
    doc.image(await sharp(image).jpeg({ quality: 80 }).toBuffer(), 0, 0, {
      width: sheet.width,
      height: sheet.height,
    });
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

export { composeSheet };

/** A workbook: header block in the first rows, the item table, then the totals. */
export async function renderXlsx(quote: TruthQuote, style: Style): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.created = new Date(Date.UTC(2026, 0, 1));
  const sheet = book.addWorksheet(LABELS[style.language].quote);
  const words = LABELS[style.language];
  const print = printer(quote, style);
  sheet.addRow([quote.supplier.name]);
  if (quote.supplier.tax_id)
    sheet.addRow([`${quote.supplier.tax_id_type ?? words.tax_id}: ${quote.supplier.tax_id}`]);
  if (quote.quote_number) sheet.addRow([words.quote_number, quote.quote_number]);
  if (quote.issue_date) sheet.addRow([words.date, print.date(quote.issue_date)]);
  if (quote.validity_days) sheet.addRow([words.validity, `${quote.validity_days} ${words.days}`]);
  else if (quote.valid_until) sheet.addRow([words.valid_until, print.date(quote.valid_until)]);
  if (quote.customer_name) sheet.addRow([words.customer, quote.customer_name]);
  sheet.addRow([]);
  if (style.items !== 'headerless')
    sheet.addRow(style.columns.map((column) => headerWord(column, style)));
  let section: string | null = null;
  for (const line of quote.line_items) {
    if (line.section && line.section !== section) {
      section = line.section;
      sheet.addRow([section]);
    }
    sheet.addRow(
      style.columns.map((column) => {
        switch (column) {
          case 'no':
            return line.line_no;
          case 'quantity':
            return line.quantity;
          case 'unit_price':
            return line.unit_price;
          case 'amount':
            return line.line_total;
          case 'discount':
            return line.discount_pct;
          default:
            return cellText(line, column, print);
        }
      }),
    );
  }
  sheet.addRow([]);
  const at = Math.max(0, style.columns.length - 2);
  const pad = (label: string, value: number) => [...Array<null>(at).fill(null), label, value];
  sheet.addRow(pad(words.subtotal, quote.subtotal));
  if (quote.discount_total) sheet.addRow(pad(words.discount, quote.discount_total));
  if (quote.freight) sheet.addRow(pad(quote.freight.label, quote.freight.amount));
  if (quote.tax)
    sheet.addRow(
      pad(`${quote.tax.name || TAX_WORD[style.language]} ${quote.tax.rate}%`, quote.tax.amount),
    );
  sheet.addRow(pad(words.total, quote.total));
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** A CSV export: `;` and decimal comma in the European style, `,` and point otherwise. */
export function renderCsv(quote: TruthQuote, style: Style): Uint8Array {
  const separator = style.numberStyle === 'us' ? ',' : ';';
  const print = printer(quote, { ...style, numberStyle: style.numberStyle === 'us' ? 'us' : 'eu' });
  const quoteCell = (text: string) =>
    /[",;\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  const plain = (value: number) =>
    style.numberStyle === 'us' ? String(value) : String(value).replace('.', ',');
  const rows: string[][] = [];
  if (style.items !== 'headerless')
    rows.push(style.columns.map((column) => headerWord(column, style)));
  for (const line of quote.line_items)
    rows.push(
      style.columns.map((column) =>
        column === 'quantity'
          ? plain(line.quantity)
          : column === 'unit_price'
            ? plain(line.unit_price)
            : column === 'amount'
              ? plain(line.line_total)
              : cellText(line, column, print),
      ),
    );
  const words = LABELS[style.language];
  const pad = (label: string, value: number) => [
    ...Array<string>(Math.max(0, style.columns.length - 2)).fill(''),
    label,
    plain(value),
  ];
  rows.push(pad(words.subtotal, quote.subtotal));
  if (quote.tax)
    rows.push(
      pad(`${quote.tax.name || TAX_WORD[style.language]} ${quote.tax.rate}%`, quote.tax.amount),
    );
  rows.push(pad(words.total, quote.total));
  return new TextEncoder().encode(
    rows.map((row) => row.map(quoteCell).join(separator)).join('\r\n') + '\r\n',
  );
}

function rfc2822(iso: string): string {
  const date = new Date(`${iso}T10:30:00-06:00`);
  return date.toUTCString().replace('GMT', '+0000');
}

/** A plain-text e-mail whose body holds the quote as bullets or as a letter. */
export function renderEml(quote: TruthQuote, style: Style): Uint8Array {
  const words = LABELS[style.language];
  const print = printer(quote, style);
  const domain =
    (quote.supplier.email ?? 'ventas@proveedor.example').split('@')[1] ?? 'proveedor.example';
  const body: string[] = [];
  body.push(
    style.language === 'en'
      ? 'Hello,'
      : style.language === 'es'
        ? 'Buen día,'
        : 'Hello / Bonjour / Hallo,',
  );
  body.push('');
  if (quote.quote_number) body.push(`${words.quote_number}: ${quote.quote_number}`);
  if (quote.validity_days) body.push(`${words.validity}: ${quote.validity_days} ${words.days}`);
  else if (quote.valid_until) body.push(`${words.valid_until}: ${print.date(quote.valid_until)}`);
  body.push('');
  for (const line of quote.line_items)
    body.push(itemSentence(line, quote, style, style.items !== 'sentences'));
  body.push('');
  body.push(`${words.subtotal}: ${print.money(quote.subtotal)}`);
  if (quote.discount_total) body.push(`${words.discount}: -${print.money(quote.discount_total)}`);
  if (quote.freight) body.push(`${quote.freight.label}: ${print.money(quote.freight.amount)}`);
  if (quote.tax)
    body.push(
      `${quote.tax.name || TAX_WORD[style.language]} ${quote.tax.rate}%: ${print.money(quote.tax.amount)}`,
    );
  body.push(`${words.total}: ${print.money(quote.total)}`);
  for (const note of [quote.payment_terms, quote.delivery_time, quote.notes])
    if (note) body.push(note);
  body.push('', '--', quote.supplier.name ?? '');
  if (quote.supplier.tax_id)
    body.push(`${quote.supplier.tax_id_type ?? words.tax_id}: ${quote.supplier.tax_id}`);
  if (quote.supplier.phone) body.push(quote.supplier.phone);
  const headers = [
    `From: ${quote.supplier.name ?? 'Ventas'} <${quote.supplier.email ?? `ventas@${domain}`}>`,
    `To: ${quote.customer_name ?? 'Compras'} <compras@cliente.example>`,
    `Subject: ${style.language === 'en' ? 'Quote' : 'Cotización'}${quote.quote_number ? ` ${quote.quote_number}` : ''}`,
    `Date: ${rfc2822(quote.issue_date ?? '2026-04-01')}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  return new TextEncoder().encode(`${headers.join('\r\n')}\r\n\r\n${body.join('\r\n')}\r\n`);
}
