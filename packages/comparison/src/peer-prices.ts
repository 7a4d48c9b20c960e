import type { Edge } from './assignment.ts';
import { assumeConversion, decimalShift, isConversionUnstated } from './assumed-conversion.ts';
import type { Conversion } from './conversion.ts';
import { compareDecimals, Dec, dividedBy, toDec, type Dec as Decimal } from './decimal.ts';
import { netUnitPrices, quoteDiscountFactor } from './levelling.ts';
import type { PreparedItem, PreparedLine } from './match.ts';
import type { Quote, QuoteLine } from './types.ts';

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
  /** Per line: its levelled price before the factor (levelling.ts `netUnitPrices`). */
  netPrices: (Decimal | null)[];
  /** Per line: the last factor it was levelled at and the price (peers, then the line, ask). */
  lastLevelled: ({ factor: Decimal; price: Decimal | null } | undefined)[];
}

/** Within 0.5 %, the partial-quantity tolerance. */
function isNear(a: Decimal, b: Decimal): boolean {
  return a.minus(b).abs().lte(b.abs().times('0.005'));
}

/** Whether the lines' amounts add up to the quote's subtotal: then each amount is as printed. */
function lineTotalsAddUp(quote: Quote): boolean {
  if (quote.subtotal == null) return false;
  let sum = new Dec(0);
  for (const line of quote.lines) {
    if (line.lineTotal == null) return false;
    sum = sum.plus(toDec(line.lineTotal));
  }
  return !sum.isZero() && isNear(sum, toDec(quote.subtotal));
}

/**
 * A unit price that disagrees with its line's amount on a line quoting the requested quantity:
 * the price is the amount over the quantity when the amounts add up to the subtotal (a price
 * misread, "40" from "15 X 20 X 40") or when the two differ by a power of ten (a decimal point
 * lost, "111" for 1.11) (docs/product-rules.md § Comparing and awarding, Levelling).
 */
function priceFromAmount(
  line: QuoteLine,
  factor: Decimal,
  requested: Decimal,
  totalsHold: boolean,
): QuoteLine {
  if (line.unitPrice == null || line.quantity == null || line.lineTotal == null) return line;
  const quantity = toDec(line.quantity);
  const amount = toDec(line.lineTotal);
  if (quantity.lte(0) || amount.lte(0) || !isNear(quantity.times(factor), requested)) return line;
  const discount = line.discountPct == null ? new Dec(0) : toDec(line.discountPct).div(100);
  const expected = quantity.times(toDec(line.unitPrice)).times(new Dec(1).minus(discount));
  if (expected.minus(amount).abs().lte(amount.times('0.01'))) return line;
  if (totalsHold) return { ...line, unitPrice: null };
  const ratio = expected.div(amount).toNumber();
  const power = Math.round(Math.log10(ratio));
  const isDecimalPoint =
    power !== 0 && Math.abs(power) <= 3 && Math.abs(ratio / 10 ** power - 1) <= 0.01;
  return isDecimalPoint ? { ...line, unitPrice: null } : line;
}

/** The line's levelled price at a factor; null without price or rate. */
export function levelledPriceAt(matched: MatchedQuote, row: number, factor: Decimal) {
  const last = matched.lastLevelled[row];
  // A Decimal never changes: the same factor object levels to the same price.
  if (last?.factor === factor) return last.price;
  const net = matched.netPrices[row];
  const price = net ? dividedBy(net, factor) : null;
  matched.lastLevelled[row] = { factor, price };
  return price;
}

/** `conversionOf(line, col)`: the line's conversion to the item in column `col`. */
export function matchedQuote(
  quote: Quote,
  lines: PreparedLine[],
  chosen: Map<number, Edge>,
  rate: Decimal | null,
  conversionOf: (line: PreparedLine, col: number) => Conversion,
  requestedOf: (col: number) => Decimal = () => new Dec(0),
): MatchedQuote {
  const conversions = lines.map((line, row) => {
    const edge = chosen.get(row);
    return edge ? conversionOf(line, edge.col) : null;
  });
  const documentFactor = quoteDiscountFactor(quote);
  const totalsHold = lineTotalsAddUp(quote);
  const netPrices = netUnitPrices(
    lines.map((line, row) => {
      const edge = chosen.get(row);
      const conversion = conversions[row];
      if (!edge || !conversion) return line.line;
      return priceFromAmount(line.line, conversion.factor, requestedOf(edge.col), totalsHold);
    }),
    documentFactor,
    rate,
  );
  return {
    quote,
    lines,
    chosen,
    rate,
    documentFactor,
    conversions,
    netPrices,
    lastLevelled: [],
  };
}

