import { and, asc, count, desc, eq, gte, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_CARD_ROWS } from '@app/shared/constants/limits';
import type { Db } from '../../db/client.ts';
import {
  purchaseOrders,
  quotes,
  rfqAwardLines,
  rfqInvitations,
  rfqs,
  stakeholders,
  users,
} from '../../db/schema/index.ts';

/*
 * A provider company's dashboard (docs/product-rules.md § Dashboard). Every figure counts entries
 * of its inbox: the same invitations the inbox lists (§ Answering an RFQ), nothing else.
 */

/**
 * The inbox's rule: sent invitations addressed to the company, or to an e-mail of one of its users,
 * of RFQs that are not drafts. Kept in step with the inbox list of the rfqs module (its repository
 * is not ours to import; docs/architecture.md § What may import what).
 */
function inboxEntries(providerId: number): SQL | undefined {
  return and(
    isNotNull(rfqInvitations.sentAt),
    ne(rfqs.status, 'draft'),
    or(
      eq(rfqInvitations.providerStakeholderId, providerId),
      // `= any(array(…))`, as the inbox does: `in (subquery)` under an OR scanned every company's
      // invitations (docs/architecture.md § Queries at scale).
      sql`lower(${rfqInvitations.email}) = any(array(select lower(${users.email}) from ${users} where ${users.stakeholderId} = ${providerId}))`,
    ),
  );
}

/**
 * An entry one of whose offers (its answer, or a quote filed under its invitation) won an item of
 * the award. A quote's key is turned back into its id so the quote is found by its primary key.
 */
const wonEntry = sql`exists (select 1 from ${rfqAwardLines} where ${rfqAwardLines.rfqId} = ${rfqInvitations.rfqId}
  and (${rfqAwardLines.offerKey} = 'answer-' || ${rfqInvitations.id}
    or exists (select 1 from ${quotes} where ${quotes.invitationId} = ${rfqInvitations.id}
      and ${quotes.id} = case when ${rfqAwardLines.offerKey} like 'quote-%'
        then substr(${rfqAwardLines.offerKey}, 7)::int end)))`;

const isOpen = and(
  eq(rfqs.status, 'sent'),
  ne(rfqInvitations.status, 'withdrawn'),
  gte(rfqs.dueAt, sql`now()`),
);

const entryColumns = {
  invitationId: rfqInvitations.id,
  number: rfqs.number,
  title: rfqs.title,
  buyerCompany: stakeholders.name,
  dueAt: rfqs.dueAt,
  invitationStatus: rfqInvitations.status,
  answeredAt: rfqInvitations.answeredAt,
};

function selectEntries(db: Db, where: SQL | undefined, order: SQL[]) {
  return db
    .select(entryColumns)
    .from(rfqInvitations)
    .innerJoin(rfqs, eq(rfqs.id, rfqInvitations.rfqId))
    .innerJoin(stakeholders, eq(stakeholders.id, rfqs.stakeholderId))
    .where(where)
    .orderBy(...order)
    .limit(DASHBOARD_CARD_ROWS);
}

/**
 * The inbox's counts in one pass: received, open, answered, won. (PostgreSQL costed this query
 * high enough to compile it with JIT, about 1 s of a 1.3 s query for a provider with 40,000
 * entries; the API's connections run without JIT, docs/architecture.md § Queries at scale.)
 */
async function countEntries(db: Db, providerId: number) {
  const [row] = await db
    .select({
      received: count(),
      open: sql<number>`(count(*) filter (where ${isOpen}))::int`,
      answered: sql<number>`(count(*) filter (where ${rfqInvitations.answeredAt} is not null))::int`,
      won: sql<number>`(count(*) filter (where ${rfqInvitations.answeredAt} is not null and ${rfqs.status} = 'awarded' and ${wonEntry}))::int`,
    })
    .from(rfqInvitations)
    .innerJoin(rfqs, eq(rfqs.id, rfqInvitations.rfqId))
    .where(inboxEntries(providerId));
  return row ?? { received: 0, open: 0, answered: 0, won: 0 };
}

/** Orders sent to the company that it has not acknowledged yet, oldest first. */
async function findOrdersToAcknowledge(db: Db, providerId: number) {
  const where = and(
    eq(purchaseOrders.providerStakeholderId, providerId),
    eq(purchaseOrders.status, 'sent'),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: purchaseOrders.id,
        number: purchaseOrders.number,
        status: purchaseOrders.status,
        party: stakeholders.name,
        currency: purchaseOrders.currency,
        total: purchaseOrders.total,
        needByDate: purchaseOrders.needByDate,
        createdAt: purchaseOrders.createdAt,
      })
      .from(purchaseOrders)
      .innerJoin(stakeholders, eq(stakeholders.id, purchaseOrders.stakeholderId))
      .where(where)
      .orderBy(asc(purchaseOrders.createdAt), asc(purchaseOrders.id))
      .limit(DASHBOARD_CARD_ROWS),
    db.select({ n: count() }).from(purchaseOrders).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** Everything the provider's dashboard shows, each part one aggregate or one short page. */
export async function loadProviderDashboard(db: Db, providerId: number) {
  const inbox = inboxEntries(providerId);
  const [counts, open, answered, orders] = await Promise.all([
    countEntries(db, providerId),
    selectEntries(db, and(inbox, isOpen), [asc(rfqs.dueAt), asc(rfqInvitations.id)]),
    selectEntries(db, and(inbox, isNotNull(rfqInvitations.answeredAt)), [
      desc(rfqInvitations.answeredAt),
      desc(rfqInvitations.id),
    ]),
    findOrdersToAcknowledge(db, providerId),
  ]);
  return { counts, open, answered, orders };
}
