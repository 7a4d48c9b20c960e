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
  /**
   * The item the matcher would tie the line to, though too unsure to count it (below the measured
   * confidence, docs/product-rules.md § Comparing and awarding, Suggestions); null for an extra.
   */
  suggested_item_id: z.number().nullable(),
  /** The matcher's confidence in the suggestion, 0–1. */
  suggested_confidence: z.number().nullable(),
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

/** How a conversion factor was found (docs/product-rules.md § Comparing and awarding). */
export const CONVERSION_KINDS = [
  'same',
  'unit',
  'pack',
  'area',
  'length',
  'count',
  'steel-mass',
  'density',
  'lump-sum',
  'working-time',
  'request',
  'default-length',
  'assumed',
  'buyer',
  'none',
] as const;
export type ConversionKind = (typeof CONVERSION_KINDS)[number];

/**
 * A cell's conversion as data, for the screen to render in the reader's language: quantity ×
 * terms = comparable quantity ("3 roll × 2 m × 50 m = 300 m²"); `factor` comparable units per
 * quoted unit. Units are codes (m, kg, t/m3, kg/m).
 */
export const cellConversionSchema = z.object({
  kind: z.enum(CONVERSION_KINDS),
  factor: z.string(),
  quoted_unit: z.string().nullable(),
  quantity: z.string().nullable(),
  comparable_unit: z.string().nullable(),
  comparable_quantity: z.string().nullable(),
  terms: z.array(z.object({ value: z.string(), unit: z.string(), divide: z.boolean() })),
  /** Rests on an estimate (a density, a standard length, an assumption): the buyer's to check. */
  estimate: z.boolean(),
  /** The table or rule a term comes from ("ASTM A615", "density:sand"), if any. */
  basis: z.string().nullable(),
  /** The buyer's own factor for this supplier's item, which wins over the engine's. */
  by: z.enum(['engine', 'buyer']),
});
export type CellConversion = z.infer<typeof cellConversionSchema>;

/** What a substitute changes, as data: the attribute, what is requested and what is offered. */
export const CHANGE_KINDS = [
  'brand',
  'class',
  'strength',
  'size',
  'dimensions',
  'gauge',
  'mesh',
  'variant',
  'material',
  'qualifier',
  'pack',
] as const;
export const cellChangeSchema = z.object({
  kind: z.enum(CHANGE_KINDS),
  /** As written (a size, a brand) or a key (a variant's "fireResistant", a qualifier's "river"). */
  quoted: z.string(),
  requested: z.string(),
});
export type CellChange = z.infer<typeof cellChangeSchema>;

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
  /** The conversion that levels the line, for the screen to show and the buyer to change. */
  conversion: cellConversionSchema.nullable(),
  /** What the substitute changes, rendered in the reader's language (`note` is the request's). */
  changes: z.array(cellChangeSchema),
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

/**
 * PUT /rfqs/:id/comparison/lines/:lineId/conversion/ — the buyer's factor (comparable units per
 * quoted unit, a decimal with a point) for the line's supplier's item in the line's unit
 * (docs/product-rules.md § Comparing and awarding, The buyer's factor).
 */
export const conversionFactorSchema = z.object({
  item_id: z.number().int().positive(),
  factor: z
    .string()
    .trim()
    .regex(/^\d{1,15}(\.\d{1,10})?$/, 'purchasing.conversionFactor.invalid')
    .refine((value) => /[1-9]/.test(value), 'purchasing.conversionFactor.positive'),
});
export type ConversionFactorData = z.infer<typeof conversionFactorSchema>;
