import { describe, expect, it } from 'vitest';
import { compareDecimals, Dec, dividedBy, isOne, times } from './decimal.ts';

/** Values across signs, zeros, exponents and digit groups of 10⁷ (decimal.js's own base). */
const VALUES = [
  '0',
  '-0',
  '1',
  '-1',
  '1.0000000',
  '0.5',
  '-0.5',
  '10',
  '9999999',
  '10000000',
  '10000000.0000001',
  '12345678.9',
  '12345678.90000001',
  '-12345678.9',
  '0.0000001',
  '0.00000010000001',
  '1e-40',
  '123456789012345678901234567890.123456789',
  '-123456789012345678901234567890.123456788',
  'Infinity',
  '-Infinity',
];

describe('decimal helpers', () => {
  it('orders every pair of decimals exactly as comparedTo does', () => {
    for (const a of VALUES)
      for (const b of VALUES)
        expect([a, b, compareDecimals(new Dec(a), new Dec(b))]).toEqual([
          a,
          b,
          new Dec(a).comparedTo(new Dec(b)),
        ]);
  });

  it('knows exactly 1 from its digits, whatever its spelling', () => {
    expect(['1', '1.000', '1e0', '0.1e1'].map((v) => isOne(new Dec(v)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['-1', '10', '0.1', '1.0000001', '1e7', '0'].map((v) => isOne(new Dec(v)))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('skips × 1 and ÷ 1 only where nothing could round', () => {
    const long = new Dec('1.' + '3'.repeat(45));
    expect(times(new Dec('12.50'), new Dec(1)).toString()).toBe('12.5');
    expect(times(long, new Dec(1)).toString()).toBe(long.times(1).toString());
    expect(dividedBy(long, new Dec('1.000')).toString()).toBe(long.div(1).toString());
    expect(times(new Dec('2.5'), new Dec('-1')).toString()).toBe('-2.5');
  });
});
