import { z } from 'zod';
import {
  CURRENCIES,
  QUOTE_FAILURE_CODES,
  QUOTE_ORIGINS,
  QUOTE_STATUSES,
  SUPPLIER_MATCH_KINDS,
  UNIT_CODES,
} from '../constants/purchasing.ts';
import { idParamSchema, pageFields, pageParam, queryIdParam } from './common.ts';
import { dateOnly, nonNegativeDecimal, optionalId, percentage } from './purchasing-rules.ts';
import { optionalText } from './rules.ts';

/**
 * POST /quotes/?file_name=…&rfq_id=…&project_id=…: the raw bytes of one quote file are the body.
 * On an RFQ the quote is on the RFQ's project; `project_id` alone files it on a project.
 */
export const uploadQuoteQuerySchema = z.object({
  file_name: z.string().trim().min(1, 'validation.required').max(150, 'validation.tooLong'),
  rfq_id: queryIdParam,
  project_id: queryIdParam,
});
export type UploadQuoteQuery = z.infer<typeof uploadQuoteQuerySchema>;

/** GET /quotes/?status=…&rfq_id=…&project_id=…&page=… */
export const quoteListQuerySchema = z.object({
  status: z.enum(QUOTE_STATUSES).optional(),
  rfq_id: queryIdParam,
  project_id: queryIdParam,
  page: pageParam,
});
export type QuoteListQuery = z.infer<typeof quoteListQuerySchema>;

const sourceSchema = z
  .object({
    page: z.number().optional(),
    box: z.tuple([z.number(), z.number(), z.number(), z.number()]).optional(),
    sheet: z.string().optional(),
    cell: z.string().optional(),
    line: z.number().optional(),
  })
  .nullable();

