import { parseNumber } from '../rules/decimal-numbers.ts';

/**
 * A number typed in a field, read with the locale's decimal mark (docs/product-rules.md §
 * Numbers and dates): `1250000,50` and `1.250.000,50` where the mark is a comma, `1,250,000.50` and
 * `1250000.50` where it is a point. The other mark is a thousands separator in groups of three;
 * when it cannot be one (`1250000.50` typed in a comma locale, `2,5` in a point locale) it is read
 * as the decimal mark. Returns the canonical decimal string the API takes, or null.
 */
export function parseLocaleDecimal(raw: string, decimalMark: '.' | ','): string | null {
  const text = raw.trim();
  if (!text) return null;
  const read = parseNumber(text, decimalMark);
  if (read !== null) return read;
  const other = decimalMark === '.' ? ',' : '.';
  const isSingleOther = text.split(other).length === 2 && !text.includes(decimalMark);
  return isSingleOther ? parseNumber(text, other) : null;
}
