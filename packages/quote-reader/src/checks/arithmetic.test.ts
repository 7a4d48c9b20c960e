import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { ItemDraft } from '../reading/items.ts';
import { repairLine } from './arithmetic.ts';

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
});
