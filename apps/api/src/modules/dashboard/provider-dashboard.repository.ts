import { and, asc, count, desc, eq, gte, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { DASHBOARD_CARD_ROWS } from '@app/shared/constants/limits';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
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
 * The inbox's entries, as the inbox reads them (kept in step with the inbox list of the rfqs
 * module, whose repository is not ours to import; docs/architecture.md § What may import what):
 * sent invitations of RFQs that are not drafts, linked to the company, or addressed to an e-mail
 * of one of its users and not linked to it. The two parts never overlap and each is read through
 * its own index. One OR over both made PostgreSQL fetch them by bitmap, and `= any(array(…))`
 * for the e-mails made it expect thousands of rows, so it hashed every RFQ of every company
 * (docs/architecture.md § Queries at scale). The RFQ's status is checked by the caller, which
 * joins the RFQ anyway; 'draft' is written into the statement, since as a parameter the prepared
 * statement's generic plan guessed that almost no RFQ passes.
 */
function inboxEntries(db: Db) {
  const providerId = sql.placeholder('providerId');
  const sent = isNotNull(rfqInvitations.sentAt);
  return unionAll(
    db
      .select({ id: sql<number>`${rfqInvitations.id}`.as('entry_id') })
      .from(rfqInvitations)
      .where(and(sent, eq(rfqInvitations.providerStakeholderId, providerId))),
    db
      .select({ id: sql<number>`${rfqInvitations.id}`.as('entry_id') })
      .from(users)
      .innerJoin(rfqInvitations, sql`lower(${rfqInvitations.email}) = lower(${users.email})`)
      .where(
        and(
          eq(users.stakeholderId, providerId),
          sent,
          sql`${rfqInvitations.providerStakeholderId} is distinct from ${providerId}`,
        ),
      ),
  ).as('entries');
}

/** Drafts are no entries ('draft' written into the statement, see `inboxEntries`). */
const notDraft = sql`${rfqs.status} <> 'draft'`;

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

/** A card's first rows: the entries passing `where`, in `order`. */
function prepareEntries(db: Db, name: string, where: SQL | undefined, order: SQL[]) {
  const entries = inboxEntries(db);
  return db
    .select(entryColumns)
    .from(entries)
    .innerJoin(rfqInvitations, eq(rfqInvitations.id, entries.id))
    .innerJoin(rfqs, eq(rfqs.id, rfqInvitations.rfqId))
    .innerJoin(stakeholders, eq(stakeholders.id, rfqs.stakeholderId))
    .where(and(notDraft, where))
    .orderBy(...order)
    .limit(DASHBOARD_CARD_ROWS)
    .prepare(name);
}

const openEntriesStatement = preparedPerDatabase((db) =>
  prepareEntries(db, 'provider_dashboard_open', isOpen, [asc(rfqs.dueAt), asc(rfqInvitations.id)]),
);

const answeredEntriesStatement = preparedPerDatabase((db) =>
  prepareEntries(db, 'provider_dashboard_answered', isNotNull(rfqInvitations.answeredAt), [
    desc(rfqInvitations.answeredAt),
    desc(rfqInvitations.id),
  ]),
);

/**
 * The inbox's counts in one pass: received, open, answered, won. (PostgreSQL costed this query
 * high enough to compile it with JIT, about 1 s of a 1.3 s query for a provider with 40,000
 * entries; the API's connections run without JIT, docs/architecture.md § Queries at scale.)
 */
const countEntriesStatement = preparedPerDatabase((db) => {
  const entries = inboxEntries(db);
  return db
    .select({
      received: count(),
      open: sql<number>`(count(*) filter (where ${isOpen}))::int`,
      answered: sql<number>`(count(*) filter (where ${rfqInvitations.answeredAt} is not null))::int`,
      won: sql<number>`(count(*) filter (where ${rfqInvitations.answeredAt} is not null and ${rfqs.status} = 'awarded' and ${wonEntry}))::int`,
    })
    .from(entries)
    .innerJoin(rfqInvitations, eq(rfqInvitations.id, entries.id))
    .innerJoin(rfqs, eq(rfqs.id, rfqInvitations.rfqId))
    .where(notDraft)
    .prepare('provider_dashboard_counts');
});

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
  const [[counts], open, answered, orders] = await Promise.all([
    countEntriesStatement(db).execute({ providerId }),
    openEntriesStatement(db).execute({ providerId }),
    answeredEntriesStatement(db).execute({ providerId }),
    findOrdersToAcknowledge(db, providerId),
  ]);
  return {
    counts: counts ?? { received: 0, open: 0, answered: 0, won: 0 },
    open,
    answered,
    orders,
  };
}
