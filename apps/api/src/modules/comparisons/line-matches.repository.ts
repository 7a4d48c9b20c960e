import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quoteLines, quotes, supplierLineMatches } from '../../db/schema/index.ts';

export type RememberedMatchRow = typeof supplierLineMatches.$inferSelect;

/** A line of a confirmed quote of the company filed under the RFQ, with its quote's supplier. */
export async function findComparedLine(
  db: Db,
  stakeholderId: number,
  rfqId: number,
  lineId: number,
) {
  const [row] = await db
    .select({
      id: quoteLines.id,
      quoteId: quoteLines.quoteId,
      description: quoteLines.description,
      unit: quoteLines.unit,
      supplierId: quotes.supplierId,
    })
    .from(quoteLines)
    .innerJoin(quotes, eq(quotes.id, quoteLines.quoteId))
    .where(
      and(
        eq(quoteLines.id, lineId),
        eq(quotes.stakeholderId, stakeholderId),
        eq(quotes.rfqId, rfqId),
        eq(quotes.status, 'confirmed'),
      ),
    );
  return row;
}

/** Sets (or, with `byBuyer` false, clears) the buyer's match of one line. */
export async function setLineMatch(
  db: Db,
  lineId: number,
  rfqItemId: number | null,
  byBuyer: boolean,
) {
  await db
    .update(quoteLines)
    .set({ rfqItemId, matchedByBuyer: byBuyer })
    .where(eq(quoteLines.id, lineId));
}

/** The quote's other lines tied to the item give it up: an item answers one line of a quote. */
export async function releaseItem(db: Db, quoteId: number, lineId: number, rfqItemId: number) {
  await db
    .update(quoteLines)
    .set({ rfqItemId: null, matchedByBuyer: false })
    .where(
      and(
        eq(quoteLines.quoteId, quoteId),
        ne(quoteLines.id, lineId),
        eq(quoteLines.rfqItemId, rfqItemId),
      ),
    );
}

export async function rememberMatch(
  db: Db,
  values: {
    stakeholderId: number;
    supplierId: number;
    lineKey: string;
    itemKey: string | null;
    setByUserId: number;
  },
) {
  await db
    .insert(supplierLineMatches)
    .values(values)
    .onConflictDoUpdate({
      target: [
        supplierLineMatches.stakeholderId,
        supplierLineMatches.supplierId,
        supplierLineMatches.lineKey,
      ],
      set: { itemKey: values.itemKey, setByUserId: values.setByUserId, updatedAt: new Date() },
    });
}

export async function forgetMatch(
  db: Db,
  stakeholderId: number,
  supplierId: number,
  lineKey: string,
) {
  await db
    .delete(supplierLineMatches)
    .where(
      and(
        eq(supplierLineMatches.stakeholderId, stakeholderId),
        eq(supplierLineMatches.supplierId, supplierId),
        eq(supplierLineMatches.lineKey, lineKey),
      ),
    );
}

/** The company's remembered matches of these suppliers. */
export async function listRememberedMatches(
  db: Db,
  stakeholderId: number,
  supplierIds: number[],
): Promise<RememberedMatchRow[]> {
  if (!supplierIds.length) return [];
  return db
    .select()
    .from(supplierLineMatches)
    .where(
      and(
        eq(supplierLineMatches.stakeholderId, stakeholderId),
        inArray(supplierLineMatches.supplierId, supplierIds),
      ),
    );
}
