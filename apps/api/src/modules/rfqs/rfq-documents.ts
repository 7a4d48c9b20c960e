import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import type { Language } from '@app/shared/constants/domain';
import type { UnitCode } from '@app/shared/constants/purchasing';
import type { DeliveryContact } from '@app/shared/schemas/rfqs';
import { documentFormat } from '../../lib/document-format.ts';
import { translate } from '../../lib/i18n.ts';
import { renderInThread } from '../../lib/documents-thread.ts';
import { pdfBytes } from '../../lib/pdf-bytes.ts';
import { contactLine, deliveryPlaceLine } from '@app/shared/rules/delivery';

/**
 * What a supplier's copy of an RFQ shows: the buyer, the project, where and when, the items. It
 * names no supplier, so one copy per language serves every invitation (the mail greets the
 * supplier; docs/product-rules.md § Documents off the request's thread).
 */
export type RfqDocument = {
  number: string;
  title: string;
  buyerCompany: string;
  /** The buyer's country: its number convention writes the quantities. */
  buyerCountry: string;
  project: string;
  deliveryLocation: { name: string; fullAddress: string } | null;
  contact: DeliveryContact;
  needByDate: string | null;
  dueAt: Date;
  notes: string;
  items: Array<{
    position: number;
    description: string;
    quantity: string;
    unit: UnitCode;
    brand: string;
    notes: string;
    section: string;
  }>;
};

/** A due instant as the supplier reads it, in their language, with the time zone named (UTC). */
export function formatDueAt(
  language: Language,
  doc: Pick<RfqDocument, 'buyerCountry' | 'dueAt'>,
): string {
  return `${documentFormat(language, doc.buyerCountry).dates.timestamp(doc.dueAt)} UTC`;
}

function labels(language: Language) {
  const t = (key: string) => translate(language, `email.rfqDocument.${key}`);
  return {
    heading: t('heading'),
    buyer: t('buyer'),
    project: t('project'),
    deliverTo: t('deliverTo'),
    contact: t('contact'),
    needBy: t('needBy'),
    dueAt: t('dueAt'),
    notes: t('notes'),
    columns: [
      t('position'),
      t('section'),
      t('description'),
      t('quantity'),
      t('unit'),
      t('brand'),
      t('itemNotes'),
      t('unitPrice'),
    ],
    unitName: (unit: UnitCode) => translate(language, `email.units.${unit}`),
  };
}

function facts(language: Language, doc: RfqDocument): Array<[string, string]> {
  const l = labels(language);
  const rows: Array<[string, string]> = [
    [l.buyer, doc.buyerCompany],
    [l.project, doc.project],
  ];
  if (doc.deliveryLocation) {
    const { name, fullAddress } = doc.deliveryLocation;
    rows.push([l.deliverTo, deliveryPlaceLine({ name, full_address: fullAddress })]);
  }
  if (doc.contact) rows.push([l.contact, contactLine(doc.contact)]);
  if (doc.needByDate)
    rows.push([l.needBy, documentFormat(language, doc.buyerCountry).dates.date(doc.needByDate)]);
  rows.push([l.dueAt, formatDueAt(language, doc)]);
  if (doc.notes) rows.push([l.notes, doc.notes]);
  return rows;
}

