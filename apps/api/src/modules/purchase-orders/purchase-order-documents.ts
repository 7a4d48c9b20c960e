import PDFDocument from 'pdfkit';
import type { Language } from '@app/shared/constants/domain';
import type { Currency, UnitCode } from '@app/shared/constants/purchasing';
import { documentFormat } from '../../lib/document-format.ts';
import { translate } from '../../lib/i18n.ts';
import type { DeliveryContact } from '@app/shared/schemas/rfqs';
import { contactLine } from '@app/shared/rules/delivery';
import { renderInThread } from '../../lib/documents-thread.ts';
import { pdfBytes } from '../../lib/pdf-bytes.ts';

/** What the supplier's copy of a purchase order shows. */
export type PurchaseOrderDocument = {
  number: string;
  cancelled: boolean;
  issuedAt: Date;
  buyerCompany: string;
  /** The buyer's country: its number convention writes the amounts. */
  buyerCountry: string;
  project: string;
  rfq: string;
  supplierName: string;
  deliverTo: string;
  contact: DeliveryContact;
  needByDate: string | null;
  currency: Currency;
  paymentTerms: string;
  deliveryTime: string;
  quoteReference: string;
  lines: Array<{
    position: number;
    description: string;
    quantity: string;
    unit: UnitCode;
    unitPrice: string;
    discountPct: string;
    amount: string;
  }>;
  subtotal: string;
  discount: string;
  freight: string;
  taxRate: string;
  tax: string;
  total: string;
};

/** The purchase order as a PDF in the supplier's language (Helvetica covers Spanish). */
export function renderPurchaseOrderPdf(
  language: Language,
  doc: PurchaseOrderDocument,
): Promise<Buffer> {
  const t = (key: string, params?: Record<string, unknown>) =>
    translate(language, `email.purchaseOrderDocument.${key}`, params);
  const format = documentFormat(language, doc.buyerCountry);
  const money = (amount: string) => format.numbers.money(amount, doc.currency);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${t('heading')} ${doc.number}` },
  });
  const done = pdfBytes(pdf);
  pdf
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(`${t('heading')} ${doc.number}`);
  if (doc.cancelled) pdf.fillColor('#c92a2a').text(t('cancelled')).fillColor('black');
  pdf.moveDown(0.5).font('Helvetica').fontSize(9);
  const facts: Array<[string, string]> = [
    [t('issued'), format.dates.date(doc.issuedAt.toISOString())],
    [t('buyer'), doc.buyerCompany],
    [t('project'), doc.project],
    [t('rfq'), doc.rfq],
    [t('supplier'), doc.supplierName],
  ];
  if (doc.quoteReference) facts.push([t('quoteReference'), doc.quoteReference]);
  if (doc.deliverTo) facts.push([t('deliverTo'), doc.deliverTo]);
  if (doc.contact) facts.push([t('contact'), contactLine(doc.contact)]);
  if (doc.needByDate) facts.push([t('needBy'), format.dates.date(doc.needByDate)]);
  facts.push([t('currency'), doc.currency]);
  if (doc.paymentTerms) facts.push([t('paymentTerms'), doc.paymentTerms]);
  if (doc.deliveryTime) facts.push([t('deliveryTime'), doc.deliveryTime]);
  for (const [label, value] of facts)
    pdf
      .font('Helvetica-Bold')
      .text(`${label}: `, { continued: true })
      .font('Helvetica')
      .text(value);
  pdf.moveDown();
  const x = {
    position: 40,
    description: 62,
    quantity: 292,
    unit: 347,
    price: 392,
    discount: 462,
    amount: 497,
  };
  const header = () => {
    const y = pdf.y;
    pdf.font('Helvetica-Bold');
    pdf.text(t('position'), x.position, y, { width: 20 });
    pdf.text(t('description'), x.description, y, { width: 225 });
    pdf.text(t('quantity'), x.quantity, y, { width: 50, align: 'right' });
    pdf.text(t('unit'), x.unit, y, { width: 42 });
    pdf.text(t('unitPrice'), x.price, y, { width: 66, align: 'right' });
    pdf.text(t('discount'), x.discount, y, { width: 32, align: 'right' });
    pdf.text(t('amount'), x.amount, y, { width: 58, align: 'right' });
    pdf.font('Helvetica').moveDown(0.3);
  };
  header();
  for (const line of doc.lines) {
    if (pdf.y > 740) {
      pdf.addPage();
      header();
    }
    const y = pdf.y;
    pdf.text(String(line.position), x.position, y, { width: 20 });
    pdf.text(format.numbers.quantity(line.quantity), x.quantity, y, { width: 50, align: 'right' });
    pdf.text(translate(language, `email.units.${line.unit}`), x.unit, y, { width: 42 });
    pdf.text(money(line.unitPrice), x.price, y, { width: 66, align: 'right' });
    pdf.text(
      line.discountPct === '0' ? '' : format.numbers.quantity(line.discountPct),
      x.discount,
      y,
      {
        width: 32,
        align: 'right',
      },
    );
    pdf.text(money(line.amount), x.amount, y, { width: 58, align: 'right' });
    pdf.text(line.description, x.description, y, { width: 225 });
    pdf.moveDown(0.3);
  }
  pdf.moveDown();
  const totals: Array<[string, string]> = [[t('subtotal'), money(doc.subtotal)]];
  if (doc.discount !== '0') totals.push([t('documentDiscount'), `-${money(doc.discount)}`]);
  if (doc.freight !== '0') totals.push([t('freight'), money(doc.freight)]);
  totals.push([t('tax', { rate: format.numbers.quantity(doc.taxRate) }), money(doc.tax)]);
  totals.push([t('total'), money(doc.total)]);
  for (const [label, value] of totals) {
    const y = pdf.y;
    pdf.font(label === t('total') ? 'Helvetica-Bold' : 'Helvetica');
    pdf.text(label, 340, y, { width: 140, align: 'right' });
    pdf.text(value, 485, y, { width: 70, align: 'right' });
  }
  pdf.font('Helvetica').moveDown(2).text(t('terms'), 40, pdf.y, { width: 515 });
  pdf.end();
  return done;
}

const THREAD_URL = new URL('./purchase-order-documents.thread.ts', import.meta.url);

/**
 * The purchase order's PDF in a language, drawn in a worker thread (docs/product-rules.md §
 * Documents off the request's thread).
 */
export async function renderPurchaseOrderFile(
  language: Language,
  doc: PurchaseOrderDocument,
): Promise<Buffer> {
  const { pdf } = await renderInThread<
    { language: Language; document: PurchaseOrderDocument },
    'pdf'
  >(THREAD_URL, 'purchase-order', { language, document: doc });
  return pdf;
}
