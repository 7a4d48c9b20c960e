import type { DecimalInput } from './decimal.ts';

/** One item of the request for quotation, as the buyer sent it. */
export interface RequestItem {
  reqId: string;
  description: string;
  brand: string | null;
  quantity: DecimalInput;
  /** Normalized unit code (pc, m, m2, m3, kg, t, bag, pail, …). */
  unit: string;
  unitAsWritten?: string | null;
  /** The unit every quote is levelled to, and the requested quantity in it. */
  comparableUnit: string;
  comparableQuantity: DecimalInput;
  section?: string | null;
}

export interface RfqRequest {
  currency: string;
  language?: string | null;
  items: RequestItem[];
}

/** A quote line in the reader's shape (the quote answer keys' line shape). */
export interface QuoteLine {
  lineNo: number;
  sku?: string | null;
  description: string;
  brand?: string | null;
  quantity: DecimalInput | null;
  unit: string | null;
  unitAsWritten?: string | null;
  unitPrice: DecimalInput | null;
  discountPct?: DecimalInput | null;
  lineTotal?: DecimalInput | null;
  section?: string | null;
}

export interface Quote {
  quoteId: string;
  currency: string;
  language?: string | null;
  lines: QuoteLine[];
  subtotal?: DecimalInput | null;
  discountTotal?: DecimalInput | null;
  /** Freight amount as quoted (0 or null when included or not mentioned). */
  freight?: DecimalInput | null;
  notes?: string | null;
}
