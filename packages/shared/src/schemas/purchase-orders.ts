import { z } from 'zod';
import {
  AWARD_STRATEGIES,
  CURRENCIES,
  PO_STATUSES,
  RFQ_MAX_SUPPLIERS,
  UNIT_CODES,
} from '../constants/purchasing.ts';
import { pageFields, pageParam } from './common.ts';
import { deliveryContactSchema } from './rfqs.ts';

const offerKey = z.string().regex(/^(answer|quote)-\d{1,10}$/, 'validation.award.offer');

/**
 * POST /rfqs/:id/award/plan/ and POST /rfqs/:id/award/: what the buyer asks the optimizer for
 * (docs/product-rules.md § Awarding and purchase orders). `overrides` maps a requested item's id
 * to the offer the buyer chose for it, or null to leave it unawarded.
 */
export const awardRequestSchema = z.object({
  strategy: z.enum(AWARD_STRATEGIES),
  max_suppliers: z
    .number({ error: 'validation.award.maxSuppliers' })
    .int('validation.award.maxSuppliers')
    .min(1, 'validation.award.maxSuppliers')
    .max(RFQ_MAX_SUPPLIERS, 'validation.award.maxSuppliers')
    .nullable()
    .default(null),
  exclude: z.array(offerKey).max(100).default([]),
  no_substitutions: z.boolean().default(false),
  full_coverage: z.boolean().default(false),
  overrides: z.record(z.string().regex(/^\d{1,10}$/), offerKey.nullable()).default({}),
  /**
   * The buyer saw that the award uses offers whose validity has passed and confirms anyway;
   * without it such an award is refused (docs/product-rules.md § Comparing and awarding).
   */
  acknowledge_expired: z.boolean().default(false),
});
export type AwardRequest = z.input<typeof awardRequestSchema>;
export type AwardRequestParsed = z.output<typeof awardRequestSchema>;

/** A plan: which offer each item goes to and what it costs, levelled, in the RFQ's currency. */
export const awardPlanSchema = z.object({
  /** 'time_limit': the best plan found in the time allowed, not proven the cheapest. */
  status: z.enum(['optimal', 'time_limit', 'infeasible']),
  currency: z.enum(CURRENCIES),
  lines: z.array(z.object({ item_id: z.number(), offer_key: z.string(), amount: z.string() })),
  unawarded_item_ids: z.array(z.number()),
  offer_keys: z.array(z.string()),
  items_total: z.string(),
  freight_total: z.string(),
  total: z.string(),
  saving_vs_highest: z.string().nullable(),
  saving_vs_median: z.string().nullable(),
});
export type AwardPlan = z.infer<typeof awardPlanSchema>;

export const purchaseOrderSummarySchema = z.object({
  id: z.number(),
  number: z.string(),
  status: z.enum(PO_STATUSES),
  rfq: z.object({ id: z.number(), number: z.string(), title: z.string() }),
  project_name: z.string(),
  supplier_name: z.string(),
  /** The company that ordered (shown to the supplier). */
  buyer_company: z.string(),
  offer_key: z.string(),
  currency: z.enum(CURRENCIES),
  total: z.string(),
  created_at: z.string(),
  acknowledged_at: z.string().nullable(),
});
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummarySchema>;

export const purchaseOrderSchema = purchaseOrderSummarySchema.extend({
  supplier_email: z.string(),
  deliver_to: z.string(),
  delivery_contact: deliveryContactSchema,
  need_by_date: z.string().nullable(),
  payment_terms: z.string(),
  delivery_time: z.string(),
  quote_reference: z.string(),
  subtotal: z.string(),
  discount: z.string(),
  freight: z.string(),
  tax_rate: z.string(),
  tax: z.string(),
  cancelled_at: z.string().nullable(),
  lines: z.array(
    z.object({
      position: z.number(),
      rfq_item_id: z.number().nullable(),
      description: z.string(),
      quantity: z.string(),
      unit: z.enum(UNIT_CODES),
      unit_price: z.string(),
      discount_pct: z.string(),
      amount: z.string(),
    }),
  ),
  /** The statuses the caller may move the order to now. */
  next_statuses: z.array(z.enum(PO_STATUSES)),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

export const purchaseOrderListSchema = z.object({
  purchase_orders: z.array(purchaseOrderSummarySchema),
  ...pageFields,
});
export type PurchaseOrderList = z.infer<typeof purchaseOrderListSchema>;

export const purchaseOrderListQuerySchema = z.object({
  page: pageParam,
  rfq_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  status: z.enum(PO_STATUSES).optional(),
});

/** POST /purchase-orders/:id/status/ */
export const purchaseOrderStatusSchema = z.object({
  status: z.enum(PO_STATUSES, { error: 'validation.purchaseOrder.status' }),
});
export type PurchaseOrderStatusInput = z.infer<typeof purchaseOrderStatusSchema>;

/** GET and POST /rfqs/:id/award/: the current award and the orders it issued. */
export const awardSchema = z.object({
  award: awardPlanSchema
    .extend({
      options: awardRequestSchema,
      awarded_at: z.string(),
    })
    .nullable(),
  purchase_orders: z.array(purchaseOrderSummarySchema),
  /** On POST: how many orders were issued and cancelled by this change. */
  issued: z.number().optional(),
  cancelled: z.number().optional(),
});
export type Award = z.infer<typeof awardSchema>;
