import { z } from 'zod';
import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants/limits.ts';
import {
  CURRENCIES,
  INVITATION_STATUSES,
  RFQ_MAX_ITEMS,
  RFQ_MAX_SUPPLIERS,
  RFQ_STATUSES,
  UNIT_CODES,
} from '../constants/purchasing.ts';
import {
  dateOnly,
  instant,
  nonNegativeDecimal,
  optionalId,
  percentage,
  positiveDecimal,
  requiredId,
} from './purchasing-rules.ts';
import { pageFields, pageParam } from './common.ts';
import { optionalText, requiredText } from './rules.ts';

/** One requested item (partida) as the buyer types, pastes or imports it. */
export const rfqItemInputSchema = z.object({
  /** An existing item's id keeps it (and the answers to it) when a saved RFQ is edited. */
  id: z.number().int().positive().optional(),
  description: requiredText(DESCRIPTION_MAX_LENGTH),
  quantity: positiveDecimal,
  unit: z.enum(UNIT_CODES, { error: 'validation.unit' }),
  brand: optionalText(NAME_MAX_LENGTH).optional().default(''),
  notes: optionalText(DESCRIPTION_MAX_LENGTH).optional().default(''),
  section: optionalText(NAME_MAX_LENGTH).optional().default(''),
});
export type RfqItemInput = z.input<typeof rfqItemInputSchema>;
export type RfqItemData = z.output<typeof rfqItemInputSchema>;

/**
 * POST /rfqs/ and PUT /rfqs/:id/: the whole RFQ, items and invited suppliers included. A supplier
 * left out of `supplier_ids` on a sent RFQ has its invitation withdrawn (its link stops working).
 */
