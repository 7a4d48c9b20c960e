import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { ItemDraft } from '../reading/items.ts';
import { repairLine, repairTotals } from './arithmetic.ts';

function draft(quantity: string, price: string, total: string): ItemDraft {
  return {
    sku: null,
    description: 'Cemento gris',
    brand: null,
    quantity: new Decimal(quantity),
    unitAsWritten: 'bulto',
    unitPrice: new Decimal(price),
    discountPct: null,
    lineTotal: new Decimal(total),
    section: null,
    source: null,
    isConsistent: false,
  };
}

describe('repairLine', () => {
  it('picks the one misread digit that makes quantity × price = total', () => {
    // 400 × 245.00 = 98,000.00; OCR read the price's 4 as 1 ("215.00")
    const item = draft('400', '215.00', '98000.00');
    const warning = repairLine(item, 2);
    expect(item.unitPrice?.toFixed(2)).toBe('245.00');
    expect(item.isConsistent).toBe(true);
    expect(warning).toMatch(/corrected to 245/);
  });

  it('repairs a misread total digit (8 read as 3)', () => {
    const item = draft('12', '21500', '253000');
    repairLine(item, 2);
    expect(item.lineTotal?.toFixed()).toBe('258000');
  });

  it('flags a line no single digit can repair and leaves its values alone', () => {
    const item = draft('10', '100', '5000');
    const warning = repairLine(item, 2);
    expect(item.lineTotal?.toFixed()).toBe('5000');
    expect(item.isConsistent).toBe(false);
    expect(warning).toMatch(/does not give/);
  });

  it('restores a price whose decimal separator OCR lost, not a fractional quantity', () => {
    // 220 × 3,67 = 807,40; the price read "367", and 2.2 × 367 would hold too
    const item = draft('220', '367', '807.40');
    const warning = repairLine(item, 2);
    expect(item.unitPrice?.toFixed()).toBe('3.67');
    expect(item.quantity?.toFixed()).toBe('220');
    expect(warning).toMatch(/corrected to 3.67/);
  });

  it('drops a digit OCR read twice in the line total', () => {
    // 70 × 153.00 = 10,710.00, read "710,710.00"
    const item = draft('70', '153.00', '710710.00');
    repairLine(item, 2);
    expect(item.lineTotal?.toFixed()).toBe('10710');
  });

  it('leaves a line total alone when the printed totals add up to the subtotal', () => {
    // 175 × 182.50 = 31,937.50; the total read "3193750" but the lines are said to add up
    const trusted = draft('175', '182.50', '3193750');
    expect(repairLine(trusted, 2, true)).toMatch(/does not give/);
    expect(trusted.lineTotal?.toFixed()).toBe('3193750');
    const untrusted = draft('175', '182.50', '3193750');
    repairLine(untrusted, 2, false);
    expect(untrusted.lineTotal?.toFixed()).toBe('31937.5');
  });

  it('solves a quantity with a digit left out and a price without its separator from a trusted total', () => {
    // 220 × 3,67 = 807,40, read "20" and "367"; the line totals add up to the subtotal
    const item = draft('20', '367', '807.40');
    expect(repairLine(item, 2, true)).toMatch(/corrected to 220 × 3.67/);
    expect(item.quantity?.toFixed()).toBe('220');
    expect(item.unitPrice?.toFixed()).toBe('3.67');
    expect(item.isConsistent).toBe(true);
  });

  it('solves a quantity with any one digit misread, not only a look-alike, from a trusted total', () => {
    // 175 × 42.74 = 7,479.50, the quantity read "275"
    const item = draft('275', '42.74', '7479.50');
    repairLine(item, 2, true);
    expect(item.quantity?.toFixed()).toBe('175');
    // Without the subtotal's word for the line total, the misreading could be anywhere.
    const untrusted = draft('275', '42.74', '7479.50');
    expect(repairLine(untrusted, 2, false)).toMatch(/does not give/);
    expect(untrusted.quantity?.toFixed()).toBe('275');
  });

  it('leaves a line alone when the trusted total needs two digits changed', () => {
    // 175 × 42.74 = 7,479.50, read "265"
    const item = draft('265', '42.74', '7479.50');
    expect(repairLine(item, 2, true)).toMatch(/does not give/);
    expect(item.quantity?.toFixed()).toBe('265');
  });
});

describe('repairTotals', () => {
  const d = (v: string) => new Decimal(v);
  it('restores the tax whose decimal separator OCR lost', () => {
    // 9,142.94 + 914.29 = 10,057.23; the tax read "91429"
    const fix = repairTotals({
      subtotal: d('9142.94'),
      discount: null,
      freight: null,
      tax: d('91429'),
      total: d('10057.23'),
    });
    expect(fix?.part).toBe('tax');
    expect(fix?.value.toFixed()).toBe('914.29');
  });

  it('changes nothing when the totals hold or when no single misreading explains them', () => {
    const holds = {
      subtotal: d('100'),
      discount: null,
      freight: d('10'),
      tax: d('16'),
      total: d('126'),
    };
    expect(repairTotals(holds)).toBeNull();
    expect(repairTotals({ ...holds, total: d('500') })).toBeNull();
  });
});
