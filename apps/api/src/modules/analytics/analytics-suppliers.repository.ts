import { and, asc, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { AnalyticsFilter } from '@app/shared/schemas/analytics';
import type { Db } from '../../db/client.ts';
import {
  quotes,
  rfqAnswerLines,
  rfqAnswers,
  rfqAwardLines,
  rfqAwardOffers,
  rfqInvitations,
  rfqItems,
  rfqs,
  suppliers,
} from '../../db/schema/index.ts';
import { inPeriod } from './analytics-period.ts';

/*
 * Supplier performance (docs/product-rules.md § Analytics): one row per invitation the company
 * sent (not withdrawn), joined to its counts, then summed per supplier in SQL. Each count is one
 * grouped pass over its table, not a lookup per invitation: with 200,000 invitations a lookup each
 * took seconds (npm run bench:analytics).
 */

/** The company's invitations in the period and filters. */
function companyInvitations(db: Db, companyId: number, filter: AnalyticsFilter) {
  return db
    .select({
      id: sql<number>`${rfqInvitations.id}`.as('invitation_id'),
      rfqId: sql<number>`${rfqInvitations.rfqId}`.as('invitation_rfq_id'),
      supplierId: sql<number>`${rfqInvitations.supplierId}`.as('supplier_id'),
      hours: sql<
        number | null
      >`extract(epoch from (${rfqInvitations.answeredAt} - ${rfqInvitations.sentAt})) / 3600`.as(
        'hours',
      ),
      isAnswered: sql<boolean>`${rfqInvitations.answeredAt} is not null`.as('is_answered'),
    })
    .from(rfqInvitations)
    .innerJoin(rfqs, eq(rfqs.id, rfqInvitations.rfqId))
    .where(
      and(
        eq(rfqs.stakeholderId, companyId),
        ne(rfqInvitations.status, 'withdrawn'),
        isNotNull(rfqInvitations.sentAt),
        isNotNull(rfqInvitations.supplierId),
        ...inPeriod(rfqInvitations.sentAt, filter),
        filter.project_id === undefined ? undefined : eq(rfqs.projectId, filter.project_id),
        filter.supplier_id === undefined
          ? undefined
          : eq(rfqInvitations.supplierId, filter.supplier_id),
      ),
    );
}

/** The company's RFQs, to keep each grouped count to them. */
const companyRfqIds = (db: Db, companyId: number) =>
  db.select({ id: rfqs.id }).from(rfqs).where(eq(rfqs.stakeholderId, companyId));

/**
 * Each invitation's offers by their comparison keys: its answer (`answer-<invitation>`) and the
 * quotes filed under it (`quote-<quote>`).
 */
function invitationOffers(db: Db, companyId: number) {
  return unionAll(
    db
      .select({
        invitationId: sql<number>`${rfqInvitations.id}`.as('offer_invitation_id'),
        rfqId: sql<number>`${rfqInvitations.rfqId}`.as('offer_rfq_id'),
        offerKey: sql<string>`'answer-' || ${rfqInvitations.id}`.as('offered_key'),
      })
      .from(rfqInvitations)
      .where(inArray(rfqInvitations.rfqId, companyRfqIds(db, companyId))),
    db
      .select({
        invitationId: sql<number>`${rfqInvitations.id}`.as('offer_invitation_id'),
        rfqId: sql<number>`${rfqInvitations.rfqId}`.as('offer_rfq_id'),
        offerKey: sql<string>`'quote-' || ${quotes.id}`.as('offered_key'),
      })
      .from(quotes)
      .innerJoin(rfqInvitations, eq(rfqInvitations.id, quotes.invitationId))
      .where(inArray(rfqInvitations.rfqId, companyRfqIds(db, companyId))),
  ).as('offers');
}

/** Award lines per offer of the company's awards. */
function awardLinesByOffer(db: Db, companyId: number) {
  return db
    .select({
      rfqId: sql<number>`${rfqAwardLines.rfqId}`.as('won_rfq_id'),
      offerKey: sql<string>`${rfqAwardLines.offerKey}`.as('won_offer_key'),
      items: sql<number>`count(*)::int`.as('won_items'),
    })
    .from(rfqAwardLines)
    .where(inArray(rfqAwardLines.rfqId, companyRfqIds(db, companyId)))
    .groupBy(rfqAwardLines.rfqId, rfqAwardLines.offerKey)
    .as('won_lines');
}

/**
 * Per invitation, what the RFQ's award gave its offers, in one pass over the offers: items won
 * (award lines), and the items matched and substitutions the comparison decided for them when the
 * award was last confirmed. Offers no award mentions are left out.
 */
function awardFiguresByInvitation(db: Db, companyId: number) {
  const offers = invitationOffers(db, companyId);
  const won = awardLinesByOffer(db, companyId);
  return db
    .select({
      invitationId: sql<number>`${offers.invitationId}`.as('award_invitation_id'),
      itemsWon: sql<number>`coalesce(sum(${won.items}), 0)::int`.as('items_won'),
      itemsCompared: sql<number>`sum(${rfqAwardOffers.itemsMatched})::int`.as('items_compared'),
      substitutions: sql<number>`sum(${rfqAwardOffers.substitutions})::int`.as('substitutions'),
    })
    .from(offers)
    .leftJoin(won, and(eq(won.rfqId, offers.rfqId), eq(won.offerKey, offers.offerKey)))
    .leftJoin(
      rfqAwardOffers,
      and(eq(rfqAwardOffers.rfqId, offers.rfqId), eq(rfqAwardOffers.offerKey, offers.offerKey)),
    )
    .where(or(isNotNull(won.items), isNotNull(rfqAwardOffers.rfqId)))
    .groupBy(offers.invitationId)
    .as('awarded');
}

/** Requested items per RFQ of the company. */
function itemsByRfq(db: Db, companyId: number) {
  return db
    .select({
      rfqId: sql<number>`${rfqItems.rfqId}`.as('items_rfq_id'),
      items: sql<number>`count(*)::int`.as('items_invited'),
    })
    .from(rfqItems)
    .where(inArray(rfqItems.rfqId, companyRfqIds(db, companyId)))
    .groupBy(rfqItems.rfqId)
    .as('requested');
}

/** Requested items priced in each invitation's latest answer revision. */
function itemsAnsweredByInvitation(db: Db, companyId: number) {
  const latest = db
    .selectDistinctOn([rfqAnswers.invitationId], {
      id: sql<number>`${rfqAnswers.id}`.as('latest_answer_id'),
      invitationId: sql<number>`${rfqAnswers.invitationId}`.as('latest_invitation_id'),
    })
    .from(rfqAnswers)
    .innerJoin(rfqInvitations, eq(rfqInvitations.id, rfqAnswers.invitationId))
    .where(inArray(rfqInvitations.rfqId, companyRfqIds(db, companyId)))
    .orderBy(rfqAnswers.invitationId, desc(rfqAnswers.revision))
    .as('latest');
  return db
    .select({
      invitationId: sql<number>`${latest.invitationId}`.as('answered_invitation_id'),
      items: sql<number>`count(distinct ${rfqAnswerLines.itemId})::int`.as('items_answered'),
    })
    .from(latest)
    .innerJoin(rfqAnswerLines, eq(rfqAnswerLines.answerId, latest.id))
    .where(isNotNull(rfqAnswerLines.unitPrice))
    .groupBy(latest.invitationId)
    .as('answered');
}

/** Each supplier's invitations in the period and filters, summed. */
export function sumSupplierPerformance(db: Db, companyId: number, filter: AnalyticsFilter) {
  const invitations = companyInvitations(db, companyId, filter).as('invitations');
  const awarded = awardFiguresByInvitation(db, companyId);
  const requested = itemsByRfq(db, companyId);
  const answered = itemsAnsweredByInvitation(db, companyId);
  const invited = sql<number>`count(*)::int`;
  return db
    .select({
      supplierId: suppliers.id,
      supplierName: suppliers.legalName,
      invited,
      answered: sql<number>`(count(*) filter (where ${invitations.isAnswered}))::int`,
      medianHours: sql<
        number | null
      >`round((percentile_cont(0.5) within group (order by ${invitations.hours}))::numeric, 1)::float8`,
      wins: sql<number>`(count(*) filter (where ${awarded.itemsWon} > 0))::int`,
      itemsWon: sql<number>`coalesce(sum(${awarded.itemsWon}), 0)::int`,
      itemsInvited: sql<number>`coalesce(sum(${requested.items}), 0)::int`,
      itemsAnswered: sql<number>`coalesce(sum(${answered.items}), 0)::int`,
      itemsCompared: sql<number>`coalesce(sum(${awarded.itemsCompared}), 0)::int`,
      substitutions: sql<number>`coalesce(sum(${awarded.substitutions}), 0)::int`,
    })
    .from(invitations)
    .innerJoin(
      suppliers,
      and(eq(suppliers.id, invitations.supplierId), eq(suppliers.stakeholderId, companyId)),
    )
    .leftJoin(awarded, eq(awarded.invitationId, invitations.id))
    .leftJoin(requested, eq(requested.rfqId, invitations.rfqId))
    .leftJoin(answered, eq(answered.invitationId, invitations.id))
    .groupBy(suppliers.id)
    .orderBy(desc(invited), asc(suppliers.legalName), asc(suppliers.id));
}
