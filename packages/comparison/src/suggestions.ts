import type { ComparedLine, ComparedQuote } from './compare.ts';
import { Dec, roundMoney } from './decimal.ts';
import { SUGGESTION_CONFIDENCE } from './match.ts';
import type { RfqRequest } from './types.ts';

/** A compared line the matcher was not sure of: unmatched, with the item it would answer. */
export type SuggestedLine = ComparedLine & { suggestedReqId: string | null };

/** A compared quote whose unsure matches are held as suggestions. */
export type SuggestedQuote = Omit<ComparedQuote, 'lines'> & { lines: SuggestedLine[] };

/**
 * Leaves the matcher's matches below `SUGGESTION_CONFIDENCE` unmatched, as suggestions
 * (docs/product-rules.md § Comparing and awarding, Suggestions): the line answers no item, its
 * item becomes a gap, and the quote's coverage, item amounts (what the award and its savings
 * read) and levelled total leave it out. `isFixed` tells the lines a person or memory matched,
 * which are never suggestions.
 */
export function holdSuggestions(
  request: Pick<RfqRequest, 'currency' | 'items'>,
  quote: ComparedQuote,
  isFixed: (lineNo: number) => boolean,
): SuggestedQuote {
  const held = new Set<string>();
  const lines = quote.lines.map((line): SuggestedLine => {
    const unsure =
      line.reqId !== null &&
      !isFixed(line.lineNo) &&
      (line.confidence ?? 0) < SUGGESTION_CONFIDENCE;
    if (!unsure) return { ...line, suggestedReqId: null };
    held.add(line.reqId!);
    return { ...line, reqId: null, suggestedReqId: line.reqId, levelledUnitPrice: null };
  });
  if (!held.size) return { ...quote, lines };
  const itemAmounts = new Map([...quote.itemAmounts].filter(([reqId]) => !held.has(reqId)));
  let total = quote.freight;
  for (const { amount } of itemAmounts.values()) total = total.plus(amount);
  const answered = new Set(lines.flatMap((line) => (line.reqId === null ? [] : [line.reqId])));
  return {
    ...quote,
    lines,
    itemAmounts,
    gaps: request.items.map((item) => item.reqId).filter((id) => !answered.has(id)),
    coverage: request.items.length ? new Dec(answered.size).div(request.items.length) : new Dec(1),
    levelledTotal: quote.fxToGroupCurrency === null ? null : roundMoney(total, request.currency),
  };
}
