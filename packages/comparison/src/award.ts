import { loadSolver } from './assignment.ts';
import { Dec, type Dec as Decimal } from './decimal.ts';

/**
 * The award optimizer: which supplier gets each requested item. Freight is paid once per chosen
 * supplier, so the cheapest plan is a mixed-integer problem: tried set by set when the supplier
 * sets are few, else solved with HiGHS (docs/product-rules.md, "Comparing and awarding").
 */

export interface AwardOffer {
  itemId: string;
  supplierId: string;
  /** Levelled amount for the whole requested quantity, in the request's currency. */
  amount: Decimal;
  substitution: boolean;
}

export interface AwardInput {
  items: string[];
  suppliers: { id: string; freight: Decimal }[];
  offers: AwardOffer[];
  /** The quotes' levelled totals, to show the plan's saving against the highest and the median. */
  levelledTotals: Decimal[];
}

export type AwardStrategy = 'best-per-item' | 'single-supplier' | 'max-suppliers';

export interface AwardOptions {
  strategy: AwardStrategy;
  /** For 'max-suppliers'. */
  maxSuppliers?: number;
  excludeSuppliers?: string[];
  /** Item → supplier the buyer requires. */
  forced?: Record<string, string>;
  noSubstitutions?: boolean;
  /** Every item must be awarded; otherwise items nobody can supply stay unawarded. */
  fullCoverage?: boolean;
  /** The solver stops after this long with the best plan found so far (default 1 s). */
  timeLimitSeconds?: number;
  /**
   * Largest (supplier sets × items) tried one by one instead of solving (default
   * EXHAUSTIVE_WORK); 0 always solves with HiGHS.
   */
  exhaustiveWork?: number;
}

export interface AwardPlan {
  /** 'time-limit': the best plan found when the time ran out, not proven the cheapest. */
  status: 'optimal' | 'time-limit' | 'infeasible';
  awards: { itemId: string; supplierId: string; amount: Decimal }[];
  unawarded: string[];
  suppliers: string[];
  itemsTotal: Decimal;
  freightTotal: Decimal;
  total: Decimal;
  savingVsHighest: Decimal | null;
  savingVsMedian: Decimal | null;
}

const ZERO = new Dec(0);

function maxSuppliersOf(options: AwardOptions, supplierCount: number): number {
  if (options.strategy === 'single-supplier') return 1;
  if (options.strategy === 'max-suppliers')
    return Math.max(1, options.maxSuppliers ?? supplierCount);
  return supplierCount;
}

/** Offers the buyer's constraints allow. */
function eligibleOffers(input: AwardInput, options: AwardOptions): AwardOffer[] {
  const excluded = new Set(options.excludeSuppliers ?? []);
  const forced = options.forced ?? {};
  return input.offers.filter((o) => {
    const required = forced[o.itemId];
    if (required !== undefined) return o.supplierId === required;
    return !excluded.has(o.supplierId) && !(options.noSubstitutions && o.substitution);
  });
}

interface Model {
  offers: AwardOffer[];
  supplierIds: string[];
  freight: number[];
  scale: number;
}

function lpText(
  model: Model,
  maxSuppliers: number,
  coverage: 'all' | 'maximize' | { atLeast: number },
  items: string[],
): string {
  const { offers, supplierIds } = model;
  const supplierIndex = new Map(supplierIds.map((id, i) => [id, i]));
  const byItem = new Map<string, number[]>();
  offers.forEach((o, k) => byItem.set(o.itemId, [...(byItem.get(o.itemId) ?? []), k]));
  const terms: string[] = [];
  if (coverage === 'maximize') offers.forEach((_, k) => terms.push(`- x${k}`));
  else {
    offers.forEach((o, k) =>
      terms.push(`+ ${(o.amount.toNumber() / model.scale).toFixed(12)} x${k}`),
    );
    model.freight.forEach((f, s) => terms.push(`+ ${(f / model.scale).toFixed(12)} y${s}`));
  }
  const rows: string[] = [];
  for (const item of items) {
    const vars = byItem.get(item);
    if (!vars) continue;
    rows.push(`${vars.map((k) => `x${k}`).join(' + ')} ${coverage === 'all' ? '=' : '<='} 1`);
  }
  offers.forEach((o, k) => rows.push(`x${k} - y${supplierIndex.get(o.supplierId)} <= 0`));
  rows.push(`${supplierIds.map((_, s) => `y${s}`).join(' + ')} <= ${maxSuppliers}`);
  if (typeof coverage === 'object')
    rows.push(`${offers.map((_, k) => `x${k}`).join(' + ')} >= ${coverage.atLeast}`);
  // Only the supplier choices are integer: once they are fixed, each item goes to its cheapest
  // open supplier, a linear problem whose optimum is already whole (the x stay in [0, 1]).
  return [
    'Minimize',
    ` obj: ${terms.join(' ') || '0 y0'}`,
    'Subject To',
    ...rows.map((r, i) => ` r${i}: ${r}`),
    'Bounds',
    ...offers.map((_, k) => ` 0 <= x${k} <= 1`),
    'Binary',
    ` ${supplierIds.map((_, s) => `y${s}`).join(' ')}`,
    'End',
    '',
  ].join('\n');
}

