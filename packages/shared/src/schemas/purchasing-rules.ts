import { z } from 'zod';

/**
 * Exact decimals travel as strings ("1234.50"), never as binary floats. At most 14 digits before
 * the point and 4 after; a comma is not accepted here (the paste parser converts it first).
 */
export const DECIMAL_PATTERN = /^-?\d{1,14}(\.\d{1,4})?$/;

const decimalText = z
  .union([z.string(), z.number()], { error: 'validation.decimal.invalid' })
  .transform((value) => String(value).trim())
  .refine((value) => DECIMAL_PATTERN.test(value), 'validation.decimal.invalid');

/** A decimal ≥ 0 as a string. */
export const nonNegativeDecimal = decimalText.refine(
  (value) => !value.startsWith('-'),
  'validation.decimal.negative',
);

/** A decimal > 0 as a string (quantities). */
export const positiveDecimal = decimalText.refine(
  (value) => !value.startsWith('-') && /[1-9]/.test(value),
  'validation.decimal.positive',
);

/** A percentage from 0 to 100 as a string (tax rates). */
export const percentage = nonNegativeDecimal.refine(
  (value) => Number(value) <= 100,
  'validation.decimal.percentage',
);

/** A calendar date, YYYY-MM-DD, that exists. */
export const dateOnly = z.iso.date({ error: 'validation.date.invalid' });

/** An instant with its offset (ISO 8601), e.g. 2026-12-01T18:00:00-06:00. */
export const instant = z.iso.datetime({ offset: true, error: 'validation.date.invalid' });

export const optionalId = z
  .number({ error: 'validation.invalidType' })
  .int('validation.invalidType')
  .positive('validation.invalidType')
  .nullable()
  .optional()
  .default(null);

export const requiredId = z
  .number({ error: 'validation.required' })
  .int('validation.invalidType')
  .positive('validation.invalidType');