export const quoteSummarySchema = z.object({
  id: z.number(),
  status: z.enum(QUOTE_STATUSES),
  failure_code: z.enum(QUOTE_FAILURE_CODES).nullable(),
  origin: z.enum(QUOTE_ORIGINS),
  file_name: z.string().nullable(),
  supplier_name: z.string().nullable(),
  quote_number: z.string().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  total: z.string().nullable(),
  line_count: z.number(),
  rfq: z.object({ id: z.number(), number: z.string(), title: z.string() }).nullable(),
  /** The project the quote is on: its RFQ's, or the one it was uploaded on. */
  project: z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

export const quoteListSchema = z.object({
  quotes: z.array(quoteSummarySchema),
  ...pageFields,
});
export type QuoteList = z.infer<typeof quoteListSchema>;

export const quoteLineSchema = z.object({
  id: z.number(),
  sku: z.string().nullable(),
  description: z.string(),
  brand: z.string().nullable(),
  quantity: z.string().nullable(),
  unit: z.enum(UNIT_CODES).nullable(),
  unit_as_written: z.string().nullable(),
  unit_price: z.string().nullable(),
  discount_pct: z.string().nullable(),
  line_total: z.string().nullable(),
  confidence: z.number(),
  /** Where the line was read: its first cell. */
  source: sourceSchema,
  /**
   * 0–1 per value as read (quantity, unit, unit_price, line_total); below 0.8 the value is flagged
   * for review. Empty once a person changed or confirmed the line.
   */
  field_confidence: z.record(z.string(), z.number()),
  /** Where each value was printed (docs/product-rules.md § Reading quotes). */
  field_sources: z.record(z.string(), sourceSchema),
  /** A unit code learned from this supplier's confirmed quotes for the unit as written. */
  unit_suggested: z.enum(UNIT_CODES).nullable(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteDetailSchema = quoteSummarySchema.extend({
  version: z.number(),
  file: z
    .object({ id: z.number(), content_type: z.string(), size: z.number(), sha256: z.string() })
    .nullable(),
  supplier_id: z.number().nullable(),
  supplier_tax_id: z.string().nullable(),
  issue_date: z.string().nullable(),
  valid_until: z.string().nullable(),
  payment_terms: z.string().nullable(),
  delivery_time: z.string().nullable(),
  subtotal: z.string().nullable(),
  freight: z.string().nullable(),
  tax_amount: z.string().nullable(),
  notes: z.string().nullable(),
  warnings: z.array(z.string()),
  field_confidence: z.record(z.string(), z.number()),
  /** Where each header value was read (page and box, sheet and cell, or text line). */
  field_sources: z.record(z.string(), sourceSchema),
  discount_total: z.string().nullable(),
  /** The arithmetic check of the saved values (docs/product-rules.md § Quote intake and review). */
  arithmetic: z.object({
    lines: z.array(z.boolean().nullable()),
    subtotal: z.boolean().nullable(),
    total: z.boolean().nullable(),
  }),
  /** The supplier of the directory this quote is from: chosen, or matched by tax id or name. */
  supplier_match: z
    .object({
      id: z.number(),
      legal_name: z.string(),
      tax_id: z.string(),
      by: z.enum(SUPPLIER_MATCH_KINDS),
    })
    .nullable(),
  duplicate_of: z.array(z.number()),
  lines: z.array(quoteLineSchema),
  confirmed_at: z.string().nullable(),
  confirmed_by: z.string().nullable(),
});
export type QuoteDetail = z.infer<typeof quoteDetailSchema>;

const money = nonNegativeDecimal.nullable();

/** One line as the reviewer leaves it; `id` null for a line the reviewer added. */
export const saveQuoteLineSchema = z.object({
  id: z.number().int().positive().nullable(),
  sku: optionalText(60).nullable(),
  description: optionalText(1000),
  brand: optionalText(150).nullable(),
  quantity: money,
  unit: z.enum(UNIT_CODES, { error: 'validation.unit' }).nullable(),
  unit_price: money,
  discount_pct: percentage.nullable(),
  line_total: money,
  /**
   * For a new line: the line it was split from (one id) or the lines merged into it (several),
   * kept as a correction.
   */
  from_line_ids: z.array(z.number().int().positive()).max(200).optional(),
});

/** PUT /quotes/:id/: the reviewed quote, against the version it was read at. */
export const saveQuoteSchema = z.object({
  version: z.number().int().positive(),
  supplier_name: optionalText(200).nullable(),
  supplier_tax_id: optionalText(30).nullable(),
  quote_number: optionalText(60).nullable(),
  issue_date: dateOnly.nullable(),
  valid_until: dateOnly.nullable(),
  currency: z.enum(CURRENCIES, { error: 'validation.currency' }).nullable(),
  payment_terms: optionalText(300).nullable(),
  delivery_time: optionalText(300).nullable(),
  subtotal: money,
  /**
   * The document discount as an amount (docs/product-rules.md § Document discount); left out keeps
   * what was saved or read.
   */
  discount_total: money.optional(),
  freight: money,
  tax_amount: money,
  total: money,
  notes: optionalText(4000).nullable(),
  lines: z.array(saveQuoteLineSchema).max(2000),
  /**
   * The directory's supplier the reviewer chose, kept with the draft so that confirming later
   * (by anyone) starts from it; null forgets a choice; left out keeps what was saved.
   */
  supplier_id: z.number().int().positive().nullable().optional(),
  /**
   * Files the quote under one of the company's RFQs (null: under none); left out keeps where it is
   * (docs/product-rules.md § Quote intake and review).
   */
  rfq_id: z.number({ error: 'validation.invalidType' }).int().positive().nullable().optional(),
});
export type SaveQuoteInput = z.input<typeof saveQuoteSchema>;
export type SaveQuoteData = z.output<typeof saveQuoteSchema>;

/**
 * POST /quotes/typed/: a quote typed in by hand, with no file (same values as a review). Filed like
 * an upload: on an RFQ (and so its project), on a project without an RFQ, or on neither.
 */
export const typedQuoteSchema = saveQuoteSchema
  .omit({ version: true, supplier_id: true, rfq_id: true })
  .extend({
    rfq_id: optionalId,
    project_id: optionalId,
  });
export type TypedQuoteInput = z.input<typeof typedQuoteSchema>;
export type TypedQuoteData = z.output<typeof typedQuoteSchema>;

/**
 * PUT /quotes/:id/rfq/: files a quote of any status under one of the company's RFQs, or under none
 * (null), at the version the buyer saw (docs/product-rules.md § Quote intake and review).
 */
export const fileQuoteSchema = z.object({
  version: z.number().int().positive(),
  rfq_id: z.number({ error: 'validation.invalidType' }).int().positive().nullable(),
});
export type FileQuoteInput = z.input<typeof fileQuoteSchema>;

/**
 * POST /quotes/:id/confirm/: `supplier_id` chooses the directory's supplier; without it the quote's
 * supplier is matched by tax id, then by name, or created from the quote.
 */
export const confirmQuoteSchema = z.object({
  version: z.number().int().positive(),
  supplier_id: z.number().int().positive().nullable().optional(),
  /**
   * The buyer has seen that the quote's arithmetic does not add up and confirms it anyway; without
   * it such a quote is refused (docs/product-rules.md § Quote intake and review).
   */
  acknowledge: z.boolean().optional(),
});
export type ConfirmQuoteInput = z.input<typeof confirmQuoteSchema>;

/**
 * GET /quotes/:id/file/pages/: the pages of a TIFF quote file, each previewed as PNG, with its own
 * size in pixels (the frame of the reader's boxes on that page).
 */
export const quotePreviewPagesSchema = z.object({
  pages: z.array(z.object({ width: z.number(), height: z.number() })),
});
export type QuotePreviewPages = z.infer<typeof quotePreviewPagesSchema>;

/** GET /quotes/:id/file/pages/:page/: one page of a TIFF quote file, 1-based. */
export const quotePreviewPageParamsSchema = idParamSchema.extend({
  page: z.coerce.number({ error: 'validation.invalidType' }).int().positive().max(1000),
});

/** GET /quotes/:id/corrections/: every correction, oldest first. */
export const quoteCorrectionSchema = z.object({
  id: z.number(),
  line_id: z.number().nullable(),
  field: z.string(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  user_name: z.string().nullable(),
  created_at: z.string(),
});
export type QuoteCorrection = z.infer<typeof quoteCorrectionSchema>;
export const quoteCorrectionListSchema = z.array(quoteCorrectionSchema);

/** GET /quotes/address/: where the company's suppliers can mail quotes (null when that is off). */
export const quoteAddressSchema = z.object({ address: z.string().nullable() });
export type QuoteAddress = z.infer<typeof quoteAddressSchema>;