function median(values: Decimal[]): Decimal | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a.comparedTo(b));
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : sorted[mid - 1]!.plus(sorted[mid]!).div(2);
}

/** A plan's totals from its awards, exactly (freight once per chosen supplier). */
export function planFromAwards(input: AwardInput, awards: AwardPlan['awards']): AwardPlan {
  const awarded = new Set(awards.map((a) => a.itemId));
  const suppliers = [...new Set(awards.map((a) => a.supplierId))].sort();
  const itemsTotal = awards.reduce((sum, a) => sum.plus(a.amount), ZERO);
  const freightTotal = input.suppliers
    .filter((s) => suppliers.includes(s.id))
    .reduce((sum, s) => sum.plus(s.freight), ZERO);
  const total = itemsTotal.plus(freightTotal);
  const highest = input.levelledTotals.length ? Dec.max(...input.levelledTotals) : null;
  const middle = median(input.levelledTotals);
  return {
    status: 'optimal',
    awards,
    unawarded: input.items.filter((id) => !awarded.has(id)),
    suppliers,
    itemsTotal,
    freightTotal,
    total,
    savingVsHighest: highest ? highest.minus(total) : null,
    savingVsMedian: middle ? middle.minus(total) : null,
  };
}

const INFEASIBLE = (input: AwardInput): AwardPlan => ({
  ...planFromAwards(input, []),
  status: 'infeasible',
});

/**
 * The cheapest plan under the strategy and the buyer's constraints: as many items awarded as
 * the constraints allow, then the least levelled cost plus freight.
 */
export async function optimizeAward(input: AwardInput, options: AwardOptions): Promise<AwardPlan> {
  const highs = await loadSolver();
  const offers = eligibleOffers(input, options);
  const offered = new Set(offers.map((o) => o.itemId));
  if (options.fullCoverage && input.items.some((id) => !offered.has(id))) return INFEASIBLE(input);
  if (offers.length === 0) return planFromAwards(input, []);
  const supplierIds = [...new Set(offers.map((o) => o.supplierId))];
  const freightOf = new Map(input.suppliers.map((s) => [s.id, s.freight.toNumber()]));
  const freight = supplierIds.map((id) => freightOf.get(id) ?? 0);
  const scale = Math.max(
    1,
    offers.reduce((sum, o) => sum + Math.abs(o.amount.toNumber()), 0) +
      freight.reduce((a, b) => a + b, 0),
  );
  const model: Model = { offers, supplierIds, freight, scale };
  const maxSuppliers = Math.min(maxSuppliersOf(options, supplierIds.length), supplierIds.length);
  if (maxSuppliers === 1) return bestSingleSupplier(input, offers, options);
  const tried = everySupplierSet(input, model, maxSuppliers, options);
  if (tried) return tried;
  const exact = {
    output_flag: false,
    mip_rel_gap: 0,
    mip_abs_gap: 1e-12,
    time_limit: options.timeLimitSeconds ?? 1,
  };
  const solved = (status: string) => status === 'Optimal' || status === 'Time limit reached';
  let solution = highs.solve(lpText(model, maxSuppliers, 'all', input.items), exact);
  if (!solved(solution.Status) || !Number.isFinite(solution.ObjectiveValue)) {
    if (options.fullCoverage) return INFEASIBLE(input);
    // Not every offered item fits within the supplier limit: award as many as possible first.
    const most = highs.solve(lpText(model, maxSuppliers, 'maximize', input.items), exact);
    if (!solved(most.Status)) return INFEASIBLE(input);
    const atLeast = Math.round(-most.ObjectiveValue);
    solution = highs.solve(lpText(model, maxSuppliers, { atLeast }, input.items), exact);
    if (!solved(solution.Status)) return INFEASIBLE(input);
  }
  const columns = solution.Columns as Record<string, { Primal: number }>;
  // Ties may split an item between equally cheap open suppliers: it goes to the larger share.
  const best = new Map<string, { offer: AwardOffer; share: number }>();
  offers.forEach((offer, k) => {
    const share = columns[`x${k}`]?.Primal ?? 0;
    const current = best.get(offer.itemId);
    if (share > 1e-6 && (!current || share > current.share))
      best.set(offer.itemId, { offer, share });
  });
  const awards = input.items.flatMap((itemId) => {
    const chosen = best.get(itemId);
    return chosen
      ? [{ itemId, supplierId: chosen.offer.supplierId, amount: chosen.offer.amount }]
      : [];
  });
  const plan = planFromAwards(input, awards);
  if (solution.Status === 'Optimal') return plan;
  // Out of time: the solver's incumbent or a greedy-and-swap plan, whichever is better.
  const local = localSearchPlan(input, offers, maxSuppliers);
  const better =
    local.awards.length > plan.awards.length ||
    (local.awards.length === plan.awards.length && local.total.lessThan(plan.total));
  return { ...(better ? local : plan), status: 'time-limit' };
}

