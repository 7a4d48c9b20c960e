import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { createFormat } from '@app/shared/format/format';
import { renderPurchaseOrderPdf, type PurchaseOrderDocument } from './purchase-order-documents.ts';

const order = (buyerCountry: string): PurchaseOrderDocument => ({
  number: 'OC-2026-0001',
  cancelled: false,
  issuedAt: new Date('2026-11-28T18:00:00Z'),
  buyerCompany: 'Constructora Delta',
  buyerCountry,
  project: 'Torre Reforma',
  rfq: 'SDC-2026-0001 Cemento',
  supplierName: 'Bodega Beta',
  deliverTo: 'Obra Torre Reforma',
  contact: null,
  needByDate: '2026-12-20',
  currency: 'MXN',
  paymentTerms: '30 días',
  deliveryTime: '',
  quoteReference: '',
  lines: [
    {
      position: 1,
      description: 'Cemento gris 50 kg',
      quantity: '1250.5',
      unit: 'bag',
      unitPrice: '987.25',
      discountPct: '0',
      amount: '1234567.90',
    },
  ],
  subtotal: '1234567.90',
  discount: '0',
  freight: '0',
  taxRate: '16',
  tax: '197530.86',
  total: '1432098.76',
});

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  // A narrow column wraps the currency code onto the next line: read the page as one line.
  return text.replace(/\s+/g, ' ');
}

/** docs/product-rules.md § Numbers and dates: the PDF writes amounts as the screen does. */
describe('the purchase order PDF', () => {
  it('writes a Mexican buyer’s amounts as its screens do, in Spanish and in English', async () => {
    for (const language of ['es', 'en'] as const) {
      const screen = createFormat({ language, country: 'MX' });
      const text = await pdfText(await renderPurchaseOrderPdf(language, order('MX')));
      expect(text).toContain(screen.numbers.money('1432098.76', 'MXN'));
      expect(text).toContain('1,432,098.76 MXN');
      expect(text).toContain('1,250.5');
      expect(text).not.toContain('$');
      expect(text).toContain(screen.dates.date('2026-12-20'));
    }
  });

  it('writes a Spanish buyer’s amounts with a decimal comma', async () => {
    const screen = createFormat({ language: 'es', country: 'ES' });
    const text = await pdfText(await renderPurchaseOrderPdf('es', order('ES')));
    expect(text).toContain(screen.numbers.money('1234567.90', 'MXN'));
    expect(text).toContain('1.432.098,76 MXN');
    expect(text).toContain('20 dic 2026');
    expect(text).not.toContain('1,432,098.76');
  });
});
