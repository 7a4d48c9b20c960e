import { assign, loadSolver, type Edge } from './assignment.ts';
import { describeAssumption } from './assumed-conversion.ts';
import { describeChanges, findChanges, type Change } from './changes.ts';
import { requestedPack, type Conversion } from './conversion.ts';
import { Dec, roundMoney, toDec, type Dec as Decimal } from './decimal.ts';
import { fxRate, type FxTable } from './fx.ts';
import { levelledPrice } from './levelling.ts';
import { knownBrands, withDescribedBrand } from './line-brand.ts';
import {
  MATCH_THRESHOLD,
  prepareItems,
  prepareLine,
  scorePair,
  type PreparedItem,
  type PreparedLine,
} from './match.ts';
import {
  matchedQuote,
  peerPrice,
  peerPrices,
  settleConversion,
  type MatchedQuote,
} from './peer-prices.ts';
import { isAbbreviation } from './text.ts';
import type { Quote, RfqRequest } from './types.ts';

export interface ComparedLine {
  lineNo: number;
  reqId: string | null;
  /** How sure the match is, 0–1 (null for an extra). */
  confidence: number | null;
  substitution: boolean;
  substitutionNote: string | null;
  changes: Change[];
  partial: boolean;
  conversionFactor: Decimal;
  conversionSource: Conversion['source'];
  /** Why the factor was assumed, in the request's language (null when the line states it). */
  conversionNote: string | null;
  /** The line's quantity in the comparable unit. */
  comparableQuantity: Decimal | null;
  /** In the request's currency per comparable unit, tax excluded. */
  levelledUnitPrice: Decimal | null;
}

export interface ComparedQuote {
  quoteId: string;
  currency: string;
  /** Null when no rate links the quote's currency to the request's: the offer is not levelled. */
  fxToGroupCurrency: Decimal | null;
  /**
   * Σ answered items (levelled unit price × requested comparable quantity) + freight × FX; null
   * when the quote has no exchange rate (never converted at 1).
   */
  levelledTotal: Decimal | null;
  coverage: Decimal;
  gaps: string[];
  lines: ComparedLine[];
  /** Each answered item's levelled amount, the award's cost of choosing this quote for it. */
  itemAmounts: Map<string, { amount: Decimal; substitution: boolean }>;
  freight: Decimal;
}

export interface Comparison {
  currency: string;
  quotes: ComparedQuote[];
}

export interface CompareOptions {
  fx: FxTable;
  /**
   * The rate of each quote into the request's currency, when the caller keeps a dated table
   * (units of the request's currency per unit of the quote's; null = no rate that day). Quotes it
   * answers undefined for use `fx`.
   */
  rateFor?: (quote: Quote, to: string) => Decimal | null | undefined;
  /** Matches the buyer confirmed or changed: quote id → line number → req id (null = extra). */
  confirmedMatches?: Record<string, Record<number, string | null>>;
}

const ZERO = new Dec(0);

/** How many items, best first by shared word weight, a line is fully scored against. */
const CANDIDATES_PER_LINE = 12;
/** A line's best few items enter the assignment; a line's answer is never its 5th choice. */
const EDGES_PER_LINE = 4;

interface ItemIndex {
  postings: Map<string, { item: number; weight: number }[]>;
  /** Item words by their first five characters, to find abbreviations ("termomag"). */
  prefixes: Map<string, string[]>;
}

function buildIndex(items: PreparedItem[]): ItemIndex {
  const postings = new Map<string, { item: number; weight: number }[]>();
  const prefixes = new Map<string, string[]>();
  items.forEach((item, i) => {
    for (const [key, weight] of item.weights) {
      if (!postings.has(key)) {
        postings.set(key, []);
        if (key.length >= 5)
          prefixes.set(key.slice(0, 5), [...(prefixes.get(key.slice(0, 5)) ?? []), key]);
      }
      postings.get(key)!.push({ item: i, weight });
    }
  });
  return { postings, prefixes };
}

/**
 * Candidate items for a line: those sharing a word, a concept, a number or an abbreviation,
 * ranked by the weight they share; only the best few are scored in full.
 */
function candidates(line: PreparedLine, items: PreparedItem[], index: ItemIndex): number[] {
  const shared = new Map<number, number>();
  // A key most items carry ("cable" in a wiring request) ranks nothing: it is left for the
  // full score unless the line shares nothing rarer.
  const common = Math.max(20, items.length / 5);
  const collect = (useCommon: boolean) => {
    const add = (key: string, factor: number) => {
      const list = index.postings.get(key);
      if (!list || list.length > common !== useCommon) return;
      for (const { item, weight } of list)
        shared.set(item, (shared.get(item) ?? 0) + weight * factor);
    };
    for (const key of line.keys) {
      add(key, 1);
      if (key.length >= 5)
        for (const itemKey of index.prefixes.get(key.slice(0, 5)) ?? [])
          if (itemKey !== key && isAbbreviation(key, itemKey)) add(itemKey, 0.8);
    }
  };
  collect(false);
  if (shared.size === 0) collect(true);
  if (shared.size === 0 && items.length <= 3) return items.map((_, i) => i);
  return [...shared]
    .sort((a, b) => b[1] - a[1])
    .slice(0, CANDIDATES_PER_LINE)
    .map(([item]) => item);
}

