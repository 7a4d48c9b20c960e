import { z } from 'zod';
import { CURRENCIES, UNIT_CODES } from '../constants/purchasing.ts';
import { priceAlertSchema } from './price-memory.ts';

/**
 * Where a match comes from: the link's answer is typed against each item (`answer`), the reviewer
 * tied the line (`review`), the buyer set it on the comparison (`buyer`), the supplier's remembered
 * match (`remembered`) or the matcher (`auto`, with its confidence).
 */
export const MATCH_SOURCES = ['answer', 'review', 'buyer', 'remembered', 'auto'] as const;
export type MatchSource = (typeof MATCH_SOURCES)[number];

/** A quote line of an offer that answers no requested item (an extra), for reassigning it. */
export const unmatchedLineSchema = z.object({
  line_id: z.number(),
  position: z.number(),
  description: z.string(),
  quoted_unit_price: z.string().nullable(),
  match_source: z.enum(MATCH_SOURCES),
});
export type UnmatchedLine = z.infer<typeof unmatchedLineSchema>;

/** One supplier's offer in the comparison: an answer through the link or inbox, or a confirmed quote. */
export const comparedOfferSchema = z.object({
  key: z.string(),
  supplier_name: z.string(),
  source: z.enum(['answer', 'quote']),
  quote_id: z.number().nullable(),
  currency: z.string(),
  /**
   * Σ answered items (levelled unit price × requested quantity) + freight, in the RFQ's currency;
   * null when the company's table has no rate for the offer's currency on its date.
   */
  levelled_total: z.string().nullable(),
  /** The date whose exchange rate levels the offer (the quote's issue date, else its arrival). */
  fx_date: z.string(),
  /** No rate links the offer's currency to the RFQ's on `fx_date`: nothing of it is levelled. */
  fx_missing: z.boolean(),
  freight: z.string(),
  /** Freight × FX in the RFQ's currency, as the levelled total adds it; null without a rate. */
  levelled_freight: z.string().nullable(),
  /** Share of the requested items answered, 0–1 as a decimal string. */
  coverage: z.string(),
  gap_item_ids: z.array(z.number()),
  payment_terms: z.string().nullable(),
  valid_until: z.string().nullable(),
  /** A quote's lines that answer no requested item; always empty for an answer. */
  unmatched_lines: z.array(unmatchedLineSchema),
});
export type ComparedOffer = z.infer<typeof comparedOfferSchema>;

export const comparisonCellSchema = z.object({
  item_id: z.number(),
  offer_key: z.string(),
  /** The quote line answering the item; null for an answer through the link or the inbox. */
  line_id: z.number().nullable(),
  match_source: z.enum(MATCH_SOURCES),
  /** The matcher's score, 0–1, for an `auto` match; null when a person or memory set it. */
  confidence: z.number().nullable(),
  description: z.string(),
  quoted_unit_price: z.string().nullable(),
  /** In the RFQ's currency per requested unit, tax excluded. */
  levelled_unit_price: z.string().nullable(),
  substitution: z.boolean(),
  note: z.string().nullable(),
  /**
   * Set when the line gave no unit or content to convert and the comparison assumed one, in the
   * buyer's language (docs/product-rules.md § Comparing and awarding, assumed conversion).
   */
  conversion_note: z.string().nullable(),
  partial: z.boolean(),
  /** The levelled price far from the company's price memory (docs/product-rules.md § Price memory). */
  price_alert: priceAlertSchema.nullable(),
});
export type ComparisonCell = z.infer<typeof comparisonCellSchema>;

/** GET /rfqs/:id/comparison/ */
export const comparisonSchema = z.object({
  rfq_id: z.number(),
  currency: z.enum(CURRENCIES),
  items: z.array(
    z.object({
      id: z.number(),
      position: z.number(),
      description: z.string(),
      quantity: z.string(),
      unit: z.enum(UNIT_CODES),
      /** The offer with the lowest levelled unit price for the item; null when nobody quoted it. */
      best_offer_key: z.string().nullable(),
    }),
  ),
  offers: z.array(comparedOfferSchema),
  cells: z.array(comparisonCellSchema),
});
export type Comparison = z.infer<typeof comparisonSchema>;

/**
 * PUT /rfqs/:id/comparison/lines/:lineId/ — the requested item the quote line answers, or null
 * when it is not part of the request (docs/product-rules.md § Reassigning a match).
 */
export const reassignLineSchema = z.object({ item_id: z.number().int().positive().nullable() });
export type ReassignLineData = z.infer<typeof reassignLineSchema>;
