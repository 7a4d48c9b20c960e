import { readAttributes } from '@app/comparison/attributes';
import { requestedPack } from '@app/comparison/conversion';
import { Dec, type Dec as Decimal } from '@app/comparison/decimal';
import { tokenize } from '@app/comparison/text';
import type { Quote, QuoteLine, RequestItem, RfqRequest } from '@app/comparison/types';
import type { Currency, UnitCode } from '@app/shared/constants/purchasing';
import type { Rfq } from '@app/shared/schemas/rfqs';

/*
 * Every mapping from the database's rows to the comparison engine's types
 * (docs/architecture.md § The levelling seam): the comparison and the price memory read offers
 * through these functions only, so they level the same line the same way.
 */

/** The quote values the engine reads (a `quotes` row has them all). */
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

/** The quote line values the engine reads (a `quote_lines` row has them all). */
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

/** An answer sent through the link or the inbox, as the engine reads it. */
export type AnsweredOffer = {
  currency: Currency;
  freight: string | null;
  /** The document discount as an amount (none when the supplier gave none). */
  discountTotal: string | null;
  createdAt: Date;
  lines: { itemId: number; brand: string | null; note: string | null; unitPrice: string | null }[];
};

/**
 * The RFQ as the engine's request, and per requested item the comparable units one requested
 * unit holds: the engine levels to the comparable unit, the seam turns its prices back into the
 * buyer's own unit.
 */
export type LevellingRequest = {
  request: RfqRequest;
  /** Comparable units per requested unit, by `reqId` (1 when the item is levelled in its own unit). */
  perRequestedUnit: Map<string, Decimal>;
};

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

/** Containers whose content a description states ("bulto 50 kg", "cubeta 19 l", "rollo 2 x 50 m"). */
const PACK_UNITS = new Set<string>(['bag', 'pail', 'box', 'roll']);
/** The comparable units a container's content is read in, first found wins. */
const CONTENT_UNITS = ['kg', 'l', 'm2', 'm'] as const;

/**
 * The unit an item is levelled in: a container whose content the description states is levelled
 * by its content (530 bags of "bulto 50 kg" are 26,500 kg), as the corpus's requests state their
 * comparable unit, so a line quoted by the tonne or per litre levels against it; any other item
 * in its own unit (docs/product-rules.md § Comparing and awarding).
 */
function comparableOf(item: Rfq['items'][number]): {
  comparableUnit: string;
  perRequestedUnit: Decimal;
} {
  if (PACK_UNITS.has(item.unit)) {
    const text = readAttributes(item.description);
    for (const unit of CONTENT_UNITS) {
      // Asked as if levelled in `unit` already, the engine reads the content from the text only.
      const probe: RequestItem = {
        reqId: '',
        description: item.description,
        brand: null,
        quantity: '1',
        unit,
        comparableUnit: unit,
        comparableQuantity: '1',
      };
      const pack = requestedPack(probe, text);
      if (pack && pack.amount.gt(0)) return { comparableUnit: unit, perRequestedUnit: pack.amount };
    }
  }
  return { comparableUnit: item.unit, perRequestedUnit: new Dec(1) };
}

/** The RFQ as the comparison engine's request, in its currency, each item in its comparable unit. */
export function levellingRequest(rfq: Rfq): LevellingRequest {
  const perRequestedUnit = new Map<string, Decimal>();
  const items = rfq.items.map((item): RequestItem => {
    const reqId = String(item.id);
    const comparable = comparableOf(item);
    perRequestedUnit.set(reqId, comparable.perRequestedUnit);
    return {
      reqId,
      description: item.description,
      brand: item.brand || null,
      quantity: item.quantity,
      unit: item.unit,
      comparableUnit: comparable.comparableUnit,
      comparableQuantity: comparable.perRequestedUnit.times(item.quantity).toFixed(),
      section: item.section || null,
    };
  });
  return { request: { currency: rfq.currency, items }, perRequestedUnit };
}

/**
 * Lines of a quote filed under no RFQ item, each its own requested item in its own unit and the
 * quote's currency (the price memory's records on their own terms). Their `reqId` is
 * `line-<position>`.
 */
export function ownTermsRequest(lines: PricedLine[], currency: Currency): LevellingRequest {
  const items = lines.map((line): RequestItem => ({
    reqId: `line-${line.position}`,
    description: line.description,
    brand: line.brand,
    quantity: line.quantity ?? '1',
    unit: line.unit!,
    comparableUnit: line.unit!,
    comparableQuantity: line.quantity ?? '1',
  }));
  return {
    request: { currency, items },
    perRequestedUnit: new Map(items.map((item) => [item.reqId, new Dec(1)])),
  };
}

/** The date a quote's prices are levelled and remembered at: its issue date, else the day it was confirmed. */
export function priceDateOf(quote: Pick<PricedQuote, 'issueDate' | 'confirmedAt'>): string {
  return quote.issueDate ?? (quote.confirmedAt ?? new Date()).toISOString().slice(0, 10);
}

/** The date an answer is levelled at: the day it was sent (docs/product-rules.md § Exchange rates). */
export function answerDateOf(answer: Pick<AnsweredOffer, 'createdAt'>): string {
  return answer.createdAt.toISOString().slice(0, 10);
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

/** The text without the requested brand's name (a whole word, any case), spaces tidied. */
function withoutBrand(text: string, brand: string | null | undefined): string {
  const name = brand?.trim();
  if (!name) return text;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text
    .replace(new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}(?=$|[^\\p{L}\\p{N}])`, 'giu'), '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * An answer as the engine reads it: one line per priced item of the RFQ, in the item's quantity
 * and unit, described by the item with the supplier's brand and note. `matches` ties each line to
 * its item: an answer is typed against the request.
 */
export function answerQuote(
  quoteId: string,
  answer: AnsweredOffer,
  rfq: Pick<Rfq, 'items'>,
): { quote: Quote; matches: Record<number, string> } {
  const itemsById = new Map(rfq.items.map((item) => [item.id, item]));
  const priced = answer.lines.filter(
    (line) => line.unitPrice !== null && itemsById.has(line.itemId),
  );
  const lines = priced.map((line, index): QuoteLine => {
    const item = itemsById.get(line.itemId)!;
    // The line says what the supplier offers: the item as asked, with the brand and note they
    // typed, but not the requested brand's name, which a read quote would not print beside
    // another brand; so a brand typed or written in the note goes through the same substitution
    // check as a read quote's (docs/product-rules.md § Comparing and awarding, Substitution).
    const offered = (text: string | null) => withoutBrand(text ?? '', item.brand);
    return {
      lineNo: index + 1,
      description: [offered(item.description), line.brand, offered(line.note)]
        .filter(Boolean)
        .join(' '),
      brand: line.brand || null,
      quantity: item.quantity,
      unit: item.unit,
      unitPrice: line.unitPrice,
      lineTotal: null,
    };
  });
  return {
    // The document discount spreads over the priced items: the engine takes their amounts as the
    // subtotal (docs/product-rules.md § Document discount).
    quote: {
      quoteId,
      currency: answer.currency,
      lines,
      freight: answer.freight ?? null,
      discountTotal: answer.discountTotal,
    },
    matches: Object.fromEntries(priced.map((line, index) => [index + 1, String(line.itemId)])),
  };
}
