import { describe, expect, it } from 'vitest';
import { formatMoney, formatQuantity } from './money';

describe('formatMoney', () => {
  it('rounds exactly by the currency and groups in the reader’s language', () => {
    expect(formatMoney('321510.325', 'MXN', 'en')).toBe('321,510.33 MXN');
    expect(formatMoney('321510.325', 'MXN', 'es')).toMatch(/^321.510,33 MXN$/);
    expect(formatMoney('0.1', 'USD', 'en')).toBe('0.10 USD');
    expect(formatMoney('12996000.5', 'COP', 'es')).toMatch(/^12.996.001 COP$/);
    // 2^53 + 1 cannot be a float; it stays exact.
    expect(formatMoney('9007199254740993', 'CLP', 'en')).toBe('9,007,199,254,740,993 CLP');
  });
});

describe('formatQuantity', () => {
  it('keeps every digit of the quantity and uses the reader’s separators', () => {
    expect(formatQuantity('1234.5000', 'es-MX')).toBe('1,234.5');
    expect(formatQuantity('1234.125', 'es-ES')).toBe('1.234,125');
    expect(formatQuantity('400', 'en')).toBe('400');
    expect(formatQuantity('0.3333333333333333333', 'en')).toBe('0.3333333333333333333');
  });
});
