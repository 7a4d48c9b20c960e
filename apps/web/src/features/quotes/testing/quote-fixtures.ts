import type { QuoteDetail, QuoteLine } from '@app/shared/schemas/quotes';
import type { Supplier } from '@app/shared/schemas/suppliers';

/** A read quote line as the API answers it: 10 pieces at 5.00, read with full confidence. */
export const quoteLine = (id: number, overrides: Partial<QuoteLine> = {}): QuoteLine => ({
  id,
  sku: null,
  description: `Material ${id}`,
  brand: null,
  quantity: '10',
  unit: 'pc',
  unit_as_written: 'pza',
  unit_price: '5.00',
  discount_pct: null,
  line_total: '50.00',
  confidence: 1,
  source: null,
  field_confidence: {},
  field_sources: {},
  unit_suggested: null,
  ...overrides,
});

/** A read quote waiting for review, as the API answers it; its lines default to one. */
export const quoteDetail = (id: number, overrides: Partial<QuoteDetail> = {}): QuoteDetail => {
  const lines = overrides.lines ?? [quoteLine(1)];
  return {
    id,
    status: 'to_review',
    failure_code: null,
    origin: 'upload',
    file_name: null,
    supplier_name: 'Ferretería Norte',
    quote_number: 'C-1',
    currency: 'MXN',
    total: null,
    line_count: lines.length,
    rfq: null,
    project: null,
    created_at: '2026-11-20T10:00:00.000Z',
    version: 1,
    file: null,
    supplier_id: null,
    supplier_tax_id: null,
    issue_date: null,
    valid_until: null,
    payment_terms: null,
    delivery_time: null,
    subtotal: null,
    freight: null,
    tax_amount: null,
    notes: null,
    warnings: [],
    field_confidence: {},
    field_sources: {},
    discount_total: null,
    arithmetic: { lines: [], subtotal: null, total: null },
    supplier_match: null,
    duplicate_of: [],
    lines,
    confirmed_at: null,
    confirmed_by: null,
    ...overrides,
  };
};

/** A Mexican supplier of the company's directory. */
export const directorySupplier = (id: number, legal_name: string, tax_id: string): Supplier => ({
  id,
  legal_name,
  trade_name: '',
  tax_id_type: 'RFC',
  tax_id,
  country: 'MX',
  emails: [],
  phone: '',
  categories: [],
  language: 'es',
  provider_company: null,
  created_at: '2026-01-01T00:00:00.000Z',
});
