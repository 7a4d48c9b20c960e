import { compareQuotes } from '@app/comparison/compare';
import type { Dec as Decimal } from '@app/comparison/decimal';
import { SEED_FX_TABLE } from '@app/comparison/fx';
import { tokenize } from '@app/comparison/text';
import type { Quote, QuoteLine, RfqRequest } from '@app/comparison/types';
import type { Currency, UnitCode } from '@app/shared/constants/purchasing';
import {
  PRICE_HISTORY_LIMIT,
  type PriceHistory,
  type PriceHistoryQuery,
} from '@app/shared/schemas/price-memory';
import type { Rfq } from '@app/shared/schemas/rfqs';
import type { AppContext } from '../../app-context.ts';
import type { Scope } from '../../lib/permissions.ts';
import { getRfq } from '../rfqs/rfqs.service.ts';
import { listHistory, replaceQuoteRecords } from './price-memory.repository.ts';

type Ctx = Pick<AppContext, 'db'>;

/** The quote values the price memory reads (a `quotes` row has them all). */
export type PricedQuote = {
  id: number;
  rfqId: number | null;
  supplierId: number | null;
  currency: Currency | null;
  issueDate: string | null;
  confirmedAt: Date | null;
  subtotal: string | null;
  discountTotal: string | null;
  freight: string | null;
};

/** The quote line values the price memory reads (a `quote_lines` row has them all). */
export type PricedLine = {
  position: number;
  sku: string | null;
  description: string;
  brand: string | null;
  quantity: string | null;
  unit: UnitCode | null;
  unitAsWritten: string | null;
  unitPrice: string | null;
  discountPct: string | null;
  lineTotal: string | null;
  rfqItemId: number | null;
};

/** A line levelled as the comparison levels it, with the item it is remembered under. */
export type LevelledLine = {
  position: number;
  itemKey: string;
  description: string;
  rfqItemId: number | null;
  currency: Currency;
  unit: UnitCode;
  quotedUnitPrice: string;
  levelledUnitPrice: Decimal;
};

/** Stored levelled prices keep 6 decimals: finer than any currency, as exact text. */
const STORED_DECIMALS = 6;

/**
 * The normalized item of a description: the comparison matcher's own tokens (concepts folded
 * across languages and abbreviations, sizes by value), deduplicated and sorted, so "Cemento gris
 * CPC 30R bulto 50 kg" and "Cto. gris CPC 30R Btº 50kg" are one item (docs/product-rules.md
 * § Price memory).
 */
export function itemKeyOf(description: string): string {
  const keys = [...new Set(tokenize(description).map((token) => token.key))].sort();
  return keys.join(' ').slice(0, 500);
}

/** The RFQ as the comparison engine's request: levelled per requested unit, in its currency. */
export function levellingRequest(rfq: Rfq): RfqRequest {
  return {
    currency: rfq.currency,
    items: rfq.items.map((item) => ({
      reqId: String(item.id),
      description: item.description,
      brand: item.brand || null,
      quantity: item.quantity,
      unit: item.unit,
      // Levelled per requested unit: the buyer's own unit is the comparable one.
      comparableUnit: item.unit,
      comparableQuantity: item.quantity,
      section: item.section || null,
    })),
  };
}

/** The date a quote's prices are remembered at: its issue date, else the day it was confirmed. */
export function priceDateOf(quote: Pick<PricedQuote, 'issueDate' | 'confirmedAt'>): string {
  return quote.issueDate ?? (quote.confirmedAt ?? new Date()).toISOString().slice(0, 10);
}

function engineLine(line: PricedLine): QuoteLine {
  return {
    lineNo: line.position,
    sku: line.sku,
    description: line.description,
    brand: line.brand,
    quantity: line.quantity,
    unit: line.unit,
    unitAsWritten: line.unitAsWritten,
    unitPrice: line.unitPrice,
    discountPct: line.discountPct,
    lineTotal: line.lineTotal,
  };
}

/**
 * A confirmed quote as the comparison engine reads it; the comparison (§ Comparing and awarding of
 * docs/product-rules.md) and the price memory level the same lines the same way.
 */
export function engineQuote(
  quote: Pick<PricedQuote, 'subtotal' | 'discountTotal' | 'freight'>,
  lines: PricedLine[],
  currency: Currency,
  quoteId = 'quote',
): Quote {
  return {
    quoteId,
    currency,
    subtotal: quote.subtotal,
    discountTotal: quote.discountTotal,
    freight: quote.freight,
    lines: lines.map(engineLine),
  };
}

/**
 * Levels a quote's priced lines with the comparison engine (`compareQuotes`, the formula of
 * docs/product-rules.md § Comparing and awarding). A line answering an item of the quote's RFQ is
 * levelled to the RFQ's currency per requested unit and remembered under the item's description;
 * any other line (an extra, or a quote filed under no RFQ) is levelled on its own terms: its
 * currency and unit, discounts taken, under its own description.
 */