/**
 * Item column → the levelled prices of lines stating their conversion, with their quote,
 * cheapest first.
 */
export type PeerPrices = Map<number, { quote: number; price: Decimal }[]>;

export function peerPrices(matched: MatchedQuote[]): PeerPrices {
  const peers: PeerPrices = new Map();
  matched.forEach((m, quote) => {
    m.lines.forEach((line, row) => {
      const conversion = m.conversions[row];
      const edge = m.chosen.get(row);
      if (!conversion || !edge || isConversionUnstated(line, conversion)) return;
      if (conversion.factor.isZero()) return;
      const price = levelledPriceAt(m, row, conversion.factor);
      if (!price) return;
      const list = peers.get(edge.col);
      if (list) list.push({ quote, price });
      else peers.set(edge.col, [{ quote, price }]);
    });
  });
  // Sorted once here rather than per line asking; a stable sort keeps equal prices in order.
  for (const list of peers.values()) list.sort((a, b) => compareDecimals(a.price, b.price));
  return peers;
}

/** The median of the other quotes' levelled prices for the item, or null when none states one. */
export function peerPrice(peers: PeerPrices, col: number, quote: number): Decimal | null {
  const prices = (peers.get(col) ?? []).filter((p) => p.quote !== quote).map((p) => p.price);
  if (prices.length === 0) return null;
  const middle = Math.floor(prices.length / 2);
  return prices.length % 2 === 1
    ? prices[middle]!
    : prices[middle - 1]!.plus(prices[middle]!).div(new Dec(2));
}

/**
 * The line's conversion, assumed from its numbers and its peers when the line does not state it;
 * `peerPriceOf(col)` is asked only then.
 */
/** A Decimal's value as a float, once per Decimal (factors and quantities are shared). */
const FLOATS = new WeakMap<Decimal, number>();
function asFloat(value: Decimal): number {
  let float = FLOATS.get(value);
  if (float === undefined) FLOATS.set(value, (float = value.toNumber()));
  return float;
}

/** Whether the line's quantity in comparable units is 8× or more off the requested quantity. */
function isFarFromRequested(line: PreparedLine, conversion: Conversion, item: PreparedItem) {
  const quantity = Number(line.line.quantity);
  const requested = Number(item.item.comparableQuantity);
  if (!(quantity > 0) || !(requested > 0)) return false;
  const ratio = (quantity * asFloat(conversion.factor)) / requested;
  return ratio >= 8 || ratio <= 1 / 8;
}

export function settleConversion(
  matched: MatchedQuote,
  row: number,
  item: PreparedItem,
  peerPriceOf: (col: number) => Decimal | null,
): Conversion {
  const conversion = matched.conversions[row]!;
  const line = matched.lines[row]!;
  if (!isConversionUnstated(line, conversion)) {
    // A stated conversion stands unless a lost decimal point explains a price 5× off the others;
    // only a quantity 8× or more off the requested one can be that (a cheap gate in floats).
    if (conversion.kind === 'buyer' || !isFarFromRequested(line, conversion, item))
      return conversion;
    return (
      decimalShift({
        line,
        conversion,
        item: item.item,
        peerPrice: peerPriceOf(matched.chosen.get(row)!.col),
        priceAt: (factor) => levelledPriceAt(matched, row, factor),
      }) ?? conversion
    );
  }
  return assumeConversion({
    line,
    conversion,
    item: item.item,
    peerPrice: peerPriceOf(matched.chosen.get(row)!.col),
    priceAt: (factor) => levelledPriceAt(matched, row, factor),
  });
}
