import { z } from 'zod';
import { CURRENCIES, UNIT_CODES } from '../constants/purchasing.ts';

/**
 * The price memory's alert rule (docs/product-rules.md § Price memory): a levelled unit price at
 * least `PRICE_ALERT_THRESHOLD_PCT` % away from the median of at least `PRICE_ALERT_MIN_RECORDS`
 * records of the same item key, currency and unit dated within `PRICE_ALERT_WINDOW_DAYS` days up
 * to the offer's own date, other quotes only.
 */
export const PRICE_ALERT_WINDOW_DAYS = 90;
export const PRICE_ALERT_MIN_RECORDS = 3;
export const PRICE_ALERT_THRESHOLD_PCT = 10;
/** The history popover lists at most this many records, newest first. */
export const PRICE_HISTORY_LIMIT = 50;

/** A quoted price far from the company's history for the item. */
export const priceAlertSchema = z.object({
  direction: z.enum(['above', 'below']),
  /** Whole per cent away from the median, rounded half-up ("14"). */
  percent: z.string(),
  /** The median levelled unit price of the window, a decimal string. */
  median: z.string(),
  /** How many records the median was taken over. */
  record_count: z.number(),
  /** What the history endpoint needs to list the records. */
  item_key: z.string(),
  currency: z.enum(CURRENCIES),
  unit: z.enum(UNIT_CODES),
});
export type PriceAlert = z.infer<typeof priceAlertSchema>;

/** GET /price-history/?item_key=…&currency=…&unit=… */
export const priceHistoryQuerySchema = z.object({
  item_key: z.string().trim().min(1, 'validation.required').max(500, 'validation.tooLong'),
  currency: z.enum(CURRENCIES, { error: 'validation.invalidType' }).optional(),
  unit: z.enum(UNIT_CODES, { error: 'validation.invalidType' }).optional(),
});
export type PriceHistoryQuery = z.infer<typeof priceHistoryQuerySchema>;

export const priceRecordSchema = z.object({
  id: z.number(),
  /** The quote's issue date, else the day it was confirmed (YYYY-MM-DD). */
  date: z.string(),
  supplier_name: z.string().nullable(),
  project_name: z.string().nullable(),
  rfq_id: z.number().nullable(),
  rfq_number: z.string().nullable(),
  quote_id: z.number(),
  description: z.string(),
  currency: z.enum(CURRENCIES),
  unit: z.enum(UNIT_CODES),
  /** Levelled per comparable unit, tax excluded (docs/product-rules.md § Price memory). */
  unit_price: z.string(),
});
export type PriceRecord = z.infer<typeof priceRecordSchema>;

export const priceHistorySchema = z.object({
  item_key: z.string(),
  records: z.array(priceRecordSchema),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;

/** GET /quotes/:id/price-alerts/: each line's alert, by the line's position. */
export const quotePriceAlertsSchema = z.object({
  lines: z.array(z.object({ position: z.number(), alert: priceAlertSchema })),
});
export type QuotePriceAlerts = z.infer<typeof quotePriceAlertsSchema>;
