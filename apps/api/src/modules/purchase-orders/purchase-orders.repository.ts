import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { LIST_PAGE_SIZE } from '@app/shared/constants/limits';
import type { PoStatus } from '@app/shared/constants/purchasing';
import type { Db } from '../../db/client.ts';
import {
  projects,
  purchaseOrderCounters,
  purchaseOrderLines,
  purchaseOrders,
  rfqAwardLines,
  rfqAwardOffers,
  rfqAwards,
  rfqs,
  stakeholders,
  users,
} from '../../db/schema/index.ts';

export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
export type PurchaseOrderValues = Omit<
  typeof purchaseOrders.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'status'
>;
export type PurchaseOrderLineValues = Omit<
  typeof purchaseOrderLines.$inferInsert,
  'id' | 'purchaseOrderId'
>;
export type PurchaseOrderLineRow = typeof purchaseOrderLines.$inferSelect;
export type AwardRow = typeof rfqAwards.$inferSelect;
export type AwardValues = Omit<typeof rfqAwards.$inferInsert, 'awardedAt'>;

/** Page size of the purchase order lists, as every list's. */
export const PO_PAGE_SIZE = LIST_PAGE_SIZE;

/**
 * Takes the next PO number of a company's year. The upsert locks the counter row until the
 * transaction ends, so concurrent awards queue up and a rolled-back one leaves no gap.
 */
