import { describe, expect, it } from 'vitest';
import { lineTotalAgrees } from './quote-arithmetic.ts';

describe('lineTotalAgrees', () => {
  it('checks quantity × price × (1 − discount) against the printed total, exactly', () => {
    expect(lineTotalAgrees('26.5', '5312', null, '140768')).toBe(true);
    expect(lineTotalAgrees('530', '222.50', '3', '114389.90')).toBe(true);
    expect(lineTotalAgrees('3000', '0.29', '', '870.00')).toBe(true);
    expect(lineTotalAgrees('30', '29', null, '871')).toBe(false);
    // Within a cent of rounding, not more.
    expect(lineTotalAgrees('3', '0.333', null, '1.00')).toBe(true);
    expect(lineTotalAgrees('3', '0.333', null, '1.02')).toBe(false);
  });

  it('says nothing when a value is missing or not a number', () => {
    expect(lineTotalAgrees(null, '10', null, '10')).toBeNull();
    expect(lineTotalAgrees('1', 'diez', null, '10')).toBeNull();
  });
});
