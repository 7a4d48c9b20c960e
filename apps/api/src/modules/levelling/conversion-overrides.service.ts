import type { AppContext } from '../../app-context.ts';
import type { Scope } from '../../lib/permissions.ts';
import {
  deleteConversionOverride,
  saveConversionOverride,
  type ConversionOverride,
} from './conversion-overrides.repository.ts';

type Ctx = Pick<AppContext, 'db'>;

/** Where the buyer's factor is kept: the supplier, the requested item's item key, the quoted unit. */
export type ConversionOverrideKey = Omit<ConversionOverride, 'factor'>;

/**
 * Keeps the buyer's factor for the supplier's item in a unit, which `levelOffers` then levels at
 * (docs/product-rules.md § Comparing and awarding, The buyer's factor).
 */
export async function keepConversionOverride(
  ctx: Ctx,
  scope: Scope,
  key: ConversionOverrideKey,
  factor: string,
): Promise<void> {
  await saveConversionOverride(ctx.db, {
    ...key,
    factor,
    stakeholderId: scope.stakeholderId,
    setByUserId: scope.userId,
  });
}

/** Forgets the buyer's factor: the comparison's own conversion holds again. */
export async function forgetConversionOverride(
  ctx: Ctx,
  scope: Scope,
  key: ConversionOverrideKey,
): Promise<void> {
  await deleteConversionOverride(ctx.db, scope.stakeholderId, key);
}
