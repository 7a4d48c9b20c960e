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
 * (docs/measurements/queries.md § Queries at scale). 'draft' is written into the statement, since
 * as a parameter the prepared statement's generic plan guessed that almost no RFQ passes.
 *
 * `inboxPart` is where an invitation is an entry of one part (the addressed part reads
 * `addressedTo` from `users`), narrowed by `where`.
 */
function inboxPart(part: 'linked' | 'addressed', where?: SQL) {
  const providerId = sql.placeholder('providerId');
  const sent = isNotNull(rfqInvitations.sentAt);
  if (part === 'linked')
    return and(sent, eq(rfqInvitations.providerStakeholderId, providerId), where);
  return and(
    eq(users.stakeholderId, providerId),
    sent,
    sql`${rfqInvitations.providerStakeholderId} is distinct from ${providerId}`,
    where,
  );
}

const addressedTo = sql`lower(${rfqInvitations.email}) = lower(${users.email})`;

/** Both parts' entries, as ids whose RFQ's status the caller checks (it joins the RFQ anyway). */
function inboxEntries(db: Db) {
  const columns = { id: sql<number>`${rfqInvitations.id}`.as('entry_id') };
  return unionAll(
    db.select(columns).from(rfqInvitations).where(inboxPart('linked')),
    db
      .select(columns)
      .from(users)
      .innerJoin(rfqInvitations, addressedTo)
      .where(inboxPart('addressed')),
  ).as('entries');
}

/** Drafts are no entries ('draft' written into the statement, see `inboxEntries`). */
const notDraft = sql`${rfqs.status} <> 'draft'`;

/**
 * An entry one of whose offers (its answer, or a quote filed under its invitation) won an item of
 * the award. Each offer is looked up by its key in `rfq_award_lines_offer_idx (rfq_id, offer_key)`;
 * one scan of the RFQ's award lines testing both kinds of key hashed the invitation's quotes again
 * for every entry (docs/measurements/queries.md § Queries at scale).
 */
const wonEntry = sql`(exists (select 1 from ${rfqAwardLines} where ${rfqAwardLines.rfqId} = ${rfqInvitations.rfqId}
    and ${rfqAwardLines.offerKey} = 'answer-' || ${rfqInvitations.id})
  or exists (select 1 from ${quotes} join ${rfqAwardLines} on ${rfqAwardLines.rfqId} = ${rfqInvitations.rfqId}
    and ${rfqAwardLines.offerKey} = 'quote-' || ${quotes.id}
    where ${quotes.invitationId} = ${rfqInvitations.id}))`;

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

/**
 * The latest answers: each part read newest answer first, its RFQ joined to leave drafts out, up
 * to a card's rows (the linked part through `rfq_invitations_provider_answered_idx`), then merged.
 * Sorting every answered entry cost 2.3 ms for a provider with 500 (docs/measurements/queries.md §
 * Queries at scale).
 */
const answeredEntriesStatement = preparedPerDatabase((db) => {
  const columns = { id: rfqInvitations.id, answeredAt: rfqInvitations.answeredAt };
  const answered = isNotNull(rfqInvitations.answeredAt);
  const ofRfq = and(eq(rfqs.id, rfqInvitations.rfqId), notDraft);
  const newestFirst = [desc(rfqInvitations.answeredAt), desc(rfqInvitations.id)];
  const top = unionAll(
    db
      .select(columns)
      .from(rfqInvitations)
      .innerJoin(rfqs, ofRfq)
      .where(inboxPart('linked', answered))
      .orderBy(...newestFirst)
      .limit(DASHBOARD_CARD_ROWS),
    db
      .select(columns)
      .from(users)
      .innerJoin(rfqInvitations, addressedTo)
      .innerJoin(rfqs, ofRfq)
      .where(inboxPart('addressed', answered))
      .orderBy(...newestFirst)
      .limit(DASHBOARD_CARD_ROWS),
  )
    .orderBy(desc(sql`answered_at`), desc(sql`id`))
    .limit(DASHBOARD_CARD_ROWS)
    .as('top');
  return db
    .select(entryColumns)
    .from(top)
    .innerJoin(rfqInvitations, eq(rfqInvitations.id, top.id))
    .innerJoin(rfqs, eq(rfqs.id, rfqInvitations.rfqId))
    .innerJoin(stakeholders, eq(stakeholders.id, rfqs.stakeholderId))
    .orderBy(desc(top.answeredAt), desc(top.id))
    .prepare('provider_dashboard_answered');
});

/**
 * The inbox's counts in one pass: received, open, answered, won. (PostgreSQL costed this query
 * high enough to compile it with JIT, about 1 s of a 1.3 s query for a provider with 40,000
 * entries; the API's connections run without JIT, docs/measurements/queries.md § Queries at scale.)
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

/**
 * Orders sent to the company that it has not acknowledged yet, oldest first, each with how many
 * there are in all (counted before the limit; no row, none).
 */
const ordersToAcknowledgeStatement = preparedPerDatabase((db) =>
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
      all: sql<number>`(count(*) over ())::int`,
    })
    .from(purchaseOrders)
    .innerJoin(stakeholders, eq(stakeholders.id, purchaseOrders.stakeholderId))
    .where(
      and(
        eq(purchaseOrders.providerStakeholderId, sql.placeholder('providerId')),
        eq(purchaseOrders.status, 'sent'),
      ),
    )
    .orderBy(asc(purchaseOrders.createdAt), asc(purchaseOrders.id))
    .limit(DASHBOARD_CARD_ROWS)
    .prepare('provider_dashboard_orders'),
);

async function findOrdersToAcknowledge(db: Db, providerId: number) {
  const found = await ordersToAcknowledgeStatement(db).execute({ providerId });
  return { rows: found.map(({ all: _all, ...row }) => row), total: found[0]?.all ?? 0 };
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
