import { describe, expect, it } from 'vitest';
import { compareQuotes } from './compare.ts';
import { holdSuggestions } from './suggestions.ts';
import type { RfqRequest } from './types.ts';

const request: RfqRequest = {
  currency: 'MXN',
  language: 'es',
  items: [
    {
      reqId: 'paint',
      description: 'M.O. PINTURA MUROS Y PLAFONES',
      brand: null,
      quantity: '120',
      unit: 'm2',
      comparableUnit: 'm2',
      comparableQuantity: '120',
    },
    {
      reqId: 'cement',
      description: 'Cemento gris CPC 30R bulto 50 kg',
      brand: null,
      quantity: '10',
      unit: 'bag',
      comparableUnit: 'kg',
      comparableQuantity: '500',
    },
  ],
};

/**
 * A line the matcher ties at a low confidence is a suggestion, not a match
 * (docs/product-rules.md § Comparing and awarding, Suggestions): it adds nothing to the total.
 */
describe('a match the matcher is not sure of', () => {
  it('stays unmatched as a suggestion, out of the total, unless a person fixed it', async () => {
    const quote = {
      quoteId: 'q1',
      currency: 'MXN',
      lines: [
        {
          lineNo: 1,
          description: 'Cinta de aislar vinílica para muros',
          quantity: '120',
          unit: 'm2',
          unitPrice: '90',
        },
        {
          lineNo: 2,
          description: 'Cemento gris CPC 30R bulto 50 kg',
          quantity: '10',
          unit: 'bag',
          unitPrice: '250',
        },
      ],
    };
    const [compared] = (await compareQuotes(request, [quote], {})).quotes;
    const tape = compared!.lines.find((l) => l.lineNo === 1)!;
    // The matcher ties the tape to the painting, unsure.
    expect(tape.reqId).toBe('paint');
    expect(tape.confidence).toBeLessThan(0.5);
    expect(compared!.levelledTotal?.toFixed(2)).toBe('13300.00');

    const held = holdSuggestions(request, compared!, () => false);
    expect(held.lines.find((l) => l.lineNo === 1)).toMatchObject({
      reqId: null,
      suggestedReqId: 'paint',
      levelledUnitPrice: null,
    });
    expect(held.levelledTotal?.toFixed(2)).toBe('2500.00');
    expect(held.gaps).toEqual(['paint']);
    expect([...held.itemAmounts.keys()]).toEqual(['cement']);
    expect(held.coverage.toFixed()).toBe('0.5');

    // Accepted (a person's match), it counts.
    const kept = holdSuggestions(request, compared!, (lineNo) => lineNo === 1);
    expect(kept.levelledTotal?.toFixed(2)).toBe('13300.00');
  });
});
