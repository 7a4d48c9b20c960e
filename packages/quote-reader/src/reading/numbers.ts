import Decimal from 'decimal.js';
import type { DecimalText } from '../result.ts';

/** How a document writes numbers: decimal point (1,234.56) or decimal comma (1.234,56). */
export type NumberStyle = 'point' | 'comma';

const CURRENCY_MARKS = /(?:US\$|USD|MXN|EUR|COP|CLP|CAD|\$|€|£)/gi;
/** A number as printed: digits with optional group separators and decimals, sign or brackets. */
export const NUMBER_TOKEN =
  /(?<![\w.,])[-−]?\(?(?:US\$|\$|€)?\s?\d{1,3}(?:(?:[.,'\u00A0\u202F]|(?<=\d) (?=\d{3}(?!\d)))\d{3})*(?:[.,]\d+)?\)?(?:\s?€)?%?(?![\w])|(?<![\w.,])[-−]?(?:US\$|\$|€)?\s?\d+(?:[.,]\d+)?(?:\s?€)?%?(?![\w])/g;

function clean(raw: string): { body: string; negative: boolean } {
  let text = raw.trim().replace(CURRENCY_MARKS, '').replace(/%$/, '').trim();
  let negative = false;
  if (text.endsWith(')') && !text.startsWith('(')) text = text.slice(0, -1).trim();
  if (text.startsWith('(') && !text.endsWith(')')) text = text.slice(1).trim();
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  if (/^[-−]/.test(text)) {
    negative = true;
    text = text.slice(1).trim();
  }
  text = text.replace(/^[-−]/, '').replace(/[\u00A0\u202F' ]/g, '');
  return { body: text, negative };
}

/**
 * Parses one printed number in the document's style; null when the text is not a number in that
 * style (so "1.234,5" under the point style fails instead of becoming a wrong value).
 */
export function parseNumber(raw: string, style: NumberStyle): Decimal | null {
  const { body, negative } = clean(raw);
  if (!/^\d[\d.,]*$/.test(body)) return null;
  const group = style === 'point' ? ',' : '.';
  const decimal = style === 'point' ? '.' : ',';
  let digits = body;
  if (digits.includes(group)) {
    const [integer = '', ...rest] = digits.split(decimal);
    if (rest.length > 1) return null;
    const groups = integer.split(group);
    if (groups.slice(1).some((g) => g.length !== 3) || (groups[0] ?? '').length > 3) return null;
    digits = groups.join('') + (rest.length ? `.${rest[0]}` : '');
  } else {
    if (digits.split(decimal).length > 2) return null;
    digits = digits.replace(decimal, '.');
  }
  if (!/^\d+(\.\d+)?$/.test(digits)) return null;
  const value = new Decimal(digits);
  return negative ? value.negated() : value;
}

/**
 * OCR mixes up "." and "," and drops group separators: on a scan, a number that fails the
 * document's style is read with its last separator as the decimal one when 1–2 digits follow it.
 */
export function parseLenient(raw: string, style: NumberStyle): Decimal | null {
  const strict = parseNumber(raw, style);
  if (strict) return strict;
  const { body, negative } = clean(raw);
  const match = /^(\d[\d.,]*?)[.,](\d{1,2})$/.exec(body);
  if (!match || !/^\d[\d.,]*$/.test(body)) return null;
  const value = new Decimal(`${match[1]!.replace(/[.,]/g, '')}.${match[2]}`);
  return negative ? value.negated() : value;
}

/** Rewrites the numbers OCR garbled ("1.985.00") in the style's own plain form ("1985.00"). */
export function normalizeOcrNumbers(text: string, style: NumberStyle): string {
  return text.replace(NUMBER_TOKEN, (token) => {
    if (parseNumber(token, style)) return token;
    const value = parseLenient(token, style);
    if (!value) return token;
    const prefix = /^[-−(]?\s*(?:US\$|\$|€)?\s?/.exec(token)?.[0] ?? '';
    const suffix = /\s?€?%?\)?$/.exec(token)?.[0] ?? '';
    const plain = value.abs().toFixed();
    return `${prefix}${style === 'comma' ? plain.replace('.', ',') : plain}${suffix}`;
  });
}

/** Evidence for each style from the numbers of a text: unambiguous forms weigh most. */
export function styleEvidence(text: string): Record<NumberStyle, number> {
  const evidence: Record<NumberStyle, number> = { point: 0, comma: 0 };
  for (const match of text.matchAll(/\d[\d.,]*\d/g)) {
    const token = match[0];
    if (/,\d{3}\.\d+$/.test(token) || /^\d{1,3}(,\d{3})+\.\d{1,2}$/.test(token))
      evidence.point += 3;
    else if (/\.\d{3},\d+$/.test(token) || /^\d{1,3}(\.\d{3})+,\d{1,2}$/.test(token))
      evidence.comma += 3;
    else if (/^\d+\.\d{1,2}$/.test(token)) evidence.point += 1;
    else if (/^\d+,\d{1,2}$/.test(token)) evidence.comma += 1;
    else if (/^\d{1,3}(\.\d{3})+$/.test(token)) evidence.comma += 0.5;
    else if (/^\d{1,3}(,\d{3})+$/.test(token)) evidence.point += 0.5;
  }
  return evidence;
}

/** Numbers printed in a text, in order, with their positions. */
export function findNumbers(
  text: string,
  style: NumberStyle,
): { raw: string; value: Decimal; index: number; percent: boolean }[] {
  const found: { raw: string; value: Decimal; index: number; percent: boolean }[] = [];
  for (const match of text.matchAll(NUMBER_TOKEN)) {
    const value = parseNumber(match[0], style);
    if (value) {
      found.push({ raw: match[0], value, index: match.index, percent: match[0].endsWith('%') });
    }
  }
  return found;
}

/** Decimals a currency prints (COP and CLP have none). */
export function currencyDecimals(currency: string | null): number {
  return currency === 'COP' || currency === 'CLP' ? 0 : 2;
}

/**
 * A value as the result carries it: exact decimal text, never a float (`DecimalText`,
 * docs/decisions/029-decimal-text-from-the-reader.md § Decimal text from the reader).
 * `toFixed()` never writes an exponent, and decimal.js keeps no sign on zero.
 */
export function toDecimalText(value: Decimal | null | undefined): DecimalText | null {
  return value ? value.toFixed() : null;
}
