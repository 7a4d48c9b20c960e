import type { Quote } from '@app/comparison/types';
import type { ComparedOffer, MatchSource } from '@app/shared/schemas/comparisons';
import type { Rfq } from '@app/shared/schemas/rfqs';
import type { AppContext } from '../../app-context.ts';
import type { Scope } from '../../lib/permissions.ts';
import {
  answerDateOf,
  answerQuote,
  engineQuote,
  priceDateOf,
} from '../levelling/engine-mapping.service.ts';
import type { OfferToLevel } from '../levelling/levelling.service.ts';
import { getConfirmedQuotes } from '../quotes/quotes.service.ts';
import { getLatestAnswers } from '../answers/invitation-answers.service.ts';
import { fixedMatches } from './line-matches.service.ts';

type Ctx = Pick<AppContext, 'db'>;

type AnswerRow = Awaited<ReturnType<typeof getLatestAnswers>>[number];
type ConfirmedRow = Awaited<ReturnType<typeof getConfirmedQuotes>>[number];

/** Where an offer of the comparison came from: an answer (with its invitation) or a quote. */
export type OfferOrigin =
  | { source: 'answer'; invitation: AnswerRow['invitation']; answer: AnswerRow['answer'] }
  | { source: 'quote'; quote: ConfirmedRow['quote']; lines: ConfirmedRow['lines'] };

/** The offer's header as the comparison shows it, before it is levelled. */
export type OfferHeader = Pick<
  ComparedOffer,
  | 'key'
  | 'supplier_name'
  | 'source'
  | 'quote_id'
  | 'currency'
  | 'freight'
  | 'payment_terms'
  | 'valid_until'
>;

/** One offer of the comparison: what it shows, what the engine reads, and where it came from. */
export type LoadedOffer = OfferToLevel & {
  header: OfferHeader;
  origin: OfferOrigin;
  /** A quote's fixed lines' match sources (a line not in it is the matcher's); an answer's are all 'answer'. */
  sources: Map<number, MatchSource>;
  /** The quote the offer is, whose own records are no history for the price memory's alerts. */
  excludeQuoteId: number | null;
};

/**
 * The offers of an RFQ (docs/product-rules.md § Comparing and awarding): the latest answer of
 * each invited supplier, its lines tied to the requested items, then each confirmed quote filed
 * under the RFQ, with the buyer's, the reviewer's and the supplier's remembered matches kept as
 * given (§ Reassigning a match).
 */
export async function loadOffers(ctx: Ctx, scope: Scope, rfq: Rfq): Promise<LoadedOffer[]> {
  const [answers, confirmed] = await Promise.all([
    getLatestAnswers(ctx, scope, rfq.id),
    getConfirmedQuotes(ctx, scope, rfq.id),
  ]);
  const fixed = await fixedMatches(
    ctx,
    scope,
    rfq,
    confirmed.map(({ quote, lines }) => ({ supplierId: quote.supplierId, lines })),
  );
  return [
    ...answers.map((row) => answerOffer(row, rfq)),
    ...confirmed.map((row, index) => quoteOffer(row, rfq, fixed[index]!)),
  ];
}

function answerOffer({ invitation, answer }: AnswerRow, rfq: Rfq): LoadedOffer {
  const key = `answer-${invitation.id}`;
  // An answer through the link is typed against each item: its match is the buyer's request.
  const { quote, matches } = answerQuote(key, answer, rfq);
  return {
    header: {
      key,
      supplier_name: invitation.supplierName,
      source: 'answer',
      quote_id: null,
      currency: answer.currency,
      freight: answer.freight ?? '0',
      payment_terms: answer.paymentTerms || null,
      valid_until: answer.validUntil,
    },
    quote,
    matches,
    supplierId: invitation.supplierId,
    date: answerDateOf(answer),
    origin: { source: 'answer', invitation, answer },
    sources: new Map(),
    excludeQuoteId: null,
  };
}

function quoteOffer(
  { quote, lines }: ConfirmedRow,
  rfq: Rfq,
  fixed: Awaited<ReturnType<typeof fixedMatches>>[number],
): LoadedOffer {
  const key = `quote-${quote.id}`;
  const currency = quote.currency ?? rfq.currency;
  const engine: Quote = engineQuote(quote, lines, currency, key);
  return {
    header: {
      key,
      supplier_name: quote.supplierName ?? `#${quote.id}`,
      source: 'quote',
      quote_id: quote.id,
      currency,
      freight: quote.freight ?? '0',
      payment_terms: quote.paymentTerms,
      valid_until: quote.validUntil,
    },
    quote: engine,
    matches: fixed.confirmed,
    supplierId: quote.supplierId,
    date: priceDateOf(quote),
    origin: { source: 'quote', quote, lines },
    sources: fixed.sources,
    excludeQuoteId: quote.id,
  };
}
