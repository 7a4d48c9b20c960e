import type { Dec as Decimal } from '@app/comparison/decimal';
import type { Currency, UnitCode } from '@app/shared/constants/purchasing';
import {
  PRICE_HISTORY_LIMIT,
  type PriceHistory,
  type PriceHistoryQuery,
} from '@app/shared/schemas/price-memory';
import type { Rfq } from '@app/shared/schemas/rfqs';
import type { AppContext } from '../../app-context.ts';
import type { Scope } from '../../lib/permissions.ts';
import {
  engineQuote,
  itemKeyOf,
  levellingRequest,
  ownTermsRequest,
  priceDateOf,
  type PricedLine,
  type PricedQuote,
} from '../levelling/engine-mapping.service.ts';
import { levelOffers } from '../levelling/levelling.service.ts';
import { getRfq } from '../rfqs/rfqs.service.ts';
import { listHistory, replaceQuoteRecords } from './price-memory.repository.ts';

type Ctx = Pick<AppContext, 'db'>;

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
 * Levels a quote's priced lines through the levelling seam (`levelOffers`, the comparison's own
 * path, docs/product-rules.md § Comparing and awarding). A line answering an item of the quote's
 * RFQ is levelled to the RFQ's currency per requested unit, at the company's rate on the quote's
 * date, and remembered under the item's description; any other line (an extra, or a quote filed
 * under no RFQ) is levelled on its own terms: its currency and unit, discounts taken, under its
 * own description. A line whose currency the company has no rate for is not levelled, so not
 * remembered (docs/product-rules.md § Price memory).
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
  const offer = {
    quote: engineQuote(quote, lines, currency),
    date: priceDateOf(quote),
    supplierId: quote.supplierId,
  };
  const levelled: LevelledLine[] = [];
  // Lines the rates leave unlevelled answer the RFQ all the same: never remembered on own terms.
  const answering = new Set<number>();
  if (rfq) {
    const items = new Map(rfq.items.map((item) => [String(item.id), item]));
    const matches = Object.fromEntries(
      priced.filter((l) => l.rfqItemId !== null).map((l) => [l.position, String(l.rfqItemId)]),
    );
    const [compared] = await levelOffers(ctx, scope, levellingRequest(rfq), [
      { ...offer, matches },
    ]);
    for (const result of compared?.lines ?? []) {
      const item = result.reqId ? items.get(result.reqId) : undefined;
      const line = priced.find((l) => l.position === result.lineNo);
      if (!item || !line) continue;
      answering.add(line.position);
      if (!result.levelledUnitPrice) continue;
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
  const rest = priced.filter((l) => !answering.has(l.position));
  levelled.push(...(await levelOnOwnTerms(ctx, scope, offer, rest, currency)));
  return {
    rfq,
    levelled: levelled
      .filter((line) => line.itemKey !== '')
      .sort((a, b) => a.position - b.position),
  };
}

/** Each line is its own requested item, in its own unit and the quote's currency. */
async function levelOnOwnTerms(
  ctx: Ctx,
  scope: Scope,
  offer: Parameters<typeof levelOffers>[3][number],
  own: PricedLine[],
  currency: Currency,
): Promise<LevelledLine[]> {
  if (!own.length) return [];
  const matches = Object.fromEntries(own.map((l) => [l.position, `line-${l.position}`]));
  const [compared] = await levelOffers(ctx, scope, ownTermsRequest(own, currency), [
    { ...offer, matches },
  ]);
  return own.flatMap((line) => {
    const result = compared?.lines.find((l) => l.lineNo === line.position);
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
