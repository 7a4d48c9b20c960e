import { describe, expect, it } from 'vitest';
import { optimizeAward, overrideAward, type AwardInput, type AwardOptions } from './award.ts';
import { Dec } from './decimal.ts';

/** A seeded generator, so that a failing case can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296;
}

function randomCase(seed: number): AwardInput {
  const rnd = random(seed);
  const items = Array.from({ length: 2 + Math.floor(rnd() * 3) }, (_, i) => `R${i + 1}`);
  const suppliers = Array.from({ length: 2 + Math.floor(rnd() * 2) }, (_, i) => ({
    id: `S${i + 1}`,
    freight: new Dec(Math.floor(rnd() * 400)),
  }));
  const offers = suppliers.flatMap((s) =>
    items
      .filter(() => rnd() < 0.8)
      .map((itemId) => ({
        itemId,
        supplierId: s.id,
        amount: new Dec(100 + Math.floor(rnd() * 900)),
        substitution: rnd() < 0.2,
      })),
  );
  return {
    items,
    suppliers,
    offers,
    levelledTotals: [new Dec(1000), new Dec(2000), new Dec(4000)],
  };
}

/** Every plan, by enumeration: most items awarded first, then the cheapest. */
function bruteForce(
  input: AwardInput,
  options: AwardOptions,
): { covered: number; total: number } | null {
  const limit = options.strategy === 'single-supplier' ? 1 : (options.maxSuppliers ?? Infinity);
  const choices = input.items.map((item) => [
    null,
    ...input.offers.filter(
      (o) =>
        o.itemId === item &&
        (options.forced?.[item] ? o.supplierId === options.forced[item] : true) &&
        !(options.excludeSuppliers ?? []).includes(o.supplierId) &&
        !(options.noSubstitutions && o.substitution),
    ),
  ]);
  let best: { covered: number; total: number } | null = null;
  const walk = (i: number, picked: (typeof input.offers)[number][]) => {
    if (i === choices.length) {
      const suppliers = new Set(picked.map((o) => o.supplierId));
      if (suppliers.size > limit) return;
      if (options.fullCoverage && picked.length < input.items.length) return;
      if (Object.keys(options.forced ?? {}).some((item) => !picked.some((o) => o.itemId === item)))
        return;
      const freight = input.suppliers
        .filter((s) => suppliers.has(s.id))
        .reduce((a, s) => a + s.freight.toNumber(), 0);
      const total = picked.reduce((a, o) => a + o.amount.toNumber(), 0) + freight;
      if (
        !best ||
        picked.length > best.covered ||
        (picked.length === best.covered && total < best.total - 1e-9)
      )
        best = { covered: picked.length, total };
      return;
    }
    for (const choice of choices[i]!) walk(i + 1, choice ? [...picked, choice] : picked);
  };
  walk(0, []);
  return best;
}