/** The RFQ as a PDF in the supplier's language (pdfkit's built-in Helvetica covers Spanish). */
export function renderRfqPdf(language: Language, doc: RfqDocument): Promise<Buffer> {
  const l = labels(language);
  const format = documentFormat(language, doc.buyerCountry);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${doc.number} ${doc.title}` },
  });
  const done = pdfBytes(pdf);
  pdf.font('Helvetica-Bold').fontSize(16).text(`${l.heading} ${doc.number}`);
  pdf.fontSize(12).text(doc.title).moveDown(0.5);
  pdf.font('Helvetica').fontSize(9);
  for (const [label, value] of facts(language, doc)) {
    pdf
      .font('Helvetica-Bold')
      .text(`${label}: `, { continued: true })
      .font('Helvetica')
      .text(value);
  }
  pdf.moveDown();
  // Columns: #, description (with section, brand and notes below it), quantity, unit, price.
  const x = { position: 40, description: 70, quantity: 370, unit: 440, price: 490 };
  const header = () => {
    pdf.font('Helvetica-Bold');
    const y = pdf.y;
    pdf.text(l.columns[0] ?? '#', x.position, y, { width: 28 });
    pdf.text(l.columns[2] ?? '', x.description, y, { width: 290 });
    pdf.text(l.columns[3] ?? '', x.quantity, y, { width: 65, align: 'right' });
    pdf.text(l.columns[4] ?? '', x.unit, y, { width: 45 });
    pdf.text(l.columns[7] ?? '', x.price, y, { width: 65, align: 'right' });
    pdf.font('Helvetica').moveDown(0.3);
  };
  header();
  let section = '';
  for (const item of doc.items) {
    if (pdf.y > 760) {
      pdf.addPage();
      header();
    }
    if (item.section && item.section !== section) {
      section = item.section;
      pdf
        .font('Helvetica-Bold')
        .text(section, x.description, pdf.y, { width: 290 })
        .font('Helvetica');
    }
    const y = pdf.y;
    const extra = [item.brand, item.notes].filter(Boolean).join(' · ');
    pdf.text(String(item.position), x.position, y, { width: 28 });
    pdf.text(format.numbers.quantity(item.quantity), x.quantity, y, { width: 65, align: 'right' });
    pdf.text(l.unitName(item.unit), x.unit, y, { width: 45 });
    pdf.text('__________', x.price, y, { width: 65, align: 'right' });
    pdf.text(extra ? `${item.description}\n${extra}` : item.description, x.description, y, {
      width: 290,
    });
    pdf.moveDown(0.3);
  }
  pdf.end();
  return done;
}

/**
 * The RFQ as an XLSX workbook in the supplier's language: the facts on top, then one row per item
 * with an empty unit-price column the supplier can fill in and send back.
 */
export async function renderRfqXlsx(language: Language, doc: RfqDocument): Promise<Buffer> {
  const l = labels(language);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Cotiza';
  const sheet = workbook.addWorksheet(doc.number);
  sheet.addRow([`${l.heading} ${doc.number}`, doc.title]).font = { bold: true, size: 14 };
  for (const [label, value] of facts(language, doc)) sheet.addRow([label, value]);
  sheet.addRow([]);
  sheet.addRow(l.columns).font = { bold: true };
  for (const item of doc.items) {
    const row = sheet.addRow([
      item.position,
      item.section,
      item.description,
      Number(item.quantity),
      item.unit,
      item.brand,
      item.notes,
      null,
    ]);
    // The exact quantity as a number cell when it round-trips, as text otherwise.
    if (String(Number(item.quantity)) !== item.quantity) row.getCell(4).value = item.quantity;
  }
  sheet.columns.forEach((column, index) => {
    column.width = [6, 18, 60, 12, 10, 18, 30, 14][index] ?? 12;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const THREAD_URL = new URL('./rfq-documents.thread.ts', import.meta.url);

export type RfqFileKind = 'pdf' | 'xlsx';

/**
 * The RFQ as PDF and XLSX (or only the `files` asked for) in a language, drawn in a worker thread
 * so that a large RFQ never holds the API's event loop (docs/product-rules.md § Documents off the
 * request's thread).
 */
export function renderRfqFiles<K extends RfqFileKind = RfqFileKind>(
  language: Language,
  doc: RfqDocument,
  files: K[] = ['pdf', 'xlsx'] as K[],
): Promise<Record<K, Buffer>> {
  return renderInThread<{ language: Language; document: RfqDocument; files: K[] }, K>(
    THREAD_URL,
    'rfq',
    { language, document: doc, files },
  );
}
