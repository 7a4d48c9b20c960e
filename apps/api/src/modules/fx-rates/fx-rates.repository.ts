import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fxRates } from '../../db/schema/index.ts';

export type FxRateRow = typeof fxRates.$inferSelect;
export type FxRateValues = Pick<
  typeof fxRates.$inferInsert,
  'baseCurrency' | 'quoteCurrency' | 'rate' | 'validFrom'
>;

export async function insertFxRates(
  db: Db,
  stakeholderId: number,
  values: FxRateValues[],
): Promise<FxRateRow[]> {
  if (!values.length) return [];
  return db
    .insert(fxRates)
    .values(values.map((v) => ({ ...v, stakeholderId })))
    .returning();
}

/** The company's rates, by pair and newest date first. */
export async function listFxRates(db: Db, stakeholderId: number): Promise<FxRateRow[]> {
  return db
    .select()
    .from(fxRates)
    .where(eq(fxRates.stakeholderId, stakeholderId))
    .orderBy(asc(fxRates.baseCurrency), asc(fxRates.quoteCurrency), desc(fxRates.validFrom));
}

export async function updateFxRate(
  db: Db,
  stakeholderId: number,
  id: number,
  values: FxRateValues,
): Promise<FxRateRow | undefined> {
  const [row] = await db
    .update(fxRates)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(fxRates.id, id), eq(fxRates.stakeholderId, stakeholderId)))
    .returning();
  return row;
}

export async function deleteFxRate(db: Db, stakeholderId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(fxRates)
    .where(and(eq(fxRates.id, id), eq(fxRates.stakeholderId, stakeholderId)))
    .returning({ id: fxRates.id });
  return deleted.length > 0;
}
