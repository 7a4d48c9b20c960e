import { assign, loadSolver, type Edge } from './assignment.ts';
import { attributesReader } from './attributes.ts';
import { describeAssumption } from './assumed-conversion.ts';
import { substitutions, type Change, type Substitution } from './changes.ts';
import {
  requestedPack,
  type Conversion,
  type ConversionKind,
  type ConversionTerm,
} from './conversion.ts';
import {
  compareDecimals,
  Dec,
  roundMoney,
  toDec,
  type DecimalInput,
  type Dec as Decimal,
} from './decimal.ts';
import { fxRate, type FxTable } from './fx.ts';
import { describedBrands, knownBrands } from './line-brand.ts';
import { comparableQuantities } from './line-quantities.ts';
import { lineScorer } from './line-scores.ts';
import { prepareItems, type PreparedItem, type PreparedLine } from './match.ts';
import {
  levelledPriceAt,
  matchedQuote,
  peerPrice,
  peerPrices,
  settleConversion,
  type MatchedQuote,
} from './peer-prices.ts';
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
  /**
   * The conversion as data, for the caller to render in either language ("3 rollos × 2 m × 50 m
   * = 300 m²", "estimated: 1.5 t/m³"): quantity × terms = comparable quantity.
   */
  conversion: LevelledConversion;
  /** In the request's currency per comparable unit, tax excluded. */
  levelledUnitPrice: Decimal | null;
}

/** A levelled line's conversion and its reason (conversion.ts `Conversion`, made readable). */
export interface LevelledConversion {
  kind: ConversionKind;
  factor: Decimal;
  /** The line's unit code and quantity as quoted (null when the reader found none). */
  quotedUnit: string | null;
  quantity: Decimal | null;
  comparableUnit: string | null;
  comparableQuantity: Decimal | null;
  /** The numbers multiplied (or divided) into the factor, each with its unit code. */
  terms: ConversionTerm[];
  /** Rests on an estimate (a density, a standard length, an assumption): the buyer's to change. */
  estimate: boolean;
  /** The table or rule a term comes from ("ASTM A615", "AISC", "density:sand"), if any. */
  basis: string | null;
  /** Who set the factor: the engine, or the buyer (an override, which wins). */
  by: 'engine' | 'buyer';
}

export interface ComparedQuote {
  quoteId: string;
  currency: string;
  /** Null when no rate links the quote's currency to the request's: the offer is not levelled. */
  fxToGroupCurrency: Decimal | null;
  /** Why the offer has no levelled total (null when it has one), for the buyer to act on. */
  notLevelled: NotLevelled | null;
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

/**
 * Why an offer is not levelled, as a stable code and its values (rendered in either language by
 * the caller): `fx.missing` = no rate from the quote's currency to the request's.
 */
export interface NotLevelled {
  code: 'fx.missing';
  from: string;
  to: string;
}

export interface Comparison {
  currency: string;
  quotes: ComparedQuote[];
}

export interface CompareOptions {
  /**
   * The caller's exchange-rate table. Optional: a quote in another currency than the request's
   * with no rate (here or from `rateFor`) is not levelled, with the reason `fx.missing`; the
   * engine holds no rates of its own.
   */
  fx?: FxTable;
  /**
   * The rate of each quote into the request's currency, when the caller keeps a dated table
   * (units of the request's currency per unit of the quote's; null = no rate that day). Quotes it
   * answers undefined for use `fx`.
   */
  rateFor?: (quote: Quote, to: string) => Decimal | null | undefined;
  /** Matches the buyer confirmed or changed: quote id → line number → req id (null = extra). */
  confirmedMatches?: Record<string, Record<number, string | null>>;
  /**
   * The buyer's own factors (comparable units per quoted unit): quote id → line number →
   * factor. An override wins over any conversion and is marked as the buyer's.
   */
  conversionOverrides?: Record<string, Record<number, DecimalInput>>;
}

const ZERO = new Dec(0);
const ONE = new Dec(1);
/** An extra's conversion (shared: nothing changes a Conversion once made). */
const NO_CONVERSION: Conversion = {
  factor: ONE,
  source: 'none',
  kind: 'none',
  terms: [],
  estimate: false,
  basis: null,
};

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
  const read = attributesReader();
  const items = prepareItems(request.items, read);
  const scorer = lineScorer(items, read);
  const packs = items.map((p) => requestedPack(p.item, p.attributes));
  const context: RequestContext = {
    request,
    items,
    demand: items.map((p) => {
      const quantity = toDec(p.item.comparableQuantity);
      return { quantity, nearlyAll: quantity.times('0.995') };
    }),
    language: request.language ?? 'es',
    substitutionOf: substitutions(packs, request.language ?? 'es'),
    comparableQuantityOf: comparableQuantities(),
  };
  const withBrand = describedBrands(knownBrands(request, quotes));
  const matched = quotes.map((quote): MatchedQuote => {
    const lines = quote.lines.map((line) => scorer.prepare(withBrand(line)));
    const confirmed = options.confirmedMatches?.[quote.quoteId] ?? {};
    const edges: Edge[] = [];
    lines.forEach((line, row) => {
      const fixed = confirmed[line.line.lineNo];
      if (fixed !== undefined) {
        const col = items.findIndex((p) => p.item.reqId === fixed);
        if (col >= 0) edges.push({ row, col, weight: 1000 });
        return;
      }
      for (const { col, weight } of scorer.score(line)) edges.push({ row, col, weight });
    });
    const chosen = new Map(assign(highs, edges).map((e) => [e.row, e]));
    const given = options.rateFor?.(quote, request.currency);
    const rate = given === undefined ? fxRate(options.fx, quote.currency, request.currency) : given;
    return matchedQuote(
      quote,
      lines,
      chosen,
      rate,
      (line, col) => scorer.conversion(line, col),
      (col) => context.demand[col]!.quantity,
    );
  });
  const peers = peerPrices(matched);
  const compared = matched.map((m, i) => {
    // Each item's peer price once per quote: every matched line asks for it.
    const byCol = new Map<number, Decimal | null>();
    const peerOf = (col: number) => {
      let price = byCol.get(col);
      if (price === undefined) byCol.set(col, (price = peerPrice(peers, col, i)));
      return price;
    };
    return compareQuote(context, m, peerOf, options.conversionOverrides?.[m.quote.quoteId] ?? {});
  });
  return { currency: request.currency, quotes: compared };
}