/**
 * Compares every quote against the request: matches lines to items one-to-one, flags
 * substitutions, partial quantities and gaps, and levels prices to the request's currency and
 * comparable units (docs/product-rules.md, "Comparing and awarding").
 */
export async function compareQuotes(
  request: RfqRequest,
  quotes: Quote[],
  options: CompareOptions,
): Promise<Comparison> {
  const highs = await loadSolver();
  const items = prepareItems(request.items);
  const index = buildIndex(items);
  const packs = items.map((p) => requestedPack(p.item, p.attributes));
  const language = request.language ?? 'es';
  const brands = knownBrands(request, quotes);
  const matched = quotes.map((quote): MatchedQuote => {
    const lines = quote.lines.map((line) => prepareLine(withDescribedBrand(line, brands)));
    const confirmed = options.confirmedMatches?.[quote.quoteId] ?? {};
    const edges: Edge[] = [];
    lines.forEach((line, row) => {
      const fixed = confirmed[line.line.lineNo];
      if (fixed !== undefined) {
        const col = items.findIndex((p) => p.item.reqId === fixed);
        if (col >= 0) edges.push({ row, col, weight: 1000 });
        return;
      }
      const scored = candidates(line, items, index)
        .map((col) => ({ row, col, weight: scorePair(line, items[col]!) }))
        .filter((e) => e.weight >= MATCH_THRESHOLD)
        .sort((a, b) => b.weight - a.weight);
      edges.push(...scored.slice(0, EDGES_PER_LINE));
    });
    const chosen = new Map(assign(highs, edges).map((e) => [e.row, e]));
    const given = options.rateFor?.(quote, request.currency);
    const rate = given === undefined ? fxRate(options.fx, quote.currency, request.currency) : given;
    return matchedQuote(quote, lines, items, chosen, rate);
  });
  const peers = peerPrices(matched);
  const compared = matched.map((m, i) =>
    compareQuote(request, m, items, packs, language, (col) => peerPrice(peers, col, i)),
  );
  return { currency: request.currency, quotes: compared };
}

function compareQuote(
  request: RfqRequest,
  matched: MatchedQuote,
  items: PreparedItem[],
  packs: (Conversion['pack'] | null)[],
  language: string,
  peerPriceOf: (col: number) => Decimal | null,
): ComparedQuote {
  const { quote, lines, chosen, rate, documentFactor } = matched;
  const itemAmounts = new Map<string, { amount: Decimal; substitution: boolean }>();
  const comparedLines = lines.map((line, row): ComparedLine => {
    const edge = chosen.get(row);
    const prepared = edge ? items[edge.col]! : null;
    const conversion = prepared
      ? settleConversion(matched, row, prepared, peerPriceOf(edge!.col))
      : { factor: new Dec(1), source: 'none' as const };
    const factor = conversion.factor.isZero() ? new Dec(1) : conversion.factor;
    const quantity = line.line.quantity == null ? null : toDec(line.line.quantity);
    const comparableQuantity = quantity ? quantity.times(factor) : null;
    const levelledUnitPrice = levelledPrice(line.line, factor, documentFactor, rate);
    const changes = prepared
      ? findChanges(prepared, line, conversion, packs[edge!.col] ?? null)
      : [];
    const requested = prepared ? toDec(prepared.item.comparableQuantity) : null;
    const partial = !!(
      requested &&
      comparableQuantity &&
      comparableQuantity.lessThan(requested.times('0.995'))
    );
    if (prepared && levelledUnitPrice)
      itemAmounts.set(prepared.item.reqId, {
        amount: levelledUnitPrice.times(requested!),
        substitution: changes.length > 0,
      });
    return {
      lineNo: line.line.lineNo,
      reqId: prepared?.item.reqId ?? null,
      confidence: edge ? Math.min(1, edge.weight) : null,
      substitution: changes.length > 0,
      substitutionNote: describeChanges(changes, language),
      changes,
      partial,
      conversionFactor: factor,
      conversionSource: conversion.source,
      conversionNote:
        conversion.source === 'assumed' && prepared
          ? describeAssumption(factor, prepared.item.comparableUnit, language)
          : null,
      comparableQuantity,
      levelledUnitPrice,
    };
  });
  const freight = quote.freight == null || rate === null ? ZERO : toDec(quote.freight).times(rate);
  let total = freight;
  for (const { amount } of itemAmounts.values()) total = total.plus(amount);
  const answered = new Set(
    comparedLines.map((l) => l.reqId).filter((id): id is string => id !== null),
  );
  const gaps = request.items.map((i) => i.reqId).filter((id) => !answered.has(id));
  return {
    quoteId: quote.quoteId,
    currency: quote.currency,
    fxToGroupCurrency: rate,
    levelledTotal: rate === null ? null : roundMoney(total, request.currency),
    coverage: request.items.length ? new Dec(answered.size).div(request.items.length) : new Dec(1),
    gaps,
    lines: comparedLines,
    itemAmounts,
    freight,
  };
}
