import { describe, expect, it } from 'vitest';
import { lineTotalAgrees, quoteArithmetic } from './quote-arithmetic.ts';

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

describe('quoteArithmetic', () => {
  const line = (quantity: string, price: string, total: string) => ({
    quantity,
    unit_price: price,
    discount_pct: null,
    line_total: total,
  });

  it('adds the lines up to the subtotal and the subtotal, freight and tax up to the total', () => {
    const result = quoteArithmetic({
      subtotal: '300.10',
      discount_total: '10',
      freight: '50',
      tax_amount: '48.02',
      total: '388.12',
      lines: [line('2', '100.05', '200.10'), line('1', '100', '100')],
    });
    expect(result).toEqual({ lines: [true, true], subtotal: true, total: true });
  });

  it('marks a subtotal or total that does not add up, and says nothing when values are missing', () => {
    const wrong = quoteArithmetic({
      subtotal: '310',
      freight: null,
      tax_amount: '1',
      total: '300',
      lines: [line('2', '100.05', '200.10'), line('1', '100', '110')],
    });
    expect(wrong).toEqual({ lines: [true, false], subtotal: false, total: false });
    expect(
      quoteArithmetic({ subtotal: null, freight: null, tax_amount: null, total: '5', lines: [] }),
    ).toEqual({ lines: [], subtotal: null, total: null });
  });

  it('is exact where binary floats are not', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floats; exactly 0.3 here.
    const result = quoteArithmetic({
      subtotal: '0.3',
      freight: null,
      tax_amount: null,
      total: '0.30',
      lines: [line('1', '0.1', '0.1'), line('1', '0.2', '0.2')],
    });
    expect(result).toMatchObject({ subtotal: true, total: true });
  });
});
