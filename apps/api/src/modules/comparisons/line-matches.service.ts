import type { MatchSource } from '@app/shared/schemas/comparisons';
import type { Rfq } from '@app/shared/schemas/rfqs';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { kept } from '../../lib/maps.ts';
import type { Scope } from '../../lib/permissions.ts';
import { itemKeyOf } from '../levelling/engine-mapping.service.ts';
import { getRfq } from '../rfqs/rfqs.service.ts';
import {
  findComparedLine,
  forgetMatch,
  listRememberedMatches,
  releaseItem,
  rememberMatch,
  setLineMatch,
} from './line-matches.repository.ts';

type Ctx = Pick<AppContext, 'db'>;

/** What the memory reads of a quote line (a `quote_lines` row has it all). */
type MatchedLine = {
  position: number;
  description: string;
  rfqItemId: number | null;
  matchedByBuyer: boolean;
};

/*
 * The buyer's reassignment of a quote line on the comparison, and the supplier's remembered
 * matches it leaves behind (docs/product-rules.md § Reassigning a match).
 */

async function comparedLine(ctx: Ctx, scope: Scope, rfqId: number, lineId: number) {
  const rfq = await getRfq(ctx, scope, rfqId);
  const line = await findComparedLine(ctx.db, scope.stakeholderId, rfq.id, lineId);
  if (!line) throw notFound();
  return { rfq, line };
}

/**
 * Ties the line to a requested item of the RFQ (null: not part of the request), and remembers
 * it for the line's supplier under the line's and the item's item keys.
 */
export async function reassignLine(
  ctx: Ctx,
  scope: Scope,
  rfqId: number,
  lineId: number,
  itemId: number | null,
): Promise<void> {
  const { rfq, line } = await comparedLine(ctx, scope, rfqId, lineId);
  const item = itemId === null ? null : rfq.items.find((i) => i.id === itemId);
  if (item === undefined)
    throw badRequest('match_unknown_item', 'purchasing.matchUnknownItem', 'item_id');
  await ctx.db.transaction(async (tx) => {
    if (item) await releaseItem(tx, line.quoteId, line.id, item.id);
    await setLineMatch(tx, line.id, item?.id ?? null, true);
    if (line.supplierId !== null)
      await rememberMatch(tx, {
        stakeholderId: scope.stakeholderId,
        supplierId: line.supplierId,
        lineKey: itemKeyOf(line.description),
        itemKey: item ? itemKeyOf(item.description) : null,
        setByUserId: scope.userId,
      });
  });
}

/** Gives the line back to the matcher and forgets the supplier's match for its wording. */
export async function clearLineMatch(
  ctx: Ctx,
  scope: Scope,
  rfqId: number,
  lineId: number,
): Promise<void> {
  const { line } = await comparedLine(ctx, scope, rfqId, lineId);
  await ctx.db.transaction(async (tx) => {
    await setLineMatch(tx, line.id, null, false);
    if (line.supplierId !== null)
      await forgetMatch(tx, scope.stakeholderId, line.supplierId, itemKeyOf(line.description));
  });
}

/** Per confirmed quote: the matches the engine must keep (position → item id, null = extra). */
export type QuoteMatches = {
  confirmed: Record<number, string | null>;
  sources: Map<number, MatchSource>;
};

/**
 * The fixed matches of each confirmed quote: the buyer's, then the reviewer's ties, then the
 * supplier's remembered matches whose item key names an item of this RFQ not already taken (the
 * first such item by position). Every other line is left to the matcher.
 */
export async function fixedMatches(
  ctx: Ctx,
  scope: Scope,
  rfq: Rfq,
  quotes: { supplierId: number | null; lines: MatchedLine[] }[],
): Promise<QuoteMatches[]> {
  const supplierIds = [
    ...new Set(quotes.map((q) => q.supplierId).filter((id): id is number => id !== null)),
  ];
  const memories = await listRememberedMatches(ctx.db, scope.stakeholderId, supplierIds);
  const remembered = new Map(
    memories.map((row) => [`${row.supplierId}|${row.lineKey}`, row.itemKey]),
  );
  // Keys are worked out only for suppliers with a memory, each item's and wording's once.
  const remembering = new Set(memories.map((row) => row.supplierId));
  let itemKeys: { id: number; key: string }[] | null = null;
  const lineKeys = new Map<string, string>();
  return quotes.map(({ supplierId, lines }) => {
    const confirmed: Record<number, string | null> = {};
    const sources = new Map<number, MatchSource>();
    const taken = new Set<number>();
    for (const line of lines) {
      if (line.matchedByBuyer) sources.set(line.position, 'buyer');
      else if (line.rfqItemId !== null) sources.set(line.position, 'review');
      else continue;
      confirmed[line.position] = line.rfqItemId === null ? null : String(line.rfqItemId);
      if (line.rfqItemId !== null) taken.add(line.rfqItemId);
    }
    if (supplierId === null || !remembering.has(supplierId)) return { confirmed, sources };
    itemKeys ??= rfq.items.map((item) => ({ id: item.id, key: itemKeyOf(item.description) }));
    for (const line of lines) {
      if (sources.has(line.position)) continue;
      const lineKey = kept(lineKeys, line.description, () => itemKeyOf(line.description));
      const key = `${supplierId}|${lineKey}`;
      if (!remembered.has(key)) continue;
      const itemKey = remembered.get(key)!;
      if (itemKey === null) {
        confirmed[line.position] = null;
        sources.set(line.position, 'remembered');
        continue;
      }
      const item = itemKeys.find((i) => i.key === itemKey && !taken.has(i.id));
      if (!item) continue;
      taken.add(item.id);
      confirmed[line.position] = String(item.id);
      sources.set(line.position, 'remembered');
    }
    return { confirmed, sources };
  });
}