/** What every quote is compared against, read once per comparison. */
interface RequestContext {
  request: RfqRequest;
  items: PreparedItem[];
  /** Per item: the requested comparable quantity, and the 99.5 % below which a line is partial. */
  demand: { quantity: Decimal; nearlyAll: Decimal }[];
  language: string;
  /** The line's changes from its item and their note (changes.ts `substitutions`). */
  substitutionOf: (
    item: PreparedItem,
    col: number,
    line: PreparedLine,
    conversion: Conversion,
  ) => Substitution;
  /** A line's quantity in the comparable unit (line-quantities.ts). */
  comparableQuantityOf: ReturnType<typeof comparableQuantities>;
}

/** The buyer's factor for a line: it wins over any conversion. */
function buyerConversion(factor: Decimal, comparableUnit: string): Conversion {
  return {
    factor,
    source: 'buyer',
    kind: 'buyer',
    terms: [{ value: factor, unit: comparableUnit }],
    estimate: false,
    basis: null,
  };
}

/**
 * A lump sum's factor is the whole requested quantity for one lot: a line quoting several lots
 * for the same item spreads it over them, so that the line's amount is the whole's price.
 */
function lumpSumPerLine(conversion: Conversion, line: PreparedLine): Conversion {
  if (conversion.kind !== 'lump-sum' || line.line.quantity == null) return conversion;
  const quantity = toDec(line.line.quantity);
  if (quantity.lte(0) || quantity.equals(1)) return conversion;
  const factor = conversion.factor.div(quantity);
  return { ...conversion, factor, terms: [{ ...conversion.terms[0]!, value: factor }] };
}

const NO_SUBSTITUTION: Substitution = { changes: [], note: null };

function compareQuote(
  { request, items, demand, language, substitutionOf, comparableQuantityOf }: RequestContext,
  matched: MatchedQuote,
  peerPriceOf: (col: number) => Decimal | null,
  overrides: Record<number, DecimalInput>,
): ComparedQuote {
  const { quote, lines, chosen, rate } = matched;
  const itemAmounts = new Map<string, { amount: Decimal; substitution: boolean }>();
  const comparedLines = lines.map((line, row): ComparedLine => {
    const edge = chosen.get(row);
    const prepared = edge ? items[edge.col]! : null;
    const override = overrides[line.line.lineNo];
    const conversion = prepared
      ? override != null && toDec(override).greaterThan(0)
        ? buyerConversion(toDec(override), prepared.item.comparableUnit)
        : lumpSumPerLine(settleConversion(matched, row, prepared, peerPriceOf), line)
      : NO_CONVERSION;
    const factor = conversion.factor.isZero() ? ONE : conversion.factor;
    const comparableQuantity = comparableQuantityOf(line.line.quantity, factor);
    const levelledUnitPrice = levelledPriceAt(matched, row, factor);
    const { changes, note } = prepared
      ? substitutionOf(prepared, edge!.col, line, conversion)
      : NO_SUBSTITUTION;
    const requested = edge ? demand[edge.col]! : null;
    const partial = !!(
      requested &&
      comparableQuantity &&
      compareDecimals(comparableQuantity, requested.nearlyAll) < 0
    );
    if (prepared && levelledUnitPrice)
      itemAmounts.set(prepared.item.reqId, {
        amount: levelledUnitPrice.times(requested!.quantity),
        substitution: changes.length > 0,
      });
    return {
      lineNo: line.line.lineNo,
      reqId: prepared?.item.reqId ?? null,
      confidence: edge ? Math.min(1, edge.weight) : null,
      substitution: changes.length > 0,
      substitutionNote: note,
      changes,
      partial,
      conversionFactor: factor,
      conversionSource: conversion.source,
      conversionNote:
        conversion.source === 'assumed' && prepared
          ? describeAssumption(factor, prepared.item.comparableUnit, language)
          : null,
      comparableQuantity,
      conversion: {
        kind: conversion.kind,
        factor,
        quotedUnit: line.line.unit,
        quantity: line.line.quantity == null ? null : toDec(line.line.quantity),
        comparableUnit: prepared?.item.comparableUnit ?? null,
        comparableQuantity,
        terms: conversion.terms,
        estimate: conversion.estimate,
        basis: conversion.basis,
        by: conversion.source === 'buyer' ? 'buyer' : 'engine',
      },
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
    notLevelled:
      rate === null ? { code: 'fx.missing', from: quote.currency, to: request.currency } : null,
    levelledTotal: rate === null ? null : roundMoney(total, request.currency),
    coverage: request.items.length ? new Dec(answered.size).div(request.items.length) : new Dec(1),
    gaps,
    lines: comparedLines,
    itemAmounts,
    freight,
  };
}