describe('award optimizer', () => {
  const strategies: AwardOptions[] = [
    { strategy: 'best-per-item' },
    { strategy: 'single-supplier' },
    { strategy: 'max-suppliers', maxSuppliers: 2 },
    { strategy: 'best-per-item', noSubstitutions: true },
    { strategy: 'best-per-item', excludeSuppliers: ['S1'] },
    { strategy: 'max-suppliers', maxSuppliers: 2, fullCoverage: true },
  ];

  it.each([
    ['trying every supplier set', {}],
    ['the solver', { exhaustiveWork: 0 }],
  ])(
    'finds the same optimum as enumerating every plan on 60 small random cases, by %s',
    async (_, how) => {
      for (let seed = 1; seed <= 60; seed++) {
        const input = randomCase(seed);
        const options = { ...strategies[seed % strategies.length]!, ...how };
        const plan = await optimizeAward(input, options);
        const best = bruteForce(input, options);
        if (best === null) {
          expect(plan.status, `seed ${seed}`).toBe('infeasible');
          continue;
        }
        expect(plan.status, `seed ${seed}`).toBe('optimal');
        expect(plan.awards.length, `seed ${seed}`).toBe(best.covered);
        expect(plan.total.toNumber(), `seed ${seed}`).toBeCloseTo(best.total, 6);
      }
    },
  );

  it.each([3, 5])(
    'proves the cheapest plan of 20 suppliers × 500 items with at most %i suppliers, where the solver runs out of time',
    async (most) => {
      const rnd = random(42);
      const items = Array.from({ length: 500 }, (_, i) => `R${i + 1}`);
      const suppliers = Array.from({ length: 20 }, (_, i) => ({
        id: `S${i + 1}`,
        freight: new Dec((rnd() * 5000).toFixed(2)),
      }));
      const offers = suppliers.flatMap((s) =>
        items
          .filter(() => rnd() < 0.92)
          .map((itemId) => ({
            itemId,
            supplierId: s.id,
            amount: new Dec((10 + rnd() * 1000).toFixed(2)).times(100),
            substitution: false,
          })),
      );
      const input: AwardInput = { items, suppliers, offers, levelledTotals: [] };
      const options: AwardOptions = { strategy: 'max-suppliers', maxSuppliers: most };
      const plan = await optimizeAward(input, options);
      expect(plan.status).toBe('optimal');
      expect(plan.suppliers.length).toBeLessThanOrEqual(most);
      expect(plan.awards).toHaveLength(500);
      // No plan the solver finds in its time, or the greedy-and-swap search, is cheaper.
      const solved = await optimizeAward(input, { ...options, exhaustiveWork: 0 });
      expect(plan.total.lessThanOrEqualTo(solved.total)).toBe(true);
    },
    30_000,
  );

  it('pays freight once per chosen supplier, which can make one supplier cheaper than the best per item', async () => {
    const input: AwardInput = {
      items: ['R1', 'R2'],
      suppliers: [
        { id: 'A', freight: new Dec('500') },
        { id: 'B', freight: new Dec('0') },
      ],
      offers: [
        { itemId: 'R1', supplierId: 'A', amount: new Dec('100'), substitution: false },
        { itemId: 'R1', supplierId: 'B', amount: new Dec('300'), substitution: false },
        { itemId: 'R2', supplierId: 'B', amount: new Dec('200'), substitution: false },
      ],
      levelledTotals: [new Dec('600'), new Dec('500'), new Dec('900')],
    };
    const plan = await optimizeAward(input, { strategy: 'best-per-item' });
    expect(plan.awards.map((a) => `${a.itemId}:${a.supplierId}`)).toEqual(['R1:B', 'R2:B']);
    expect(plan.total.toString()).toBe('500');
    expect(plan.savingVsHighest!.toString()).toBe('400');
    expect(plan.savingVsMedian!.toString()).toBe('100');
  });

  it('honours a forced item and reports an impossible full coverage as infeasible', async () => {
    const input = randomCase(7);
    const offer = input.offers[0]!;
    const forced = await optimizeAward(input, {
      strategy: 'best-per-item',
      forced: { [offer.itemId]: offer.supplierId },
    });
    expect(forced.awards.find((a) => a.itemId === offer.itemId)?.supplierId).toBe(offer.supplierId);
    const none = await optimizeAward(input, {
      strategy: 'best-per-item',
      excludeSuppliers: input.suppliers.map((s) => s.id),
      fullCoverage: true,
    });
    expect(none.status).toBe('infeasible');
  });

  it('recomputes totals and freight after a manual override', async () => {
    const input = randomCase(11);
    const plan = await optimizeAward(input, { strategy: 'single-supplier' });
    const other = input.offers.find((o) => !plan.suppliers.includes(o.supplierId))!;
    const changed = overrideAward(input, plan, { [other.itemId]: other.supplierId });
    expect(changed.suppliers).toContain(other.supplierId);
    const freight = input.suppliers
      .filter((s) => changed.suppliers.includes(s.id))
      .reduce((a, s) => a.plus(s.freight), new Dec(0));
    expect(changed.freightTotal.toString()).toBe(freight.toString());
    expect(changed.total.toString()).toBe(changed.itemsTotal.plus(freight).toString());
  });
});
