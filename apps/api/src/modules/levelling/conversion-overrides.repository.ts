import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversionOverrides } from '../../db/schema/index.ts';

/** One buyer's factor: for the supplier's item quoted in `unit`, `factor` comparable units per unit. */
export type ConversionOverride = {
  supplierId: number;
  itemKey: string;
  unit: string;
  factor: string;
};

/** The company's factors for these suppliers. */
export async function listConversionOverrides(
  db: Db,
  stakeholderId: number,
  supplierIds: number[],
): Promise<ConversionOverride[]> {
  if (!supplierIds.length) return [];
  return db
    .select({
      supplierId: conversionOverrides.supplierId,
      itemKey: conversionOverrides.itemKey,
      unit: conversionOverrides.unit,
      factor: conversionOverrides.factor,
    })
    .from(conversionOverrides)
    .where(
      and(
        eq(conversionOverrides.stakeholderId, stakeholderId),
        inArray(conversionOverrides.supplierId, supplierIds),
      ),
    );
}

/** Sets the factor of the supplier's item in a unit (the latest replaces the earlier one). */
export async function saveConversionOverride(
  db: Db,
  row: ConversionOverride & { stakeholderId: number; setByUserId: number | null },
) {
  await db
    .insert(conversionOverrides)
    .values(row)
    .onConflictDoUpdate({
      target: [
        conversionOverrides.stakeholderId,
        conversionOverrides.supplierId,
        conversionOverrides.itemKey,
        conversionOverrides.unit,
      ],
      set: { factor: row.factor, setByUserId: row.setByUserId, updatedAt: sql`now()` },
    });
}

/** Forgets the buyer's factor: the engine's conversion holds again. */
export async function deleteConversionOverride(
  db: Db,
  stakeholderId: number,
  key: Omit<ConversionOverride, 'factor'>,
) {
  await db
    .delete(conversionOverrides)
    .where(
      and(
        eq(conversionOverrides.stakeholderId, stakeholderId),
        eq(conversionOverrides.supplierId, key.supplierId),
        eq(conversionOverrides.itemKey, key.itemKey),
        eq(conversionOverrides.unit, key.unit),
      ),
    );
}
