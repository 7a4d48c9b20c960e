import type { ReadResult } from '../result.ts';

export function emptyResult(file: string): ReadResult {
  return {
    file,
    format: null,
    pages: null,
    language: null,
    supplier: {
      name: null,
      tax_id: null,
      tax_id_type: null,
      address: null,
      phone: null,
      email: null,
    },
    customer_name: null,
    quote_number: null,
    issue_date: null,
    valid_until: null,
    validity_days: null,
    currency: null,
    line_items: [],
    subtotal: null,
    discount_total: null,
    discount_pct: null,
    freight: null,
    tax: null,
    total: null,
    payment_terms: null,
    delivery_time: null,
    notes: null,
    exclusions: [],
    confidence: {},
    source: {},
    warnings: [],
  };
}
