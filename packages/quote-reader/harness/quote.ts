import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The answer-key shape of the corpus (`*.truth.json`), as far as the harness renders and scores
 * it. Only the harness reads answer keys; the reader never does.
 */
export type TruthLine = {
  line_no: number;
  sku: string | null;
  description: string;
  brand: string | null;
  quantity: number;
  unit: string;
  unit_as_written: string;
  unit_price: number;
  discount_pct: number | null;
  line_total: number;
  section: string | null;
};

export type TruthQuote = {
  id: string;
  group_id?: string;
  file: string;
  format: 'pdf' | 'scan' | 'xlsx' | 'csv' | 'email';
  format_detail: string;
  pages: number | null;
  language: string;
  supplier: {
    name: string | null;
    tax_id: string | null;
    tax_id_type: string | null;
    address: string | null;
    phone: string | null;
    email: string | null;
  };
  customer_name: string | null;
  quote_number: string | null;
  issue_date: string | null;
  valid_until: string | null;
  validity_days: number | null;
  currency: string;
  line_items: TruthLine[];
  subtotal: number;
  discount_total: number;
  discount_pct?: number | null;
  freight: { amount: number; included: boolean; label: string } | null;
  tax: { name: string; rate: number; amount: number } | null;
  total: number;
  payment_terms: string | null;
  delivery_time: string | null;
  notes: string | null;
  exclusions: string[];
  meta: { layout: string; number_style?: string; [key: string]: unknown };
};

/** The answer keys of one corpus folder (`dev`, `dev2`), sorted by id. */
export async function loadTruths(folder: string): Promise<TruthQuote[]> {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.truth.json')).sort();
  return Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(folder, name), 'utf8')) as TruthQuote),
  );
}

/** Currencies without decimals in the corpus. */
export function decimalsOf(currency: string): number {
  return currency === 'COP' || currency === 'CLP' ? 0 : 2;
}

/** Rounds half-up to `decimals` on the decimal string, not on binary floating point. */
export function round(value: number, decimals: number): number {
  return Number(`${Math.round(Number(`${value}e${decimals}`))}e-${decimals}`);
}

/** Recomputes line totals, subtotal, tax and total the way the answer keys define them. */
export function settle(quote: TruthQuote): TruthQuote {
  const decimals = decimalsOf(quote.currency);
  const lines = quote.line_items.map((line, index) => {
    const net = round(line.unit_price * (1 - (line.discount_pct ?? 0) / 100), decimals);
    return { ...line, line_no: index + 1, line_total: round(line.quantity * net, decimals) };
  });
  const subtotal = round(
    lines.reduce((sum, line) => sum + line.line_total, 0),
    decimals,
  );
  const discount = quote.discount_total;
  const freight = quote.freight?.amount ?? 0;
  const tax = quote.tax
    ? {
        ...quote.tax,
        amount: round(((subtotal - discount + freight) * quote.tax.rate) / 100, decimals),
      }
    : null;
  return {
    ...quote,
    line_items: lines,
    subtotal,
    tax,
    total: round(subtotal - discount + freight + (tax?.amount ?? 0), decimals),
  };
}