export async function nextPoNumber(db: Db, stakeholderId: number, year: number): Promise<number> {
  const [row] = await db
    .insert(purchaseOrderCounters)
    .values({ stakeholderId, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [purchaseOrderCounters.stakeholderId, purchaseOrderCounters.year],
      set: { lastNumber: sql`${purchaseOrderCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: purchaseOrderCounters.lastNumber });
  if (!row) throw new Error('purchase order counter returned nothing');
  return row.lastNumber;
}

export async function insertPurchaseOrder(
  db: Db,
  values: PurchaseOrderValues,
  lines: PurchaseOrderLineValues[],
): Promise<number> {
  const [row] = await db.insert(purchaseOrders).values(values).returning({ id: purchaseOrders.id });
  if (!row) throw new Error('purchase order insert returned nothing');
  if (lines.length)
    await db
      .insert(purchaseOrderLines)
      .values(lines.map((l) => ({ ...l, purchaseOrderId: row.id })));
  return row.id;
}

export async function listOrderLines(
  db: Db,
  purchaseOrderId: number,
): Promise<PurchaseOrderLineRow[]> {
  return db
    .select()
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.purchaseOrderId, purchaseOrderId))
    .orderBy(asc(purchaseOrderLines.position));
}

/** The orders of an RFQ that still stand (not cancelled), oldest first. */
export async function listActiveOrdersOfRfq(db: Db, rfqId: number): Promise<PurchaseOrderRow[]> {
  return db
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.rfqId, rfqId), ne(purchaseOrders.status, 'cancelled')))
    .orderBy(asc(purchaseOrders.id));
}

/** Notes that an order's mail is in the outbox, in the transaction that wrote it. */
export async function markOrderMailed(db: Db, id: number): Promise<void> {
  await db
    .update(purchaseOrders)
    .set({ mailedAt: sql`now()` })
    .where(eq(purchaseOrders.id, id));
}

export async function setOrderStatus(
  db: Db,
  id: number,
  status: PoStatus,
  from: readonly PoStatus[],
): Promise<boolean> {
  const rows = await db
    .update(purchaseOrders)
    .set({
      status,
      updatedAt: sql`now()`,
      ...(status === 'acknowledged' ? { acknowledgedAt: sql`now()` } : {}),
      ...(status === 'cancelled' ? { cancelledAt: sql`now()` } : {}),
    })
    .where(
      and(
        eq(purchaseOrders.id, id),
        sql`${purchaseOrders.status} in (${sql.join(
          from.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      ),
    )
    .returning({ id: purchaseOrders.id });
  return rows.length > 0;
}

const summaryColumns = {
  order: purchaseOrders,
  rfqNumber: rfqs.number,
  rfqTitle: rfqs.title,
  projectName: projects.name,
  buyerCompany: stakeholders.name,
  buyerCountry: stakeholders.country,
  // The buyer who issued the order answers for its delivery (docs/product-rules.md § Delivery
  // address).
  contactName: sql<
    string | null
  >`nullif(btrim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
  contactEmail: users.email,
  contactPhone: users.phoneNumber,
};
export type PurchaseOrderSummaryRow = {
  order: PurchaseOrderRow;
  rfqNumber: string;
  rfqTitle: string;
  projectName: string;
  buyerCompany: string;
  buyerCountry: string;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
};

function selectSummaries(db: Db, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(purchaseOrders)
    .innerJoin(rfqs, eq(rfqs.id, purchaseOrders.rfqId))
    .innerJoin(projects, eq(projects.id, purchaseOrders.projectId))
    .innerJoin(stakeholders, eq(stakeholders.id, purchaseOrders.stakeholderId))
    .leftJoin(users, eq(users.id, purchaseOrders.createdById))
    .where(where);
}

/**
 * Whose orders: the buyer company's own, those sent to a provider company, or (`issuer`, only
 * inside a transaction that just wrote the order) whichever the id names.
 */
export type OrderOwner = { buyer: number } | { provider: number } | { issuer: true };

function ownerFilter(owner: OrderOwner): SQL | undefined {
  if ('buyer' in owner) return eq(purchaseOrders.stakeholderId, owner.buyer);
  if ('provider' in owner) return eq(purchaseOrders.providerStakeholderId, owner.provider);
  return undefined;
}

/** One page of orders, newest first. */
export async function listOrders(
  db: Db,
  owner: OrderOwner,
  filter: { page: number; rfqId?: number | undefined; status?: PoStatus | undefined },
): Promise<{ rows: PurchaseOrderSummaryRow[]; total: number }> {
  const where = and(
    ownerFilter(owner),
    filter.rfqId ? eq(purchaseOrders.rfqId, filter.rfqId) : undefined,
    filter.status ? eq(purchaseOrders.status, filter.status) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    selectSummaries(db, where)
      .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
      .limit(PO_PAGE_SIZE)
      .offset((filter.page - 1) * PO_PAGE_SIZE),
    db.select({ total: count() }).from(purchaseOrders).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findOrder(
  db: Db,
  owner: OrderOwner,
  id: number,
): Promise<PurchaseOrderSummaryRow | undefined> {
  const [row] = await selectSummaries(db, and(ownerFilter(owner), eq(purchaseOrders.id, id)));
  return row;
}

/** Locks one order of its owner for the rest of the transaction. */
export async function lockOrder(
  db: Db,
  owner: OrderOwner,
  id: number,
): Promise<PurchaseOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(purchaseOrders)
    .where(and(ownerFilter(owner), eq(purchaseOrders.id, id)))
    .for('update');
  return row;
}

export async function findAward(
  db: Db,
  rfqId: number,
): Promise<{ award: AwardRow; lines: (typeof rfqAwardLines.$inferSelect)[] } | undefined> {
  const [award] = await db.select().from(rfqAwards).where(eq(rfqAwards.rfqId, rfqId));
  if (!award) return undefined;
  const lines = await db.select().from(rfqAwardLines).where(eq(rfqAwardLines.rfqId, rfqId));
  return { award, lines };
}

/** Replaces an RFQ's award, its lines and its offers' substitution counts. */
export async function saveAward(
  db: Db,
  values: AwardValues,
  lines: { itemId: number; offerKey: string; amount: string }[],
  offers: { offerKey: string; itemsMatched: number; substitutions: number }[],
): Promise<void> {
  await db.delete(rfqAwards).where(eq(rfqAwards.rfqId, values.rfqId));
  await db.insert(rfqAwards).values(values);
  if (lines.length)
    await db.insert(rfqAwardLines).values(lines.map((l) => ({ ...l, rfqId: values.rfqId })));
  if (offers.length)
    await db.insert(rfqAwardOffers).values(offers.map((o) => ({ ...o, rfqId: values.rfqId })));
}
