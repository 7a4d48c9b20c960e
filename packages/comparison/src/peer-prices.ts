import type { Edge } from './assignment.ts';
import { assumeConversion, isConversionUnstated } from './assumed-conversion.ts';
import { conversionFactor, type Conversion } from './conversion.ts';
import { Dec, type Dec as Decimal } from './decimal.ts';
import { levelledPrice, quoteDiscountFactor } from './levelling.ts';
import type { PreparedItem, PreparedLine } from './match.ts';
import type { Quote } from './types.ts';

/**
 * A quote after matching, with each matched line's conversion as the line states it; the
 * levelled prices of lines that state theirs are what a line that does not is weighed against
 * (docs/product-rules.md § Comparing and awarding, Assumed conversion).
 */
export interface MatchedQuote {
  quote: Quote;
  lines: PreparedLine[];
  chosen: Map<number, Edge>;
  rate: Decimal | null;
  documentFactor: Decimal;
  /** Per line: its conversion to the matched item, null for an extra. */
  conversions: (Conversion | null)[];
}

export function matchedQuote(
  quote: Quote,
  lines: PreparedLine[],
  items: PreparedItem[],
  chosen: Map<number, Edge>,
  rate: Decimal | null,
): MatchedQuote {
  const conversions = lines.map((line, row) => {
    const edge = chosen.get(row);
    if (!edge) return null;
    const prepared = items[edge.col]!;
    return conversionFactor({
      unit: line.line.unit,
      text: line.attributes,
      unitAsWritten: line.unitAsWritten,
      item: prepared.item,
      itemText: prepared.attributes,
    });
  });
  return { quote, lines, chosen, rate, documentFactor: quoteDiscountFactor(quote), conversions };
}

/** Item column → the levelled prices of lines stating their conversion, with their quote. */
export type PeerPrices = Map<number, { quote: number; price: Decimal }[]>;

export function peerPrices(matched: MatchedQuote[]): PeerPrices {
  const peers: PeerPrices = new Map();
  matched.forEach((m, quote) => {
    m.lines.forEach((line, row) => {
      const conversion = m.conversions[row];
      const edge = m.chosen.get(row);
      if (!conversion || !edge || isConversionUnstated(line, conversion)) return;
      if (conversion.factor.isZero()) return;
      const price = levelledPrice(line.line, conversion.factor, m.documentFactor, m.rate);
      if (price) peers.set(edge.col, [...(peers.get(edge.col) ?? []), { quote, price }]);
    });
  });
  return peers;
}

/** The median of the other quotes' levelled prices for the item, or null when none states one. */
export function peerPrice(peers: PeerPrices, col: number, quote: number): Decimal | null {
  const prices = (peers.get(col) ?? [])
    .filter((p) => p.quote !== quote)
    .map((p) => p.price)
    .sort((a, b) => a.comparedTo(b));
  if (prices.length === 0) return null;
  const middle = Math.floor(prices.length / 2);
  return prices.length % 2 === 1
    ? prices[middle]!
    : prices[middle - 1]!.plus(prices[middle]!).div(new Dec(2));
}

/** The line's conversion, assumed from its numbers and its peers when the line does not state it. */
export function settleConversion(
  matched: MatchedQuote,
  row: number,
  item: PreparedItem,
  peer: Decimal | null,
): Conversion {
  const conversion = matched.conversions[row]!;
  const line = matched.lines[row]!;
  if (!isConversionUnstated(line, conversion)) return conversion;
  return assumeConversion({
    line,
    conversion,
    item: item.item,
    peerPrice: peer,
    priceAt: (factor) => levelledPrice(line.line, factor, matched.documentFactor, matched.rate),
  });
}
