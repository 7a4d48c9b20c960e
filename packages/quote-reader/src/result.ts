/** Where a value was read: a box on a page, a cell of a sheet, or a span of plain text. */
export type Source = {
  page?: number;
  box?: [number, number, number, number];
  sheet?: string;
  cell?: string;
  line?: number;
};

/**
 * A quantity, an amount or a percentage as exact decimal text: digits, at most one `.` and a
 * leading `-`; no exponent, no group separators, no trailing zeros after the point ("1250.5",
 * "3800", "0.29"). It is the printed value, or one computed from printed values with decimal.js,
 * never a binary float: one number type from the file to the database
 * (docs/decisions/029-decimal-text-from-the-reader.md § Decimal text from the reader).
 */
export type DecimalText = string;

/** The values of a line that carry their own place on the document. */
export type LineValueKey =
  | 'description'
  | 'sku'
  | 'brand'
  | 'quantity'
  | 'unit'
  | 'unit_price'
  | 'discount_pct'
  | 'line_total';

export type Supplier = {
  name: string | null;
  tax_id: string | null;
  tax_id_type: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
};

export type LineItem = {
  line_no: number;
  sku: string | null;
  description: string;
  brand: string | null;
  quantity: DecimalText | null;
  unit: string | null;
  unit_as_written: string | null;
  unit_price: DecimalText | null;
  discount_pct: DecimalText | null;
  line_total: DecimalText | null;
  section: string | null;
  /** 0–1, the least sure of its values; below 0.8 a reviewer checks it */
  confidence: number;
  /** 0–1 per value: quantity, unit, unit_price, line_total */
  field_confidence?: Record<string, number>;
  /** Where the line was read (its first cell); kept for readers of the older shape. */
  source: Source | null;
  /** Where each of its values was printed: the cell, or the words of the number in a sentence. */
  sources?: Partial<Record<LineValueKey, Source>>;
};

export type Freight = { amount: DecimalText; included: boolean; label: string };
export type Tax = { name: string; rate: DecimalText | null; amount: DecimalText };

/**
 * The quote in the answer-key shape of the corpus, its amounts as decimal text, plus confidence,
 * sources and warnings.
 */
export type ReadResult = {
  file: string;
  format: string | null;
  pages: number | null;
  language: 'es' | 'en' | null;
  supplier: Supplier;
  customer_name: string | null;
  quote_number: string | null;
  issue_date: string | null;
  valid_until: string | null;
  validity_days: number | null;
  currency: string | null;
  line_items: LineItem[];
  subtotal: DecimalText | null;
  discount_total: DecimalText | null;
  discount_pct: DecimalText | null;
  freight: Freight | null;
  tax: Tax | null;
  total: DecimalText | null;
  payment_terms: string | null;
  delivery_time: string | null;
  notes: string | null;
  exclusions: string[];
  /** 0–1 per header field; line confidences sit on each line. */
  confidence: Record<string, number>;
  /** Per header field, where its value (not its label) was printed. */
  source: Record<string, Source | null>;
  warnings: string[];
  error?: { code: ReadErrorCode; message: string };
};

export type ReadErrorCode =
  | 'empty_file'
  | 'unsupported_type'
  | 'type_mismatch'
  | 'encrypted_pdf'
  | 'too_many_pages'
  | 'too_many_rows'
  | 'too_many_cells'
  | 'too_large'
  | 'image_unreadable'
  | 'corrupt_file'
  | 'timeout';

/** A document the reader cannot read: a stable code the UI translates plus an English message. */
export class ReadError extends Error {
  readonly code: ReadErrorCode;
  constructor(code: ReadErrorCode, message: string) {
    super(message);
    this.code = code;
    this.name = 'ReadError';
  }
}
