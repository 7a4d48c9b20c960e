import type Decimal from 'decimal.js';
import {
  awardInputFromComparison,
  optimizeAward,
  overrideAward,
  type AwardInput,
  type AwardPlan as EnginePlan,
} from '@app/comparison/award';
import { CURRENCY_DECIMALS, type Currency } from '@app/shared/constants/purchasing';
import type { AwardPlan, AwardRequestParsed } from '@app/shared/schemas/purchase-orders';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/permissions.ts';
import { getComparisonDetail, type ComparisonDetail } from '../comparisons/comparisons.service.ts';

/*
 * The award plan (docs/product-rules.md § Awarding and purchase orders): the comparison's
 * levelled offers handed to the award engine under the buyer's strategy and choices.
 */

type Ctx = Pick<AppContext, 'db' | 'config'>;

const STRATEGY = {
  best_per_item: 'best-per-item',
  single_supplier: 'single-supplier',
  max_suppliers: 'max-suppliers',
} as const;

function engineInput(detail: ComparisonDetail): AwardInput {
  return awardInputFromComparison(
    detail.rfq.items.map((item) => String(item.id)),
    {
      quotes: detail.offers.map((offer) => ({
        quoteId: offer.key,
        freight: offer.compared.freight,
        levelledTotal: offer.compared.levelledTotal,
        itemAmounts: offer.compared.itemAmounts,
      })),
    },
  );
}

/**
 * The plan under the buyer's strategy, constraints and choices (docs/product-rules.md § Awarding
 * and purchase orders): an item the buyer assigned is forced onto that offer inside the optimizer,
 * so the freight it brings is weighed; an item set to "none" is left out afterwards.
 */
export async function computePlan(
  detail: ComparisonDetail,
  request: AwardRequestParsed,
): Promise<{ input: AwardInput; plan: EnginePlan }> {
  const input = engineInput(detail);
  const keys = new Set(detail.offers.map((offer) => offer.key));
  if (request.exclude.some((key) => !keys.has(key)))
    throw badRequest('award_unknown_offer', 'purchasing.awardUnknownOffer', 'exclude');
  const itemIds = new Set(input.items);
  const forced: Record<string, string> = {};
  const dropped: Record<string, null> = {};
  for (const [itemId, offerKey] of Object.entries(request.overrides)) {
    if (!itemIds.has(itemId))
      throw badRequest('award_unknown_item', 'purchasing.awardUnknownItem', 'overrides');
    if (offerKey === null) {
      dropped[itemId] = null;
      continue;
    }
    if (!input.offers.some((o) => o.itemId === itemId && o.supplierId === offerKey))
      throw badRequest('award_not_offered', 'purchasing.awardNotOffered', 'overrides');
    forced[itemId] = offerKey;
  }
  const optimized = await optimizeAward(input, {
    strategy: STRATEGY[request.strategy],
    ...(request.max_suppliers !== null ? { maxSuppliers: request.max_suppliers } : {}),
    excludeSuppliers: request.exclude,
    forced,
    noSubstitutions: request.no_substitutions,
    fullCoverage: request.full_coverage,
    timeLimitSeconds: 2,
  });
  if (!Object.keys(dropped).length) return { input, plan: optimized };
  const plan = overrideAward(input, optimized, dropped);
  return { input, plan: { ...plan, status: optimized.status } };
}

/** The engine's plan as the API answers it, money in the RFQ currency's decimals. */
export function toPlan(currency: Currency, plan: EnginePlan): AwardPlan {
  const decimals = CURRENCY_DECIMALS[currency];
  const money = (value: Decimal) => value.toFixed(decimals);
  return {
    status: plan.status === 'time-limit' ? 'time_limit' : plan.status,
    currency,
    lines: plan.awards.map((a) => ({
      item_id: Number(a.itemId),
      offer_key: a.supplierId,
      amount: money(a.amount),
    })),
    unawarded_item_ids: plan.unawarded.map(Number),
    offer_keys: plan.suppliers,
    items_total: money(plan.itemsTotal),
    freight_total: money(plan.freightTotal),
    total: money(plan.total),
    saving_vs_highest: plan.savingVsHighest ? money(plan.savingVsHighest) : null,
    saving_vs_median: plan.savingVsMedian ? money(plan.savingVsMedian) : null,
  };
}

/** POST /rfqs/:id/award/plan/: the plan the optimizer proposes, nothing stored. */
export async function previewAward(
  ctx: Ctx,
  scope: Scope,
  rfqId: number,
  request: AwardRequestParsed,
): Promise<AwardPlan> {
  const detail = await getComparisonDetail(ctx, scope, rfqId);
  const { plan } = await computePlan(detail, request);
  return toPlan(detail.rfq.currency, plan);
}
