import Decimal from 'decimal.js';
import type { ComparedQuote } from '@app/comparison/compare';
import type { Quote } from '@app/comparison/types';
import { CURRENCY_DECIMALS } from '@app/shared/constants/purchasing';
import type {
  Comparison,
  ComparisonCell,
  ComparedOffer,
  MatchSource,
} from '@app/shared/schemas/comparisons';
import type { AppContext } from '../../app-context.ts';
import { firstBy, kept } from '../../lib/maps.ts';
import type { Scope } from '../../lib/permissions.ts';
import {
  answerDateOf,
  answerQuote,
  engineQuote,
  itemKeyOf,
  levellingRequest,
  priceDateOf,
} from '../levelling/engine-mapping.service.ts';
import { levelOffers } from '../levelling/levelling.service.ts';
import { findPriceAlerts, type AlertQuery } from '../price-memory/price-alerts.service.ts';
import { getConfirmedQuotes } from '../quotes/quotes.service.ts';
import { getLatestAnswers } from '../rfqs/invitation-answers.service.ts';
import { getRfq } from '../rfqs/rfqs.service.ts';
import { fixedMatches } from './line-matches.service.ts';

type Ctx = Pick<AppContext, 'db' | 'config'>;

type AnswerRow = Awaited<ReturnType<typeof getLatestAnswers>>[number];
type ConfirmedRow = Awaited<ReturnType<typeof getConfirmedQuotes>>[number];

/** Where an offer of the comparison came from: an answer (with its invitation) or a quote. */
export type OfferOrigin =
  | { source: 'answer'; invitation: AnswerRow['invitation']; answer: AnswerRow['answer'] }
  | { source: 'quote'; quote: ConfirmedRow['quote']; lines: ConfirmedRow['lines'] };

/** The comparison with what the award needs beside it: each offer's origin and engine result. */
export type ComparisonDetail = {
  rfq: Awaited<ReturnType<typeof getRfq>>;
  comparison: Comparison;
  offers: Array<{ key: string; origin: OfferOrigin; compared: ComparedQuote }>;
};

const text = (value: Decimal) => value.toFixed();

/**
 * The comparison of an RFQ on equal terms (docs/product-rules.md § Comparing and awarding), always
 * recomputed from its offers: the latest answer of each invited supplier (its lines are tied to the
 * requested items) and each confirmed quote filed under the RFQ (its lines are matched by the
 * comparison package). Prices are levelled to the RFQ's currency per requested unit, tax excluded.
 */
export async function getComparison(ctx: Ctx, scope: Scope, rfqId: number): Promise<Comparison> {
  return (await getComparisonDetail(ctx, scope, rfqId)).comparison;
}

