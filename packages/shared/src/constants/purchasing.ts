/** Purchasing vocabulary both sides use: projects, suppliers, requests for quotation. */

/** Normalized unit codes of requested items and quote lines (the quote reader uses the same). */
export const UNIT_CODES = [
  'pc',
  'm',
  'm2',
  'm3',
  'kg',
  't',
  'lb',
  'bag',
  'box',
  'roll',
  'l',
  'gal',
  'pail',
  'h',
  'day',
  'week',
  'lot',
  'ft',
  'ft2',
  'yd3',
  'thousand',
  'trip',
] as const;
export type UnitCode = (typeof UNIT_CODES)[number];

/** Currencies a project, an RFQ or an answer may use, with their decimals (COP and CLP have none). */
export const CURRENCY_DECIMALS = {
  MXN: 2,
  USD: 2,
  EUR: 2,
  COP: 0,
  CLP: 0,
  PEN: 2,
  ARS: 2,
  GTQ: 2,
} as const;
export const CURRENCIES = Object.keys(CURRENCY_DECIMALS) as Array<keyof typeof CURRENCY_DECIMALS>;
export type Currency = keyof typeof CURRENCY_DECIMALS;

export const PROJECT_STATUSES = ['active', 'closed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Tax id kinds; NIF covers the Spanish NIF, CIF and NIE. OTHER is kept as typed, unchecked. */
export const TAX_ID_TYPES = ['RFC', 'NIF', 'NIT', 'RUT', 'EIN', 'OTHER'] as const;
export type TaxIdType = (typeof TAX_ID_TYPES)[number];

export const RFQ_STATUSES = ['draft', 'sent', 'closed', 'awarded'] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];

/**
 * An invited supplier's state: invited (mail queued or RFQ still a draft), viewed (opened the
 * link or the inbox entry), answered (at least one revision), withdrawn by the buyer.
 */
export const INVITATION_STATUSES = ['invited', 'viewed', 'answered', 'withdrawn'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Most requested items one RFQ may hold. */
export const RFQ_MAX_ITEMS = 2000;

/**
 * Quote files one invitation takes (docs/product-rules.md § Answering an RFQ): in all, and in any
 * 24 hours. A supplier sends one quote and a revision or two; the caps stop a link from being used
 * to fill the buyer's storage and reading queue.
 */
export const ANSWER_FILES_MAX = 20;
export const ANSWER_FILES_PER_DAY = 10;

/**
 * Rows an item import reads at most (docs/product-rules.md § Pasting items): a longer file is
 * refused whole, with this number in the message, before it is read further.
 */
export const IMPORT_MAX_ROWS = 5000;
/** Most suppliers one RFQ may invite. */
export const RFQ_MAX_SUPPLIERS = 50;
/** Largest quote file a supplier may upload. */
export const QUOTE_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** Days after the due date during which an answer link still opens (read only). */
export const ANSWER_LINK_GRACE_DAYS = 7;
/** RFQ numbers: SDC-<year>-<4 digits at least>, one sequence per company and year. */
export const RFQ_NUMBER_PREFIX = 'SDC';

/**
 * A quote's life (docs/product-rules.md, "Quote intake and review"): received (file stored, reading
 * queued) → reading (a worker has it) → to_review (read, waiting for a person) → confirmed; or failed
 * with a reason, after which a person may still type the quote in (it then goes to to_review).
 */
export const QUOTE_STATUSES = ['received', 'reading', 'to_review', 'confirmed', 'failed'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** How a quote reached the company. */
export const QUOTE_ORIGINS = ['upload', 'email', 'answer_link', 'inbox', 'typed'] as const;
export type QuoteOrigin = (typeof QUOTE_ORIGINS)[number];

/**
 * How a quote's supplier was found in the directory: chosen by a person, matched by tax id or by
 * name, or learned from an earlier confirmed quote with the same supplier as written.
 */
export const SUPPLIER_MATCH_KINDS = ['chosen', 'tax_id', 'name', 'learned'] as const;
export type SupplierMatchKind = (typeof SUPPLIER_MATCH_KINDS)[number];

/**
 * Why a quote failed, as stable codes the web translates. The reader's own codes (empty_file,
 * unsupported_type, type_mismatch, encrypted_pdf, too_many_pages, too_many_rows, too_many_cells,
 * too_large, image_unreadable,
 * corrupt_file, timeout) plus the worker's: read_crashed (the reading threw or its process died
 * on every attempt) and nothing_found (the file was read but holds no quote).
 */
export const QUOTE_FAILURE_CODES = [
  'empty_file',
  'unsupported_type',
  'type_mismatch',
  'encrypted_pdf',
  'too_many_pages',
  'too_many_rows',
  'too_many_cells',
  'too_large',
  'image_unreadable',
  'corrupt_file',
  'timeout',
  'read_crashed',
  'nothing_found',
] as const;
export type QuoteFailureCode = (typeof QUOTE_FAILURE_CODES)[number];

/** Where a read value came from: a box on a page (PDF points or image pixels), a sheet cell, or a text line. */
export type QuoteValueSource = {
  page?: number;
  box?: [number, number, number, number];
  sheet?: string;
  cell?: string;
  line?: number;
};

/** Purchase order numbers: OC-<year>-<4 digits at least>, one sequence per company and year. */
export const PO_NUMBER_PREFIX = 'OC';

/**
 * A purchase order's life (docs/product-rules.md § Awarding and purchase orders): sent when the
 * award is confirmed, acknowledged by the supplier, partly delivered, delivered, closed; or
 * cancelled (a changed award cancels the orders it touches).
 */
export const PO_STATUSES = [
  'sent',
  'acknowledged',
  'partly_delivered',
  'delivered',
  'closed',
  'cancelled',
] as const;
export type PoStatus = (typeof PO_STATUSES)[number];

/** The moves a buyer may make from each status (acknowledging is the supplier's). */
export const PO_BUYER_TRANSITIONS: Record<PoStatus, readonly PoStatus[]> = {
  sent: ['partly_delivered', 'delivered', 'cancelled'],
  acknowledged: ['partly_delivered', 'delivered', 'cancelled'],
  partly_delivered: ['delivered'],
  delivered: ['closed'],
  closed: [],
  cancelled: [],
};

export const AWARD_STRATEGIES = ['best_per_item', 'single_supplier', 'max_suppliers'] as const;
export type AwardStrategy = (typeof AWARD_STRATEGIES)[number];