/**
 * How many supplier sets × items the exhaustive search takes on, about a second at most: 20
 * suppliers with at most 5 chosen are 21,699 sets, × 500 items; with no limit, 20 suppliers are a
 * million sets and go to the solver.
 */
export const EXHAUSTIVE_WORK = 12_000_000;

function setsUpTo(n: number, k: number): number {
  let total = 0;
  let choose = 1;
  for (let i = 1; i <= k; i++) {
    choose = (choose * (n - i + 1)) / i;
    total += choose;
  }
  return total;
}

/**
 * The cheapest plan proven by trying every set of at most `maxSuppliers` suppliers: each item goes
 * to its cheapest offer in the set, freight is paid by the suppliers that win something, and the
 * plan covering the most items, then costing least, wins (docs/product-rules.md § Comparing and
 * awarding). Sets are ranked with floating-point sums; every set within a bound far above their
 * rounding error is then totalled exactly, so the plan chosen is the exact optimum. Undefined when
 * there are too many sets.
 */
function everySupplierSet(
  input: AwardInput,
  model: Model,
  maxSuppliers: number,
  options: AwardOptions,
): AwardPlan | undefined {
  const { offers, supplierIds, freight, scale } = model;
  const n = supplierIds.length;
  const work = setsUpTo(n, maxSuppliers) * input.items.length;
  if (n > 30 || work > (options.exhaustiveWork ?? EXHAUSTIVE_WORK)) return undefined;
  const bit = new Map(supplierIds.map((id, i) => [id, 1 << i]));
  // Per item, its offers cheapest first (exactly), as supplier bits and approximate amounts.
  const byItem = new Map<string, AwardOffer[]>();
  for (const o of offers) byItem.set(o.itemId, [...(byItem.get(o.itemId) ?? []), o]);
  const ranked = [...byItem.values()].map((list) => {
    const sorted = [...list].sort((a, b) => a.amount.comparedTo(b.amount));
    return {
      bits: Int32Array.from(sorted, (o) => bit.get(o.supplierId)!),
      amounts: Float64Array.from(sorted, (o) => o.amount.toNumber()),
    };
  });
  // A float sum of a few thousand terms is off by far less than a billionth of their total.
  const margin = scale * 1e-9;
  let mostCovered = -1;
  let least = Infinity;
  let candidates: { mask: number; sum: number }[] = [];
  const visit = (mask: number) => {
    let covered = 0;
    let sum = 0;
    let used = 0;
    for (const { bits, amounts } of ranked) {
      for (let j = 0; j < bits.length; j++) {
        if (bits[j]! & mask) {
          covered++;
          sum += amounts[j]!;
          used |= bits[j]!;
          break;
        }
      }
    }
    for (let s = 0; s < n; s++) if (used & (1 << s)) sum += freight[s]!;
    if (covered > mostCovered) {
      mostCovered = covered;
      least = sum;
      candidates = [{ mask: used, sum }];
    } else if (covered === mostCovered && sum <= least + margin) {
      least = Math.min(least, sum);
      candidates.push({ mask: used, sum });
    }
  };
  const choose = (start: number, mask: number, size: number) => {
    for (let s = start; s < n; s++) {
      const next = mask | (1 << s);
      visit(next);
      if (size + 1 < maxSuppliers) choose(s + 1, next, size + 1);
    }
  };
  choose(0, 0, 0);
  if (options.fullCoverage && mostCovered < input.items.length) return INFEASIBLE(input);
  let best: AwardPlan | null = null;
  const seen = new Set<number>();
  for (const { mask, sum } of candidates) {
    if (sum > least + margin || seen.has(mask)) continue;
    seen.add(mask);
    const plan = planForSuppliers(
      input,
      offers,
      new Set(supplierIds.filter((_, s) => mask & (1 << s))),
    );
    if (isBetter(plan, best)) best = plan;
  }
  return best ?? planFromAwards(input, []);
}

/** Each item to its cheapest eligible offer among `suppliers`. */
function planForSuppliers(
  input: AwardInput,
  offers: AwardOffer[],
  suppliers: Set<string>,
): AwardPlan {
  const cheapest = new Map<string, AwardOffer>();
  for (const o of offers) {
    if (!suppliers.has(o.supplierId)) continue;
    const current = cheapest.get(o.itemId);
    if (!current || o.amount.lessThan(current.amount)) cheapest.set(o.itemId, o);
  }
  return planFromAwards(
    input,
    input.items.flatMap((itemId) => {
      const o = cheapest.get(itemId);
      return o ? [{ itemId, supplierId: o.supplierId, amount: o.amount }] : [];
    }),
  );
}

