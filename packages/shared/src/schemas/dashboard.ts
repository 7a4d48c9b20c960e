import { z } from 'zod';
import {
  CURRENCIES,
  INVITATION_STATUSES,
  PO_STATUSES,
  RFQ_STATUSES,
} from '../constants/purchasing.ts';

/**
 * The dashboards (docs/product-rules.md § Dashboard). Each card has `count` (every entry it
 * counts) and `rows` (the first few, in the card's order). Money is exact decimal text.
 */
const card = <Row extends z.ZodType>(row: Row) =>
  z.object({ count: z.number(), rows: z.array(row) });

const rfqRef = z.object({ id: z.number(), number: z.string(), title: z.string() });

/** A sent RFQ whose answer period is still open. */
export const dashboardOpenRfqSchema = rfqRef.extend({
  project_name: z.string(),
  due_at: z.string(),
  invited: z.number(),
  answered: z.number(),
});

export const dashboardQuoteSchema = z.object({
  id: z.number(),
  supplier_name: z.string().nullable(),
  quote_number: z.string().nullable(),
  rfq: z.object({ id: z.number(), number: z.string() }).nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  total: z.string().nullable(),
  created_at: z.string(),
});

/** A sent or closed RFQ with offers to compare and no award yet. */
export const dashboardReadyRfqSchema = rfqRef.extend({
  project_name: z.string(),
  status: z.enum(RFQ_STATUSES),
  due_at: z.string(),
  offers: z.number(),
});

export const dashboardOrderSchema = z.object({
  id: z.number(),
  number: z.string(),
  status: z.enum(PO_STATUSES),
  /** The supplier (buyer's dashboard) or the buyer company (provider's). */
  party: z.string(),
  currency: z.enum(CURRENCIES),
  total: z.string(),
  need_by_date: z.string().nullable(),
  created_at: z.string(),
});

/** One currency's awards confirmed this month, summed exactly from the stored awards. */
export const dashboardSavingsSchema = z.object({
  currency: z.enum(CURRENCIES),
  awards: z.number(),
  awarded_total: z.string(),
  saving_vs_highest: z.string(),
  saving_vs_median: z.string(),
});

/** GET /dashboard/: a buyer company's (or retail user's) dashboard. */
export const buyerDashboardSchema = z.object({
  rfqs_awaiting_answers: card(dashboardOpenRfqSchema),
  quotes_to_review: card(dashboardQuoteSchema),
  ready_to_award: card(dashboardReadyRfqSchema),
  open_orders: card(dashboardOrderSchema).extend({
    awaiting_acknowledgement: z.number(),
    awaiting_delivery: z.number(),
  }),
  savings: z.object({
    /** First instant of the month counted (UTC). */
    since: z.string(),
    by_currency: z.array(dashboardSavingsSchema),
  }),
});
export type BuyerDashboard = z.infer<typeof buyerDashboardSchema>;

export const dashboardInboxRfqSchema = z.object({
  invitation_id: z.number(),
  number: z.string(),
  title: z.string(),
  buyer_company: z.string(),
  due_at: z.string(),
  invitation_status: z.enum(INVITATION_STATUSES),
  answered_at: z.string().nullable(),
});

/** GET /inbox/dashboard/: a provider company's dashboard. */
export const providerDashboardSchema = z.object({
  /** RFQs sent to the company that it can still answer (rows: soonest due first). */
  open_rfqs: card(dashboardInboxRfqSchema),
  /** Every RFQ ever sent to the company. */
  received: z.number(),
  /** RFQs it answered (rows: latest answer first). */
  answered: card(dashboardInboxRfqSchema),
  /** Answered RFQs where one of its offers won at least one item. */
  won: z.number(),
  orders_to_acknowledge: card(dashboardOrderSchema),
});
export type ProviderDashboard = z.infer<typeof providerDashboardSchema>;
