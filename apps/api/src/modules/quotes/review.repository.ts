import { and, asc, desc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { UnitCode } from '@app/shared/constants/purchasing';
import type { Db } from '../../db/client.ts';
import { quoteCorrections, quoteLines, quotes, users } from '../../db/schema/index.ts';

/** A quote's corrections, oldest first, with the name of who made each. */
export function listCorrections(db: Db, quoteId: number) {
  return db
    .select({
      id: quoteCorrections.id,
      lineId: quoteCorrections.lineId,
      field: quoteCorrections.field,
      oldValue: quoteCorrections.oldValue,
      newValue: quoteCorrections.newValue,
      userName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      createdAt: quoteCorrections.createdAt,
    })
    .from(quoteCorrections)
    .leftJoin(users, eq(users.id, quoteCorrections.userId))
    .where(eq(quoteCorrections.quoteId, quoteId))
    .orderBy(asc(quoteCorrections.id));
}

/**
 * The supplier an earlier confirmed quote of the company with the same supplier tax id (as
 * written, without separators) or, failing that, the same name was confirmed as.
 */
export async function findLearnedSupplier(
  db: Db,
  stakeholderId: number,
  quote: { id: number; taxId: string | null; name: string | null },
): Promise<number | undefined> {
  const taxKey = quote.taxId?.replace(/[^0-9a-z]/gi, '').toUpperCase() || null;
  const nameKey = quote.name?.trim().toLowerCase() || null;
  if (!taxKey && !nameKey) return undefined;
  const [row] = await db
    .select({ supplierId: quotes.supplierId })
    .from(quotes)
    .where(
      and(
        eq(quotes.stakeholderId, stakeholderId),
        eq(quotes.status, 'confirmed'),
        isNotNull(quotes.supplierId),
        ne(quotes.id, quote.id),
        or(
          taxKey
            ? sql`upper(regexp_replace(${quotes.supplierTaxId}, '[^0-9A-Za-z]', '', 'g')) = ${taxKey}`
            : undefined,
          nameKey ? sql`lower(trim(${quotes.supplierName})) = ${nameKey}` : undefined,
        ),
      ),
    )
    // A tax id match first, then the latest confirmation.
    .orderBy(
      ...(taxKey
        ? [
            desc(
              sql`upper(regexp_replace(${quotes.supplierTaxId}, '[^0-9A-Za-z]', '', 'g')) = ${taxKey}`,
            ),
          ]
        : []),
      desc(quotes.confirmedAt),
    )
    .limit(1);
  return row?.supplierId ?? undefined;
}

/**
 * What a supplier's confirmed quotes taught about its unit words: each unit as written (lower
 * case) and the unit code the confirmed line carries, the latest confirmation winning.
 */
export async function findLearnedUnits(
  db: Db,
  stakeholderId: number,
  supplierId: number,
): Promise<Map<string, UnitCode>> {
  const rows = await db
    .select({ written: quoteLines.unitAsWritten, unit: quoteLines.unit })
    .from(quoteLines)
    .innerJoin(quotes, eq(quotes.id, quoteLines.quoteId))
    .where(
      and(
        eq(quotes.stakeholderId, stakeholderId),
        eq(quotes.supplierId, supplierId),
        eq(quotes.status, 'confirmed'),
        isNotNull(quoteLines.unitAsWritten),
        isNotNull(quoteLines.unit),
      ),
    )
    .orderBy(asc(quotes.confirmedAt), asc(quoteLines.id));
  const units = new Map<string, UnitCode>();
  for (const row of rows)
    if (row.written && row.unit) units.set(row.written.trim().toLowerCase(), row.unit);
  return units;
}