export const saveRfqSchema = z.object({
  project_id: requiredId,
  title: requiredText(NAME_MAX_LENGTH),
  delivery_location_id: optionalId,
  need_by_date: dateOnly.nullable().optional().default(null),
  /** Answers are accepted until this instant. */
  due_at: instant,
  notes: optionalText(DESCRIPTION_MAX_LENGTH).optional().default(''),
  items: z
    .array(rfqItemInputSchema, { error: 'validation.invalidType' })
    .min(1, 'validation.rfq.noItems')
    .max(RFQ_MAX_ITEMS, 'validation.rfq.tooManyItems'),
  supplier_ids: z
    .array(z.number().int().positive(), { error: 'validation.invalidType' })
    .max(RFQ_MAX_SUPPLIERS, 'validation.rfq.tooManySuppliers')
    .optional()
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type SaveRfqInput = z.input<typeof saveRfqSchema>;
export type SaveRfqData = z.output<typeof saveRfqSchema>;

export const rfqItemSchema = z.object({
  id: z.number(),
  position: z.number(),
  description: z.string(),
  quantity: z.string(),
  unit: z.enum(UNIT_CODES),
  brand: z.string(),
  notes: z.string(),
  section: z.string(),
});
export type RfqItem = z.infer<typeof rfqItemSchema>;

/** The delivery place: its name and postal address on one line (street, postal code, city…). */
const locationRef = z
  .object({ id: z.number(), name: z.string(), full_address: z.string() })
  .nullable();

/** Whom a supplier asks about the delivery: the buyer who wrote the RFQ or issued the order. */
export const deliveryContactSchema = z
  .object({ name: z.string(), email: z.string(), phone: z.string() })
  .nullable();
export type DeliveryContact = z.infer<typeof deliveryContactSchema>;

export const rfqInvitationSchema = z.object({
  id: z.number(),
  supplier: z.object({ id: z.number().nullable(), name: z.string() }),
  email: z.string(),
  language: z.enum(['es', 'en']),
  status: z.enum(INVITATION_STATUSES),
  provider_company: z.object({ id: z.number(), name: z.string() }).nullable(),
  sent_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  revision_count: z.number(),
  file_count: z.number(),
});
export type RfqInvitation = z.infer<typeof rfqInvitationSchema>;

export const rfqSummarySchema = z.object({
  id: z.number(),
  number: z.string(),
  title: z.string(),
  project: z.object({ id: z.number(), name: z.string(), code: z.string() }),
  status: z.enum(RFQ_STATUSES),
  due_at: z.string(),
  need_by_date: z.string().nullable(),
  item_count: z.number(),
  invited_count: z.number(),
  answered_count: z.number(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type RfqSummary = z.infer<typeof rfqSummarySchema>;

/** GET /rfqs/: one page of the company's RFQs, newest first. */
export const rfqListSchema = z.object({ rfqs: z.array(rfqSummarySchema), ...pageFields });
export type RfqList = z.infer<typeof rfqListSchema>;

/** GET /rfqs/?project=12&status=sent&page=2 */
export const rfqListQuerySchema = z.object({
  project: z.coerce.number().int().positive().optional(),
  status: z.enum(RFQ_STATUSES).optional(),
  page: pageParam,
});
export type RfqListQuery = z.infer<typeof rfqListQuerySchema>;

export const rfqSchema = rfqSummarySchema.extend({
  currency: z.enum(CURRENCIES),
  delivery_location: locationRef,
  delivery_contact: deliveryContactSchema,
  notes: z.string(),
  items: z.array(rfqItemSchema),
  invitations: z.array(rfqInvitationSchema),
  closed_at: z.string().nullable(),
});
export type Rfq = z.infer<typeof rfqSchema>;

/** One line of a supplier's answer: a price for one requested item (none = not quoted). */
export const answerLineInputSchema = z.object({
  item_id: requiredId,
  unit_price: nonNegativeDecimal.nullable().optional().default(null),
  brand: optionalText(NAME_MAX_LENGTH).optional().default(''),
  note: optionalText(DESCRIPTION_MAX_LENGTH).optional().default(''),
  /** Days from the order to delivery. */
  delivery_days: z
    .number({ error: 'validation.number' })
    .int('validation.number')
    .min(0, 'validation.number')
    .max(3650, 'validation.number')
    .nullable()
    .optional()
    .default(null),
});

/** POST …/answer/: a new revision of the supplier's answer (earlier ones are kept). */
export const submitAnswerSchema = z
  .object({
    currency: z.enum(CURRENCIES, { error: 'validation.currency' }),
    valid_until: dateOnly.nullable().optional().default(null),
    freight: nonNegativeDecimal.nullable().optional().default(null),
    /**
     * The document discount, as an amount or as a percentage of the priced items (one of them):
     * kept as an amount like a read quote's (docs/product-rules.md § Document discount).
     */
    discount_total: nonNegativeDecimal.nullable().optional().default(null),
    discount_pct: percentage.nullable().optional().default(null),
    payment_terms: optionalText(NAME_MAX_LENGTH).optional().default(''),
    notes: optionalText(DESCRIPTION_MAX_LENGTH).optional().default(''),
    lines: z
      .array(answerLineInputSchema, { error: 'validation.invalidType' })
      .max(RFQ_MAX_ITEMS, 'validation.rfq.tooManyItems')
      .optional()
      .default([]),
  })
  .refine((answer) => answer.discount_total === null || answer.discount_pct === null, {
    message: 'purchasing.discountBoth',
    path: ['discount_pct'],
  });
export type SubmitAnswerInput = z.input<typeof submitAnswerSchema>;
export type SubmitAnswerData = z.output<typeof submitAnswerSchema>;

export const answerLineSchema = z.object({
  item_id: z.number(),
  unit_price: z.string().nullable(),
  brand: z.string(),
  note: z.string(),
  delivery_days: z.number().nullable(),
});

export const answerRevisionSchema = z.object({
  revision: z.number(),
  currency: z.enum(CURRENCIES),
  valid_until: z.string().nullable(),
  freight: z.string().nullable(),
  /** The document discount as an amount, and the percentage it was typed as, if it was. */
  discount_total: z.string().nullable(),
  discount_pct: z.string().nullable(),
  payment_terms: z.string(),
  notes: z.string(),
  lines: z.array(answerLineSchema),
  submitted_at: z.string(),
  /** Whether a signed-in provider user (true) or the mailed link (false) sent it. */
  by_account: z.boolean(),
});
export type AnswerRevision = z.infer<typeof answerRevisionSchema>;

export const quoteFileSchema = z.object({
  id: z.number(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number(),
  uploaded_at: z.string(),
});
export type QuoteFile = z.infer<typeof quoteFileSchema>;

/**
 * What one invited supplier sees of an RFQ (the public answer page and the provider inbox): the
 * buyer's company name, the project, the delivery place and the items; never other suppliers.
 */
export const supplierRfqViewSchema = z.object({
  invitation_id: z.number(),
  number: z.string(),
  title: z.string(),
  buyer_company: z.string(),
  /** The page writes and reads numbers the buyer's way (docs/product-rules.md § Numbers and dates). */
  buyer_country: z.string(),
  project: z.string(),
  currency: z.enum(CURRENCIES),
  delivery_location: locationRef,
  delivery_contact: deliveryContactSchema,
  need_by_date: z.string().nullable(),
  due_at: z.string(),
  notes: z.string(),
  rfq_status: z.enum(RFQ_STATUSES),
  invitation_status: z.enum(INVITATION_STATUSES),
  supplier_name: z.string(),
  /** True until the due date while the RFQ is sent and the invitation stands. */
  can_answer: z.boolean(),
  items: z.array(rfqItemSchema),
  /** Every revision, newest first. */
  revisions: z.array(answerRevisionSchema),
  files: z.array(quoteFileSchema),
});
export type SupplierRfqView = z.infer<typeof supplierRfqViewSchema>;

/** GET /inbox/rfqs/: the RFQs sent to the provider company's invited e-mails. */
export const inboxEntrySchema = z.object({
  invitation_id: z.number(),
  number: z.string(),
  title: z.string(),
  buyer_company: z.string(),
  rfq_status: z.enum(RFQ_STATUSES),
  invitation_status: z.enum(INVITATION_STATUSES),
  email: z.string(),
  due_at: z.string(),
  item_count: z.number(),
  sent_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  can_answer: z.boolean(),
});
export type InboxEntry = z.infer<typeof inboxEntrySchema>;

/** GET /inbox/rfqs/: one page of the inbox, the latest sent first. */
export const inboxListSchema = z.object({ rfqs: z.array(inboxEntrySchema), ...pageFields });
export type InboxList = z.infer<typeof inboxListSchema>;

/** GET /inbox/rfqs/?page=2 */
export const inboxListQuerySchema = z.object({ page: pageParam });
export type InboxListQuery = z.infer<typeof inboxListQuerySchema>;

/** Any token reaches the link check, so a malformed one answers as an unknown link (404). */
export const answerTokenParamSchema = z.object({ token: z.string().max(2000) });
export const invitationParamSchema = z.object({
  id: z.coerce.number({ error: 'validation.invalidType' }).int().positive(),
});
/** Upload query: the file's name as the supplier's computer had it (its type comes from the bytes). */
export const quoteFileQuerySchema = z.object({
  file_name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
});

/** POST /rfqs/import-items/: items read from an uploaded XLSX or CSV file. */
export const importedItemsSchema = z.object({
  /** Items as the RFQ editor takes them (no id yet). */
  items: z.array(rfqItemSchema.omit({ id: true, position: true })),
  /** Rows refused, with why in the request's language (1-based row numbers of the sheet). */
  skipped: z.array(z.object({ row: z.number(), reason: z.string() })),
  /** Readable rows left out because the items would pass the RFQ's cap of 2,000. */
  dropped_rows: z.number().int().nonnegative(),
});
export type ImportedItems = z.infer<typeof importedItemsSchema>;
