import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { lineConfidence, type ItemDraft } from './items.ts';

function draft(over: Partial<ItemDraft>): ItemDraft {
  return {
    sku: null,
    description: 'Cemento gris CPC 30R 50 kg',
    brand: null,
    quantity: new Decimal(400),
    unitAsWritten: 'bulto',
    unitPrice: new Decimal('245.50'),
    discountPct: null,
    lineTotal: new Decimal(98200),
    section: null,
    source: null,
    isConsistent: true,
    ...over,
  };
}

const text = { isScan: false, totalsAgree: true, pricesHaveDecimals: true };
const scan = { isScan: true, totalsAgree: true, pricesHaveDecimals: true };

describe('confidence that means something', () => {
  it('is sure of a text line whose arithmetic holds and whose unit is known', () => {
    expect(lineConfidence(draft({}), text)).toEqual({
      quantity: 0.97,
      unit: 0.95,
      unit_price: 0.97,
      line_total: 0.97,
    });
  });

  it('flags amounts that do not multiply, and a line a repair had to correct', () => {
    expect(lineConfidence(draft({ isConsistent: false }), text).quantity).toBeLessThan(0.8);
    expect(lineConfidence(draft({ repaired: true }), scan).unit_price).toBeLessThan(0.8);
  });

  it('flags a scanned line OCR was unsure of, even when its arithmetic holds', () => {
    const garbled = draft({ description: 'E bls Panel Rey', ocrConfidence: 0.24 });
    expect(lineConfidence(garbled, scan).line_total).toBeLessThan(0.8);
    expect(lineConfidence(draft({ ocrConfidence: 0.95 }), scan).line_total).toBeGreaterThanOrEqual(
      0.9,
    );
  });

  it('flags a whole price on a scan among prices with decimals (a lost separator)', () => {
    const lost = draft({
      description: 'Ladrillo hueco doble 8 cm',
      quantity: new Decimal(38),
      unitPrice: new Decimal(29),
      lineTotal: new Decimal(1102),
      unitAsWritten: 'uds',
    });
    expect(lineConfidence(lost, scan).quantity).toBeLessThan(0.8);
  });

  it('flags a unit it does not know, a generic unit, and a bare metre on a scan', () => {
    expect(lineConfidence(draft({ unitAsWritten: 'zz' }), text).unit).toBeLessThan(0.8);
    expect(
      lineConfidence(draft({ unitAsWritten: 'ea', description: 'Portland cement 94 lb bag' }), text)
        .unit,
    ).toBeLessThan(0.8);
    expect(
      lineConfidence(draft({ unitAsWritten: 'm', description: 'Gres porcelánico 60x60' }), scan)
        .unit,
    ).toBeLessThan(0.8);
  });
});
