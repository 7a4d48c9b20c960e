/*
 * The rules the browser checks as the user types, without zod: a page that only needs these does
 * not load zod with its first paint (docs/decisions/016-web-delivery.md § Web delivery). `rules.ts`
 * builds the zod schemas on them.
 */
import { PASSWORD_MEDIUM_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/limits.ts';

/**
 * The one email rule (docs/product-rules.md § Screens): something, an at sign, something, a dot, something.
 * Messages are i18n keys of the `validation` namespace.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The one phone rule: optional + or 00, a first digit 1-9, then 7 to 14 digits. */
export const PHONE_PATTERN = /^(?:\+|00)?[1-9]\d{7,14}$/;

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/**
 * Strength meter of the specification's §5: strong = 8+ characters with lower, upper, digit and
 * one of !@#$%^&*; medium = 6+ characters with at least two of lower, upper, digit.
 */
export function passwordStrength(password: string): PasswordStrength {
  const hasLower = /[a-z]/.test(password);
  const hasUpper = /[A-Z]/.test(password);
  const hasDigit = /\d/.test(password);
  const hasSymbol = /[!@#$%^&*]/.test(password);
  if (password.length >= PASSWORD_MIN_LENGTH && hasLower && hasUpper && hasDigit && hasSymbol) {
    return 'strong';
  }
  const kinds = [hasLower, hasUpper, hasDigit].filter(Boolean).length;
  if (password.length >= PASSWORD_MEDIUM_MIN_LENGTH && kinds >= 2) return 'medium';
  return 'weak';
}
