import { describe, expect, it } from 'vitest';
import { parseNumber, styleEvidence } from './numbers.ts';

describe('parseNumber', () => {
  it.each([
    ['1,234.56', 'point', '1234.56'],
    ['$ 48,355,000', 'point', '48355000'],
    ['US$17,961.16', 'point', '17961.16'],
    ['-US$155.66', 'point', '-155.66'],
    ['(155.66)', 'point', '-155.66'],
    ['1.234,56', 'comma', '1234.56'],
    ['2.190,00 €', 'comma', '2190'],
    ['$ 5.090', 'comma', '5090'],
    ['7,5%', 'comma', '7.5'],
    ['1 234,56', 'comma', '1234.56'],
    ['9.500', 'comma', '9500'],
    ['9.500', 'point', '9.5'],
  ] as const)('reads %s in the %s style as %s', (raw, style, expected) => {
    expect(parseNumber(raw, style)?.toFixed()).toBe(expected);
  });

  it.each([
    ['1.234,5', 'point'],
    ['12,34,5', 'point'],
    ['1,234.56', 'comma'],
    ['abc', 'point'],
  ] as const)('refuses %s in the %s style', (raw, style) => {
    expect(parseNumber(raw, style)).toBeNull();
  });
});

describe('styleEvidence', () => {
  it('favours the decimal comma for European amounts and the point for US ones', () => {
    const eu = styleEvidence('Suma: 11.016,71 € IVA 21%: 2.384,91 €');
    expect(eu.comma).toBeGreaterThan(eu.point);
    const us = styleEvidence('Subtotal $326,501.97 IVA 16% $52,240.32');
    expect(us.point).toBeGreaterThan(us.comma);
  });
});
