import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants/limits.ts';
import { EMAIL_PATTERN, PHONE_PATTERN } from './checks.ts';

export {
  EMAIL_PATTERN,
  isValidEmail,
  isValidPhone,
  PHONE_PATTERN,
  passwordStrength,
  type PasswordStrength,
} from './checks.ts';

export const emailSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(EMAIL_MAX_LENGTH, 'validation.tooLong')
  .regex(EMAIL_PATTERN, 'validation.email.invalid')
  .transform((value) => value.toLowerCase());

export const phoneSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .regex(PHONE_PATTERN, 'validation.phone.invalid');

export const requiredText = (max = NAME_MAX_LENGTH) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');

export const optionalText = (max: number) =>
  z.string({ error: 'validation.invalidType' }).trim().max(max, 'validation.tooLong');

/**
 * The one password rule both sides check without a database: length, not all digits, no control
 * characters.
 * The API adds the common-password and similarity checks (docs/product-rules.md § Passwords).
 */
export const passwordSchema = z
  .string({ error: 'validation.required' })
  .min(1, 'validation.required')
  .min(PASSWORD_MIN_LENGTH, 'validation.password.tooShort')
  .max(PASSWORD_MAX_LENGTH, 'validation.tooLong')
  .refine((value) => !/^\d+$/.test(value), 'validation.password.allDigits')
  // A control character (NUL, a line break, escape) cannot be typed back at sign-in on every device.
  .refine((value) => !/\p{Cc}/u.test(value), 'validation.password.controlCharacters');

/**
 * How close a password is to a user's own attributes (the email's local part, the names), after
 * Django's UserAttributeSimilarityValidator: a password that shares at least 70% of its characters
 * in order with an attribute or a word of it, or that contains a word of 4 or more characters of
 * it, is refused.
 */
export function isPasswordTooSimilar(password: string, attributes: readonly string[]): boolean {
  const candidate = password.toLowerCase();
  for (const raw of attributes) {
    const attribute = raw.trim().toLowerCase();
    const parts = [attribute, ...attribute.split(/[^\p{L}\p{N}]+/u)].filter((p) => p.length >= 3);
    for (const part of parts) {
      if (similarityRatio(candidate, part) >= 0.7) return true;
      if (part.length >= 4 && candidate.includes(part)) return true;
    }
  }
  return false;
}

/** Ratio of matching characters (longest-common-subsequence based), 0 to 1. */
function similarityRatio(a: string, b: string): number {
  if (!a.length || !b.length) return 0;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      current[j] =
        a[i - 1] === b[j - 1]
          ? (previous[j - 1] ?? 0) + 1
          : Math.max(previous[j] ?? 0, current[j - 1] ?? 0);
    }
    previous = current;
  }
  return (2 * (previous[b.length] ?? 0)) / (a.length + b.length);
}