/** The comparison, each offer's origin and the engine's per-offer result (for the award). */
export async function getComparisonDetail(
  ctx: Ctx,
  scope: Scope,
  rfqId: number,
): Promise<ComparisonDetail> {
  const rfq = await getRfq(ctx, scope, rfqId);
  const [answers, confirmed] = await Promise.all([
    getLatestAnswers(ctx, scope, rfqId),
    getConfirmedQuotes(ctx, scope, rfqId),
  ]);
  const currency = rfq.currency;
  const request = levellingRequest(rfq);
  const itemsById = new Map(rfq.items.map((item) => [String(item.id), item]));
  const offers: (Omit<
    ComparedOffer,
    | 'levelled_total'
    | 'levelled_freight'
    | 'coverage'
    | 'gap_item_ids'
    | 'fx_date'
    | 'fx_missing'
    | 'unmatched_lines'
  > & {
    quote: Quote;
    origin: OfferOrigin;
    /** The offer's date and own quote, for the price memory's window. */
    priceDate: string;
    excludeQuoteId: number | null;
  })[] = [];
  const confirmedMatches: Record<string, Record<number, string | null>> = {};
  /** Per offer: each fixed line's match source; a line not in it is the matcher's. */
  const sourcesOf = new Map<string, Map<number, MatchSource>>();
  for (const { invitation, answer } of answers) {
    const key = `answer-${invitation.id}`;
    // An answer through the link is typed against each item: its match is the buyer's request.
    const { quote, matches } = answerQuote(key, answer, rfq);
    confirmedMatches[key] = matches;
    offers.push({
      key,
      supplier_name: invitation.supplierName,
      source: 'answer',
      quote_id: null,
      currency: answer.currency,
      freight: answer.freight ?? '0',
      payment_terms: answer.paymentTerms || null,
      valid_until: answer.validUntil,
      quote,
      origin: { source: 'answer', invitation, answer },
      priceDate: answerDateOf(answer),
      excludeQuoteId: null,
    });
  }
  // The buyer's, the reviewer's and the supplier's remembered matches are kept as given
  // (docs/product-rules.md § Reassigning a match).
  const fixed = await fixedMatches(
    ctx,
    scope,
    rfq,
    confirmed.map(({ quote, lines }) => ({ supplierId: quote.supplierId, lines })),
  );
  for (const [index, { quote, lines }] of confirmed.entries()) {
    const key = `quote-${quote.id}`;
    const quoteCurrency = quote.currency ?? currency;
    confirmedMatches[key] = fixed[index]!.confirmed;
    sourcesOf.set(key, fixed[index]!.sources);
    offers.push({
      key,
      supplier_name: quote.supplierName ?? `#${quote.id}`,
      source: 'quote',
      quote_id: quote.id,
      currency: quoteCurrency,
      freight: quote.freight ?? '0',
      payment_terms: quote.paymentTerms,
      valid_until: quote.validUntil,
      quote: engineQuote(quote, lines, quoteCurrency, key),
      origin: { source: 'quote', quote, lines },
      priceDate: priceDateOf(quote),
      excludeQuoteId: quote.id,
    });
  }
  // Each offer is levelled at the company's rate valid on its own date
  // (docs/product-rules.md § Exchange rates).
  const levelled = await levelOffers(
    ctx,
    scope,
    request,
    offers.map((o) => ({ quote: o.quote, date: o.priceDate, matches: confirmedMatches[o.key] })),
  );
  const compared = { quotes: levelled };
  const decimals = CURRENCY_DECIMALS[currency];
  const cells: ComparisonCell[] = [];
  const alertQueries: AlertQuery[] = [];
  // Each item's price-memory key, worked out once rather than once per offer answering it.
  const itemKeys = new Map<string, string>();
  const result: ComparedOffer[] = compared.quotes.map((c, index) => {
    const offer = offers[index]!;
    const quoteLines = offer.origin.source === 'quote' ? offer.origin.lines : [];
    const sources = sourcesOf.get(offer.key);
    const matchOf = (lineNo: number): MatchSource =>
      offer.origin.source === 'answer' ? 'answer' : (sources?.get(lineNo) ?? 'auto');
    const unmatched: ComparedOffer['unmatched_lines'] = [];
    const sourceOf = firstBy(offer.quote.lines, (l) => l.lineNo);
    const lineIdOf = firstBy(quoteLines, (l) => l.position);
    for (const line of c.lines) {
      const source = sourceOf.get(line.lineNo);
      const lineId = lineIdOf.get(line.lineNo)?.id ?? null;
      const quoted = source?.unitPrice == null ? null : String(source.unitPrice);
      if (!line.reqId) {
        if (lineId !== null)
          unmatched.push({
            line_id: lineId,
            position: line.lineNo,
            description: source?.description ?? '',
            quoted_unit_price: quoted,
            match_source: matchOf(line.lineNo),
          });
        continue;
      }
      const match = matchOf(line.lineNo);
      const item = itemsById.get(line.reqId);
      if (item && line.levelledUnitPrice)
        alertQueries.push({
          ref: `${offer.key}|${item.id}`,
          itemKey: kept(itemKeys, line.reqId, () => itemKeyOf(item.description)),
          currency,
          unit: item.unit,
          price: line.levelledUnitPrice,
          date: offer.priceDate,
          excludeQuoteId: offer.excludeQuoteId,
        });
      cells.push({
        item_id: Number(line.reqId),
        offer_key: offer.key,
        line_id: lineId,
        match_source: match,
        confidence: match === 'auto' ? line.confidence : null,
        description: source?.description ?? '',
        quoted_unit_price: quoted,
        levelled_unit_price: line.levelledUnitPrice
          ? text(line.levelledUnitPrice.toDecimalPlaces(4))
          : null,
        substitution: line.substitution,
        note: line.substitutionNote,
        conversion_note: line.conversionNote,
        partial: line.partial,
        price_alert: null,
      });
    }
    const {
      quote: _quote,
      origin: _origin,
      priceDate: _date,
      excludeQuoteId: _exclude,
      ...rest
    } = offer;
    return {
      ...rest,
      levelled_total: c.levelledTotal?.toFixed(decimals) ?? null,
      levelled_freight: c.fxToGroupCurrency === null ? null : text(c.freight),
      fx_date: offer.priceDate,
      fx_missing: c.fxToGroupCurrency === null,
      coverage: text(c.coverage.toDecimalPlaces(4)),
      gap_item_ids: c.gaps.map(Number),
      unmatched_lines: unmatched,
    };
  });
  const alerts = await findPriceAlerts(ctx, scope, alertQueries);
  const pricedOf = new Map<number, ComparisonCell[]>();
  for (const cell of cells) {
    cell.price_alert = alerts.get(`${cell.offer_key}|${cell.item_id}`) ?? null;
    if (cell.levelled_unit_price) kept(pricedOf, cell.item_id, () => []).push(cell);
  }
  const comparison: Comparison = {
    rfq_id: rfq.id,
    currency,
    items: rfq.items.map((item) => {
      const priced = pricedOf.get(item.id) ?? [];
      const best = priced.reduce<ComparisonCell | null>(
        (low, cell) =>
          !low || new Decimal(cell.levelled_unit_price!).lt(low.levelled_unit_price!) ? cell : low,
        null,
      );
      return {
        id: item.id,
        position: item.position,
        description: item.description,
        quantity: item.quantity,
        unit: item.unit,
        best_offer_key: best?.offer_key ?? null,
      };
    }),
    offers: result,
    cells,
  };
  return {
    rfq,
    comparison,
    offers: compared.quotes.map((c, index) => ({
      key: offers[index]!.key,
      origin: offers[index]!.origin,
      compared: c,
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
