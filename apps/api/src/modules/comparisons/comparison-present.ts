import Decimal from 'decimal.js';
import type { ComparedLine } from '@app/comparison/compare';
import { CURRENCY_DECIMALS } from '@app/shared/constants/purchasing';
import type {
  CellConversion,
  Comparison,
  ComparisonCell,
  ComparedOffer,
  MatchSource,
} from '@app/shared/schemas/comparisons';
import type { Rfq } from '@app/shared/schemas/rfqs';
import type { AppContext } from '../../app-context.ts';
import { firstBy, kept } from '../../lib/maps.ts';
import type { Scope } from '../../lib/permissions.ts';
import { itemKeyOf } from '../levelling/engine-mapping.service.ts';
import type { LevelledOffer } from '../levelling/levelling.service.ts';
import { findPriceAlerts, type AlertQuery } from '../price-memory/price-alerts.service.ts';
import type { LoadedOffer } from './comparison-offers.ts';

type Ctx = Pick<AppContext, 'db'>;

const text = (value: Decimal) => value.toFixed();

/** What presenting one offer yields: its column, its cells and the prices to hold against memory. */
type OfferColumn = { offer: ComparedOffer; cells: ComparisonCell[]; alerts: AlertQuery[] };

/**
 * The comparison screen's answer (docs/product-rules.md § Comparing and awarding) from the
 * levelled offers: one column per offer, one cell per answered item with its price-memory alert,
 * and each item's best offer.
 */
export async function presentComparison(
  ctx: Ctx,
  scope: Scope,
  rfq: Rfq,
  offers: LoadedOffer[],
  levelled: LevelledOffer[],
): Promise<Comparison> {
  // Each item's price-memory key, worked out once rather than once per offer answering it.
  const itemKeys = new Map<string, string>();
  const keyOf = (item: Rfq['items'][number]) =>
    kept(itemKeys, String(item.id), () => itemKeyOf(item.description));
  const columns = offers.map((offer, index) => offerColumn(rfq, offer, levelled[index]!, keyOf));
  const cells = columns.flatMap((column) => column.cells);
  const alerts = await findPriceAlerts(
    ctx,
    scope,
    columns.flatMap((column) => column.alerts),
  );
  for (const cell of cells)
    cell.price_alert = alerts.get(`${cell.offer_key}|${cell.item_id}`) ?? null;
  return {
    rfq_id: rfq.id,
    currency: rfq.currency,
    items: itemsWithBest(rfq, cells),
    offers: columns.map((column) => column.offer),
    cells,
  };
}

function offerColumn(
  rfq: Rfq,
  offer: LoadedOffer,
  compared: LevelledOffer,
  keyOf: (item: Rfq['items'][number]) => string,
): OfferColumn {
  const itemsById = new Map(rfq.items.map((item) => [String(item.id), item]));
  const quoteLines = offer.origin.source === 'quote' ? offer.origin.lines : [];
  const matchOf = (lineNo: number): MatchSource =>
    offer.origin.source === 'answer' ? 'answer' : (offer.sources.get(lineNo) ?? 'auto');
  const sourceOf = firstBy(offer.quote.lines, (l) => l.lineNo);
  const lineIdOf = firstBy(quoteLines, (l) => l.position);
  const column: OfferColumn = { offer: offerSummary(rfq, offer, compared), cells: [], alerts: [] };
  for (const line of compared.lines) {
    const source = sourceOf.get(line.lineNo);
    const lineId = lineIdOf.get(line.lineNo)?.id ?? null;
    const quoted = source?.unitPrice == null ? null : String(source.unitPrice);
    const description = source?.description ?? '';
    const match = matchOf(line.lineNo);
    if (!line.reqId) {
      if (lineId !== null)
        column.offer.unmatched_lines.push({
          line_id: lineId,
          position: line.lineNo,
          description,
          quoted_unit_price: quoted,
          match_source: match,
          suggested_item_id: line.suggestedReqId === null ? null : Number(line.suggestedReqId),
          suggested_confidence: line.suggestedReqId === null ? null : line.confidence,
        });
      continue;
    }
    const item = itemsById.get(line.reqId);
    if (item && line.levelledUnitPrice)
      column.alerts.push({
        ref: `${offer.header.key}|${item.id}`,
        itemKey: keyOf(item),
        currency: rfq.currency,
        unit: item.unit,
        price: line.levelledUnitPrice,
        date: offer.date,
        excludeQuoteId: offer.excludeQuoteId,
      });
    column.cells.push(cellOf(offer, line, { lineId, match, description, quoted }));
  }
  return column;
}

function cellOf(
  offer: LoadedOffer,
  line: ComparedLine,
  shown: { lineId: number | null; match: MatchSource; description: string; quoted: string | null },
): ComparisonCell {
  return {
    item_id: Number(line.reqId),
    offer_key: offer.header.key,
    line_id: shown.lineId,
    match_source: shown.match,
    confidence: shown.match === 'auto' ? line.confidence : null,
    description: shown.description,
    quoted_unit_price: shown.quoted,
    levelled_unit_price: line.levelledUnitPrice
      ? text(line.levelledUnitPrice.toDecimalPlaces(4))
      : null,
    substitution: line.substitution,
    note: line.substitutionNote,
    conversion_note: line.conversionNote,
    conversion: conversionOf(line.conversion),
    changes: line.changes.map((change) => ({
      kind: change.kind,
      quoted: change.quoted,
      requested: change.requested,
    })),
    partial: line.partial,
    price_alert: null,
  };
}

/** The engine's conversion as data, its numbers as exact text (docs/product-rules.md § Comparing and awarding). */
function conversionOf(conversion: ComparedLine['conversion']): CellConversion {
  return {
    kind: conversion.kind,
    factor: text(conversion.factor),
    quoted_unit: conversion.quotedUnit,
    quantity: conversion.quantity ? text(conversion.quantity) : null,
    comparable_unit: conversion.comparableUnit,
    comparable_quantity: conversion.comparableQuantity ? text(conversion.comparableQuantity) : null,
    terms: conversion.terms.map((term) => ({
      value: text(term.value),
      unit: term.unit,
      divide: term.divide ?? false,
    })),
    estimate: conversion.estimate,
    basis: conversion.basis,
    by: conversion.by,
  };
}

/** The offer's column head and foot: header, levelled total and freight, coverage, gaps. */
function offerSummary(rfq: Rfq, offer: LoadedOffer, compared: LevelledOffer): ComparedOffer {
  return {
    ...offer.header,
    levelled_total: compared.levelledTotal?.toFixed(CURRENCY_DECIMALS[rfq.currency]) ?? null,
    levelled_freight: compared.fxToGroupCurrency === null ? null : text(compared.freight),
    fx_date: offer.date,
    fx_missing: compared.fxToGroupCurrency === null,
    coverage: text(compared.coverage.toDecimalPlaces(4)),
    gap_item_ids: compared.gaps.map(Number),
    unmatched_lines: [],
  };
}

/** The RFQ's items, each with the offer of its lowest levelled unit price (the first of equals). */
function itemsWithBest(rfq: Rfq, cells: ComparisonCell[]): Comparison['items'] {
  const pricedOf = new Map<number, ComparisonCell[]>();
  for (const cell of cells)
    if (cell.levelled_unit_price) kept(pricedOf, cell.item_id, () => []).push(cell);
  return rfq.items.map((item) => {
    const best = (pricedOf.get(item.id) ?? []).reduce<ComparisonCell | null>(
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
  });
}