export async function levelQuote(
  ctx: Ctx,
  scope: Scope,
  quote: PricedQuote,
  lines: PricedLine[],
): Promise<{ rfq: Rfq | null; levelled: LevelledLine[] }> {
  const priced = lines.filter((l) => l.unitPrice !== null && l.unit !== null);
  // The quote's RFQ is its company's own (scoped like the quote), so getRfq finds it.
  const rfq = quote.rfqId ? await getRfq(ctx, scope, quote.rfqId) : null;
  const currency = quote.currency ?? rfq?.currency ?? null;
  if (!currency || !priced.length) return { rfq, levelled: [] };
  const levelled: LevelledLine[] = [];
  if (rfq) {
    const items = new Map(rfq.items.map((item) => [String(item.id), item]));
    const matches = Object.fromEntries(
      priced.filter((l) => l.rfqItemId !== null).map((l) => [l.position, String(l.rfqItemId)]),
    );
    const compared = await compareQuotes(
      levellingRequest(rfq),
      [engineQuote(quote, lines, currency)],
      { fx: SEED_FX_TABLE, confirmedMatches: { quote: matches } },
    );
    for (const result of compared.quotes[0]?.lines ?? []) {
      const item = result.reqId ? items.get(result.reqId) : undefined;
      const line = priced.find((l) => l.position === result.lineNo);
      if (!item || !line || !result.levelledUnitPrice) continue;
      levelled.push({
        position: line.position,
        itemKey: itemKeyOf(item.description),
        description: item.description,
        rfqItemId: item.id,
        currency: rfq.currency,
        unit: item.unit,
        quotedUnitPrice: line.unitPrice!,
        levelledUnitPrice: result.levelledUnitPrice,
      });
    }
  }
  const rest = priced.filter((l) => !levelled.some((done) => done.position === l.position));
  levelled.push(...(await levelOnOwnTerms(quote, lines, rest, currency)));
  return {
    rfq,
    levelled: levelled
      .filter((line) => line.itemKey !== '')
      .sort((a, b) => a.position - b.position),
  };
}

/** Each line is its own requested item, in its own unit and the quote's currency. */
async function levelOnOwnTerms(
  quote: PricedQuote,
  lines: PricedLine[],
  own: PricedLine[],
  currency: Currency,
): Promise<LevelledLine[]> {
  if (!own.length) return [];
  const request: RfqRequest = {
    currency,
    items: own.map((line) => ({
      reqId: `line-${line.position}`,
      description: line.description,
      brand: line.brand,
      quantity: line.quantity ?? '1',
      unit: line.unit!,
      comparableUnit: line.unit!,
      comparableQuantity: line.quantity ?? '1',
    })),
  };
  const matches = Object.fromEntries(own.map((l) => [l.position, `line-${l.position}`]));
  const compared = await compareQuotes(request, [engineQuote(quote, lines, currency)], {
    fx: SEED_FX_TABLE,
    confirmedMatches: { quote: matches },
  });
  return own.flatMap((line) => {
    const result = compared.quotes[0]?.lines.find((l) => l.lineNo === line.position);
    if (!result?.levelledUnitPrice) return [];
    return [
      {
        position: line.position,
        itemKey: itemKeyOf(line.description),
        description: line.description,
        rfqItemId: null,
        currency,
        unit: line.unit!,
        quotedUnitPrice: line.unitPrice!,
        levelledUnitPrice: result.levelledUnitPrice,
      },
    ];
  });
}

/**
 * Writes the price records of a confirmed quote, replacing any it had, so a quote confirmed again
 * after a correction leaves only its current prices (docs/product-rules.md § Price memory). Call
 * it inside the confirming transaction (`{ db: tx }`).
 */
export async function recordQuotePrices(
  ctx: Ctx,
  scope: Scope,
  quote: PricedQuote,
  lines: PricedLine[],
): Promise<void> {
  const { rfq, levelled } = await levelQuote(ctx, scope, quote, lines);
  const priceDate = priceDateOf(quote);
  await replaceQuoteRecords(
    ctx.db,
    quote.id,
    levelled.map((line) => ({
      stakeholderId: scope.stakeholderId,
      quoteId: quote.id,
      linePosition: line.position,
      supplierId: quote.supplierId,
      projectId: rfq?.project.id ?? null,
      rfqId: rfq?.id ?? null,
      rfqItemId: line.rfqItemId,
      itemKey: line.itemKey,
      description: line.description.slice(0, 1000),
      priceDate,
      currency: line.currency,
      unit: line.unit,
      quotedUnitPrice: line.quotedUnitPrice,
      levelledUnitPrice: line.levelledUnitPrice.toDecimalPlaces(STORED_DECIMALS).toFixed(),
    })),
  );
}

/** The caller's company's records of one item, newest first (another company's are never read). */
export async function getPriceHistory(
  ctx: Ctx,
  scope: Scope,
  query: PriceHistoryQuery,
): Promise<PriceHistory> {
  const rows = await listHistory(ctx.db, {
    stakeholderId: scope.stakeholderId,
    itemKey: query.item_key,
    currency: query.currency,
    unit: query.unit,
    limit: PRICE_HISTORY_LIMIT,
  });
  return {
    item_key: query.item_key,
    records: rows.map((row) => ({
      id: row.id,
      date: row.priceDate,
      supplier_name: row.supplierName,
      project_name: row.projectName,
      rfq_id: row.rfqId,
      rfq_number: row.rfqNumber,
      quote_id: row.quoteId,
      description: row.description,
      currency: row.currency,
      unit: row.unit,
      unit_price: row.levelledUnitPrice,
    })),
  };
}
