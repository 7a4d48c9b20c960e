import type { ConversionFactorData } from '@app/shared/schemas/comparisons';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/permissions.ts';
import {
  forgetConversionOverride,
  keepConversionOverride,
} from '../levelling/conversion-overrides.service.ts';
import { itemKeyOf } from '../levelling/engine-mapping.service.ts';
import { getRfq } from '../rfqs/rfqs.service.ts';
import { findComparedLine } from './line-matches.repository.ts';

type Ctx = Pick<AppContext, 'db'>;

/**
 * The key the buyer's factor is kept under for a line of a confirmed quote of the RFQ: the
 * company, the quote's supplier (of the directory), the requested item's item key and the line's
 * unit (docs/product-rules.md § Comparing and awarding, The buyer's factor).
 */
async function overrideKey(ctx: Ctx, scope: Scope, rfqId: number, lineId: number, itemId: number) {
  const rfq = await getRfq(ctx, scope, rfqId);
  const line = await findComparedLine(ctx.db, scope.stakeholderId, rfq.id, lineId);
  if (!line) throw notFound();
  const item = rfq.items.find((i) => i.id === itemId);
  if (!item) throw badRequest('match_unknown_item', 'purchasing.matchUnknownItem', 'item_id');
  if (line.supplierId === null)
    throw badRequest('conversion_no_supplier', 'purchasing.conversionFactor.noSupplier', 'factor');
  return {
    supplierId: line.supplierId,
    itemKey: itemKeyOf(item.description),
    unit: line.unit ?? '',
  };
}

/** Keeps the buyer's factor for the line's supplier's item in the line's unit. */
export async function setLineConversion(
  ctx: Ctx,
  scope: Scope,
  rfqId: number,
  lineId: number,
  { item_id, factor }: ConversionFactorData,
): Promise<void> {
  const key = await overrideKey(ctx, scope, rfqId, lineId, item_id);
  await keepConversionOverride(ctx, scope, key, factor);
}

/** Forgets the buyer's factor: the comparison's own conversion holds again. */
export async function clearLineConversion(
  ctx: Ctx,
  scope: Scope,
  rfqId: number,
  lineId: number,
  itemId: number,
): Promise<void> {
  const key = await overrideKey(ctx, scope, rfqId, lineId, itemId);
  await forgetConversionOverride(ctx, scope, key);
}
