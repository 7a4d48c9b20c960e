import { z } from 'zod';
import { CURRENCIES } from '../constants/purchasing.ts';
import { dateOnly } from './purchasing-rules.ts';

/** A rate as printed: up to 12 digits before the point and 10 after, more than zero. */
export const FX_RATE_PATTERN = /^\d{1,12}(\.\d{1,10})?$/;

const rateText = z
  .union([z.string(), z.number()], { error: 'validation.decimal.invalid' })
  .transform((value) => String(value).trim())
  .refine((value) => FX_RATE_PATTERN.test(value), 'purchasing.fxRate.invalid')
  .refine((value) => /[1-9]/.test(value), 'purchasing.fxRate.positive');

const currency = z.enum(CURRENCIES, { error: 'validation.currency' });

/**
 * One row of the company's exchange-rate table (docs/product-rules.md § Exchange rates):
 * 1 `base_currency` = `rate` `quote_currency`, from `valid_from` on.
 */
export const saveFxRateSchema = z
  .object({
    base_currency: currency,
    quote_currency: currency,
    rate: rateText,
    valid_from: dateOnly,
  })
  .refine((value) => value.base_currency !== value.quote_currency, {
    message: 'purchasing.fxRate.samePair',
    path: ['quote_currency'],
  });
export type SaveFxRateInput = z.input<typeof saveFxRateSchema>;
export type SaveFxRateData = z.output<typeof saveFxRateSchema>;

export const fxRateSchema = z.object({
  id: z.number(),
  base_currency: z.enum(CURRENCIES),
  quote_currency: z.enum(CURRENCIES),
  rate: z.string(),
  valid_from: z.string(),
});
export type FxRate = z.infer<typeof fxRateSchema>;

/** GET /fx-rates/: the company's rates, by pair then newest date first. */
export const fxRateListSchema = z.array(fxRateSchema);
