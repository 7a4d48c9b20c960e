import { z } from 'zod';
import { CURRENCIES, UNIT_CODES } from '../constants/purchasing.ts';

/**
 * The buyer's analytics (docs/product-rules.md § Analytics). Money is exact decimal text, summed in
 * the database and never added across currencies: every money row carries its currency.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date.invalid');
const id = z.coerce.number().int().min(1).max(2_147_483_647);

/** The filters and period every view accepts, as query parameters (and the web's URL). */
export const analyticsFilterSchema = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    project_id: id.optional(),
    supplier_id: id.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'validation.analytics.period',
    path: ['to'],
  });
export type AnalyticsFilter = z.infer<typeof analyticsFilterSchema>;

/** GET /analytics/price-trend/: the filters, and the item whose history to draw. */
export const priceTrendQuerySchema = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    project_id: id.optional(),
    supplier_id: id.optional(),
    item_key: z.string().trim().max(500).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'validation.analytics.period',
    path: ['to'],
  });
export type PriceTrendQuery = z.infer<typeof priceTrendQuerySchema>;

const currency = z.enum(CURRENCIES);
const money = z.string();

/** One group of spend: the orders counted and their line amounts summed, in one currency. */
export const spendRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  currency,
  orders: z.number(),
  total: money,
});
export type SpendRow = z.infer<typeof spendRowSchema>;

/** GET /analytics/spend/ */
export const spendSchema = z.object({
  by_supplier: z.array(spendRowSchema),
  by_project: z.array(spendRowSchema),
  by_month: z.array(spendRowSchema),
  by_category: z.array(spendRowSchema),
});
export type Spend = z.infer<typeof spendSchema>;

/** One project's awards in one currency, and its budget when the budget is in that currency. */
export const projectSavingsRowSchema = z.object({
  project_id: z.number(),
  project_name: z.string(),
  currency,
  awards: z.number(),
  awarded_total: money,
  budget: money.nullable(),
  budget_left: money.nullable(),
  saving_vs_highest: money,
  saving_vs_median: money,
});
export type ProjectSavingsRow = z.infer<typeof projectSavingsRowSchema>;

/** GET /analytics/savings/ */
export const savingsSchema = z.object({ projects: z.array(projectSavingsRowSchema) });
export type Savings = z.infer<typeof savingsSchema>;

/** An item of the price memory to choose from, with the most records first. */
export const trendItemSchema = z.object({
  item_key: z.string(),
  description: z.string(),
  records: z.number(),
});

/** One price of the item: a supplier's levelled unit price on a date. */
export const trendPointSchema = z.object({
  date: z.string(),
  supplier_id: z.number().nullable(),
  supplier_name: z.string(),
  project_id: z.number().nullable(),
  project_name: z.string().nullable(),
  rfq_id: z.number().nullable(),
  rfq_number: z.string().nullable(),
  currency,
  unit: z.enum(UNIT_CODES),
  price: money,
});
export type TrendPoint = z.infer<typeof trendPointSchema>;

/** GET /analytics/price-trend/ */
export const priceTrendSchema = z.object({
  items: z.array(trendItemSchema),
  item_key: z.string().nullable(),
  points: z.array(trendPointSchema),
});
export type PriceTrend = z.infer<typeof priceTrendSchema>;

/** One supplier's record with the company's RFQs (each figure in docs/product-rules.md § Analytics). */
export const supplierPerformanceRowSchema = z.object({
  supplier_id: z.number(),
  supplier_name: z.string(),
  invited: z.number(),
  answered: z.number(),
  /** Hours from the invitation being sent to the answer, the median; null with no answer. */
  median_hours_to_answer: z.number().nullable(),
  /** Invitations whose offer won at least one item of the RFQ's award. */
  wins: z.number(),
  items_won: z.number(),
  items_invited: z.number(),
  items_answered: z.number(),
  /** Items its offers answered in the comparisons of the awarded RFQs (as of each award). */
  items_compared: z.number(),
  /** Of those, the ones answered with a substitution. */
  substitutions: z.number(),
});
export type SupplierPerformanceRow = z.infer<typeof supplierPerformanceRowSchema>;

/** GET /analytics/suppliers/ */
export const supplierPerformanceSchema = z.object({
  suppliers: z.array(supplierPerformanceRowSchema),
});
export type SupplierPerformance = z.infer<typeof supplierPerformanceSchema>;