const isBetter = (a: AwardPlan, b: AwardPlan | null) =>
  !b ||
  a.awards.length > b.awards.length ||
  (a.awards.length === b.awards.length && a.total.lessThan(b.total));

/** Suppliers added greedily up to the limit, then swapped one for one while that saves. */
function localSearchPlan(input: AwardInput, offers: AwardOffer[], maxSuppliers: number): AwardPlan {
  const all = [...new Set(offers.map((o) => o.supplierId))];
  const chosen = new Set<string>();
  let best: AwardPlan | null = null;
  while (chosen.size < maxSuppliers) {
    let step: { id: string; plan: AwardPlan } | null = null;
    for (const id of all.filter((s) => !chosen.has(s))) {
      const plan = planForSuppliers(input, offers, new Set([...chosen, id]));
      if (isBetter(plan, step?.plan ?? null)) step = { id, plan };
    }
    if (!step || (best && !isBetter(step.plan, best))) break;
    chosen.add(step.id);
    best = step.plan;
  }
  for (let improved = true, rounds = 0; improved && rounds < 20; rounds++) {
    improved = false;
    for (const out of [...chosen])
      for (const into of all.filter((s) => !chosen.has(s))) {
        const trial = new Set([...chosen].filter((s) => s !== out).concat(into));
        const plan = planForSuppliers(input, offers, trial);
        if (isBetter(plan, best)) {
          chosen.delete(out);
          chosen.add(into);
          best = plan;
          improved = true;
          break;
        }
      }
  }
  return best ?? planFromAwards(input, []);
}

/**
 * One supplier for everything: each supplier's plan is its own eligible offers, so comparing
 * them one by one is exact (most items first, then the least total with its freight).
 */
function bestSingleSupplier(
  input: AwardInput,
  offers: AwardOffer[],
  options: AwardOptions,
): AwardPlan {
  let best: AwardPlan | null = null;
  for (const supplierId of new Set(offers.map((o) => o.supplierId))) {
    const own = offers.filter((o) => o.supplierId === supplierId);
    if (options.fullCoverage && own.length < input.items.length) continue;
    if (Object.values(options.forced ?? {}).some((s) => s !== supplierId)) continue;
    const plan = planFromAwards(
      input,
      input.items.flatMap((itemId) => {
        const offer = own.find((o) => o.itemId === itemId);
        return offer ? [{ itemId, supplierId, amount: offer.amount }] : [];
      }),
    );
    if (
      !best ||
      plan.awards.length > best.awards.length ||
      (plan.awards.length === best.awards.length && plan.total.lessThan(best.total))
    )
      best = plan;
  }
  return best ?? INFEASIBLE(input);
}

/** The buyer's manual choice per item (null = do not award) applied to a plan, totals recomputed. */
export function overrideAward(
  input: AwardInput,
  plan: AwardPlan,
  overrides: Record<string, string | null>,
): AwardPlan {
  const kept = plan.awards.filter((a) => !(a.itemId in overrides));
  for (const [itemId, supplierId] of Object.entries(overrides)) {
    if (supplierId === null) continue;
    const offer = input.offers.find((o) => o.itemId === itemId && o.supplierId === supplierId);
    if (!offer) throw new Error(`Supplier ${supplierId} did not quote item ${itemId}`);
    kept.push({ itemId, supplierId, amount: offer.amount });
  }
  const order = new Map(input.items.map((id, i) => [id, i]));
  kept.sort((a, b) => order.get(a.itemId)! - order.get(b.itemId)!);
  return planFromAwards(input, kept);
}

/** The optimizer's input from a comparison: each answered item's levelled amount per quote. */
export function awardInputFromComparison(
  items: string[],
  comparison: {
    quotes: {
      quoteId: string;
      freight: Decimal;
      levelledTotal: Decimal | null;
      itemAmounts: Map<string, { amount: Decimal; substitution: boolean }>;
    }[];
  },
): AwardInput {
  return {
    items,
    suppliers: comparison.quotes.map((q) => ({ id: q.quoteId, freight: q.freight })),
    offers: comparison.quotes.flatMap((q) =>
      [...q.itemAmounts].map(([itemId, { amount, substitution }]) => ({
        itemId,
        supplierId: q.quoteId,
        amount,
        substitution,
      })),
    ),
    // An offer without an exchange rate has no levelled total and no amounts to award.
    levelledTotals: comparison.quotes.flatMap((q) => (q.levelledTotal ? [q.levelledTotal] : [])),
  };
}
