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

/** How many of a supplier's latest confirmed lines its learned units are drawn from. */
const LEARNED_LINES = 5000;

/** A line's item as it is compared: no accents, case or repeated spaces. */
export function itemKey(description: string): string {
  return description
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export type LearnedUnits = {
  /** The unit as written (lower case) → the unit code confirmed. */
  byWritten: Map<string, UnitCode>;
  /** The item description (`itemKey`) → the unit code confirmed. */
  byItem: Map<string, UnitCode>;
};

/**
 * What a supplier's confirmed quotes taught about its units: each unit as written and each item
 * description, with the unit code the confirmed line carries, the latest confirmation winning
 * (docs/product-rules.md § Quote intake and review).
 */
export async function findLearnedUnits(
  db: Db,
  stakeholderId: number,
  supplierId: number,
): Promise<LearnedUnits> {
  const rows = await db
    .select({
      written: quoteLines.unitAsWritten,
      description: quoteLines.description,
      unit: quoteLines.unit,
    })
    .from(quoteLines)
    .innerJoin(quotes, eq(quotes.id, quoteLines.quoteId))
    .where(
      and(
        eq(quotes.stakeholderId, stakeholderId),
        eq(quotes.supplierId, supplierId),
        eq(quotes.status, 'confirmed'),
        isNotNull(quoteLines.unit),
      ),
    )
    .orderBy(desc(quotes.confirmedAt), desc(quoteLines.id))
    .limit(LEARNED_LINES);
  const learned: LearnedUnits = { byWritten: new Map(), byItem: new Map() };
  // Oldest first, so that the latest confirmation is the one kept.
  for (const row of rows.reverse()) {
    if (!row.unit) continue;
    if (row.written) learned.byWritten.set(row.written.trim().toLowerCase(), row.unit);
    const item = itemKey(row.description);
    if (item) learned.byItem.set(item, row.unit);
  }
  return learned;
}
