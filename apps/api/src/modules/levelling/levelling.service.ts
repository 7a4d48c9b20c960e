import { compareQuotes, type ComparedLine, type ComparedQuote } from '@app/comparison/compare';
import { Dec, type Dec as Decimal } from '@app/comparison/decimal';
import { fxRateOn, type FxPair, type FxTable } from '@app/comparison/fx';
import type { DecimalInput } from '@app/comparison/decimal';
import { holdSuggestions, type SuggestedQuote } from '@app/comparison/suggestions';
import type { Quote } from '@app/comparison/types';
import type { AppContext } from '../../app-context.ts';
import type { Scope } from '../../lib/permissions.ts';
import { getFxRates } from '../fx-rates/fx-rates.service.ts';
import { listConversionOverrides } from './conversion-overrides.repository.ts';
import { itemKeyOf, type LevellingRequest } from './engine-mapping.service.ts';

type Ctx = Pick<AppContext, 'db'>;

/** Units of `to` per unit of `from` on `date`; null when no rate of the company links them. */
export type RateOn = (from: string, to: string, date: string) => Decimal | null;

/**
 * The company's dated exchange rates (docs/product-rules.md § Exchange rates), the only rates the
 * API levels with: the rate from one currency into another valid on a date, chained through any
 * currency, or null when no chain of the company's rates valid that day links them (the offer is
 * then not levelled, never converted at 1 nor at rates written for a test set).
 */
export async function fxFor(ctx: Ctx, scope: Scope): Promise<RateOn> {
  const pairs: FxPair[] = (await getFxRates(ctx, scope)).map((rate) => ({
    base: rate.base_currency,
    quote: rate.quote_currency,
    rate: rate.rate,
    validFrom: rate.valid_from,
  }));
  return (from, to, date) => fxRateOn(pairs, from, to, date);
}

/** One offer to level: the engine's quote, the date its rates are taken on, its fixed matches. */
export type OfferToLevel = {
  quote: Quote;
  date: string;
  /** Line number → requested item id (null: an extra) that the matcher must keep. */
  matches?: Record<number, string | null>;
  /** The supplier of the directory, whose items the buyer's own factors hold for. */
  supplierId?: number | null;
};

/**
 * The engine's result for one offer, each line's `levelledUnitPrice` in the request's currency per
 * *requested* unit (per bag of the 530 requested, not per kilogram of their content).
 */
export type LevelledOffer = SuggestedQuote;

/** The engine's table argument: empty, every rate comes from the company's table (`rateFor`). */
const NO_TABLE: FxTable = { base: 'none', rates: {} };

/**
 * Levels offers against a request with the comparison engine (docs/product-rules.md § Comparing
 * and awarding): the one path from the API to `compareQuotes`, used alike by the comparison and
 * the price memory. Each offer is converted at the company's rate valid on its own date.
 */
export async function levelOffers(
  ctx: Ctx,
  scope: Scope,
  { request, perRequestedUnit }: LevellingRequest,
  offers: OfferToLevel[],
): Promise<LevelledOffer[]> {
  const needsRates = offers.some((offer) => offer.quote.currency !== request.currency);
  const rateOn: RateOn = needsRates ? await fxFor(ctx, scope) : () => null;
  const dateOf = new Map(offers.map((offer) => [offer.quote.quoteId, offer.date]));
  const options = {
    fx: NO_TABLE,
    confirmedMatches: Object.fromEntries(
      offers.map((offer) => [offer.quote.quoteId, offer.matches ?? {}]),
    ),
    rateFor: (quote: Quote, to: string) =>
      quote.currency === to ? new Dec(1) : rateOn(quote.currency, to, dateOf.get(quote.quoteId)!),
  };
  const quotes = offers.map((offer) => offer.quote);
  const compared = await compareQuotes(request, quotes, options);
  // The buyer's factors hold for the supplier's item as matched: the second pass matches the
  // same (nothing of the matching reads a factor) and levels those lines at the buyer's factor.
  const overrides = await buyerFactors(ctx, scope, request, offers, compared.quotes);
  const levelled = overrides
    ? (await compareQuotes(request, quotes, { ...options, conversionOverrides: overrides })).quotes
    : compared.quotes;
  const perRequested = <L extends ComparedLine>(line: L): L => {
    const factor = line.reqId === null ? undefined : perRequestedUnit.get(line.reqId);
    if (!factor || !line.levelledUnitPrice || factor.eq(1)) return line;
    return { ...line, levelledUnitPrice: line.levelledUnitPrice.times(factor) };
  };
  // A match the matcher is unsure of is a suggestion, out of the totals, until a person accepts
  // it (docs/product-rules.md § Comparing and awarding, Suggestions).
  return levelled.map((quote, index): LevelledOffer => {
    const fixed = offers[index]?.matches ?? {};
    const held = holdSuggestions(request, quote, (lineNo) => fixed[lineNo] !== undefined);
    return { ...held, lines: held.lines.map((line) => perRequested(line)) };
  });
}

/**
 * The buyer's own factors that hold for these offers' matched lines (docs/product-rules.md §
 * Comparing and awarding, The buyer's factor): per quote, line number → factor, for a line of a
 * supplier of the directory whose requested item (by item key) and quoted unit have one; null
 * when none does.
 */
async function buyerFactors(
  ctx: Ctx,
  scope: Scope,
  request: LevellingRequest['request'],
  offers: OfferToLevel[],
  compared: ComparedQuote[],
): Promise<Record<string, Record<number, DecimalInput>> | null> {
  const supplierIds = [
    ...new Set(offers.flatMap((offer) => (offer.supplierId == null ? [] : [offer.supplierId]))),
  ];
  const rows = await listConversionOverrides(ctx.db, scope.stakeholderId, supplierIds);
  if (!rows.length) return null;
  const factorOf = new Map(rows.map((row) => [overrideKey(row), row.factor]));
  const itemKeys = new Map(request.items.map((item) => [item.reqId, itemKeyOf(item.description)]));
  const overrides: Record<string, Record<number, DecimalInput>> = {};
  offers.forEach((offer, index) => {
    if (offer.supplierId == null) return;
    const unitOf = new Map(offer.quote.lines.map((line) => [line.lineNo, line.unit ?? '']));
    for (const line of compared[index]?.lines ?? []) {
      if (line.reqId === null) continue;
      const factor = factorOf.get(
        overrideKey({
          supplierId: offer.supplierId,
          itemKey: itemKeys.get(line.reqId) ?? '',
          unit: unitOf.get(line.lineNo) ?? '',
        }),
      );
      if (factor !== undefined) (overrides[offer.quote.quoteId] ??= {})[line.lineNo] = factor;
    }
  });
  return Object.keys(overrides).length ? overrides : null;
}

const overrideKey = (key: { supplierId: number; itemKey: string; unit: string }) =>
  `${key.supplierId}|${key.unit}|${key.itemKey}`;
