import type { FxPair, FxTable } from '../fx.ts';

/**
 * Test fixtures only: rates a caller would pass, written as the development corpus states its
 * own (1 USD = 18.50 MXN = 4000 COP = 950 CLP; 1 EUR = 1.08 USD). The engine holds no rates:
 * product code never imports this file (docs/decisions/015-comparison-engine.md § Comparison,
 * Exchange rates).
 */
export const TEST_FX_TABLE: FxTable = {
  base: 'USD',
  rates: {
    MXN: { unitsPerBase: '18.50' },
    COP: { unitsPerBase: '4000' },
    CLP: { unitsPerBase: '950' },
    EUR: { baseValue: '1.08' },
  },
};

/** The same rates as dated pairs, valid since 2000-01-01. */
export const TEST_FX_PAIRS: FxPair[] = [
  { base: 'USD', quote: 'MXN', rate: '18.50', validFrom: '2000-01-01' },
  { base: 'USD', quote: 'COP', rate: '4000', validFrom: '2000-01-01' },
  { base: 'USD', quote: 'CLP', rate: '950', validFrom: '2000-01-01' },
  { base: 'EUR', quote: 'USD', rate: '1.08', validFrom: '2000-01-01' },
];
