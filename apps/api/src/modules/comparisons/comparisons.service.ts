import type { ComparedQuote } from '@app/comparison/compare';
import type { Comparison } from '@app/shared/schemas/comparisons';
import type { Rfq } from '@app/shared/schemas/rfqs';
import type { AppContext } from '../../app-context.ts';
import type { Scope } from '../../lib/permissions.ts';
import { levellingRequest } from '../levelling/engine-mapping.service.ts';
import { levelOffers } from '../levelling/levelling.service.ts';
import { getRfq } from '../rfqs/rfqs.service.ts';
import { loadOffers, type OfferOrigin } from './comparison-offers.ts';
import { presentComparison } from './comparison-present.ts';

export type { OfferOrigin } from './comparison-offers.ts';

type Ctx = Pick<AppContext, 'db' | 'config'>;

/** The comparison with what the award needs beside it: each offer's origin and engine result. */
export type ComparisonDetail = {
  rfq: Rfq;
  comparison: Comparison;
  offers: Array<{ key: string; origin: OfferOrigin; compared: ComparedQuote }>;
};

/**
 * The comparison of an RFQ on equal terms (docs/product-rules.md § Comparing and awarding), always
 * recomputed from its offers: the latest answer of each invited supplier (its lines are tied to the
 * requested items) and each confirmed quote filed under the RFQ (its lines are matched by the
 * comparison package). Prices are levelled to the RFQ's currency per requested unit, tax excluded.
 */
export async function getComparison(ctx: Ctx, scope: Scope, rfqId: number): Promise<Comparison> {
  return (await getComparisonDetail(ctx, scope, rfqId)).comparison;
}

/**
 * The comparison, each offer's origin and the engine's per-offer result (for the award): the
 * offers loaded, levelled through the levelling seam (each at the company's rate valid on its own
 * date, docs/product-rules.md § Exchange rates), then presented.
 */
export async function getComparisonDetail(
  ctx: Ctx,
  scope: Scope,
  rfqId: number,
): Promise<ComparisonDetail> {
  const rfq = await getRfq(ctx, scope, rfqId);
  const offers = await loadOffers(ctx, scope, rfq);
  const levelled = await levelOffers(ctx, scope, levellingRequest(rfq), offers);
  const comparison = await presentComparison(ctx, scope, rfq, offers, levelled);
  return {
    rfq,
    comparison,
    offers: offers.map((offer, index) => ({
      key: offer.header.key,
      origin: offer.origin,
      compared: levelled[index]!,
    })),
  };
}

/**
 * Per offer, the requested items its lines answer in this comparison and how many of them are
 * substitutions: what the award keeps for the suppliers' analytics (docs/product-rules.md
 * § Analytics).
 */
export function countSubstitutions(
  detail: ComparisonDetail,
): { offerKey: string; itemsMatched: number; substitutions: number }[] {
  return detail.offers.map(({ key, compared }) => {
    const matched = compared.lines.filter((line) => line.reqId !== null);
    return {
      offerKey: key,
      itemsMatched: matched.length,
      substitutions: matched.filter((line) => line.substitution).length,
    };
  });
}
