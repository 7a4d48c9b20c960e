import type { FxRate, SaveFxRateData } from '@app/shared/schemas/fx-rates';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Scope } from '../../lib/permissions.ts';
import {
  deleteFxRate,
  insertFxRates,
  listFxRates,
  updateFxRate,
  type FxRateRow,
  type FxRateValues,
} from './fx-rates.repository.ts';

type Ctx = Pick<AppContext, 'db'>;

function toFxRate(row: FxRateRow): FxRate {
  return {
    id: row.id,
    base_currency: row.baseCurrency,
    quote_currency: row.quoteCurrency,
    rate: row.rate,
    valid_from: row.validFrom,
  };
}

const toValues = (input: SaveFxRateData): FxRateValues => ({
  baseCurrency: input.base_currency,
  quoteCurrency: input.quote_currency,
  rate: input.rate,
  validFrom: input.valid_from,
});

const taken = () => badRequest('fx_rate_taken', 'purchasing.fxRate.taken', 'valid_from');

/** The caller's company's exchange rates, by pair and newest date first. */
export async function getFxRates(ctx: Ctx, scope: Scope): Promise<FxRate[]> {
  return (await listFxRates(ctx.db, scope.stakeholderId)).map(toFxRate);
}

/** Adds a rate; one rate per pair and date (400 `fx_rate_taken` on `valid_from`). */
export async function createFxRate(ctx: Ctx, scope: Scope, input: SaveFxRateData): Promise<FxRate> {
  try {
    const [row] = await insertFxRates(ctx.db, scope.stakeholderId, [toValues(input)]);
    return toFxRate(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** Changes one of the company's rates; another company's id answers 404. */
export async function replaceFxRate(
  ctx: Ctx,
  scope: Scope,
  id: number,
  input: SaveFxRateData,
): Promise<FxRate> {
  try {
    const row = await updateFxRate(ctx.db, scope.stakeholderId, id, toValues(input));
    if (!row) throw notFound();
    return toFxRate(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** Deletes one of the company's rates; another company's id answers 404. */
export async function removeFxRate(ctx: Ctx, scope: Scope, id: number): Promise<void> {
  if (!(await deleteFxRate(ctx.db, scope.stakeholderId, id))) throw notFound();
}
