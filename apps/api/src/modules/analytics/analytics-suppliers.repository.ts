import { and, asc, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { AnalyticsFilter } from '@app/shared/schemas/analytics';
import type { Db } from '../../db/client.ts';
import {
  quotes,
  rfqAnswerLines,
  rfqAnswers,
  rfqAwardLines,
  rfqInvitations,
  rfqItems,
  rfqs,
  suppliers,
} from '../../db/schema/index.ts';
import { inPeriod } from './analytics-period.ts';

/*
 * Supplier performance (docs/product-rules.md § Analytics): one row per invitation the company
 * sent (not withdrawn), with its counts looked up by key, then summed per supplier in SQL.
 */

/** Award lines won by the invitation's offers: its answer, or a quote filed under it. */
const itemsWon = sql<number>`(select count(*) from ${rfqAwardLines} where ${rfqAwardLines.rfqId} = ${rfqInvitations.rfqId}
  and (${rfqAwardLines.offerKey} = 'answer-' || ${rfqInvitations.id}
    or exists (select 1 from ${quotes} where ${quotes.invitationId} = ${rfqInvitations.id}
      and ${quotes.id} = case when ${rfqAwardLines.offerKey} like 'quote-%'
        then substr(${rfqAwardLines.offerKey}, 7)::int end)))::int`;

const itemsInvited = sql<number>`(select count(*) from ${rfqItems} where ${rfqItems.rfqId} = ${rfqInvitations.rfqId})::int`;

/** Requested items priced in the invitation's latest answer revision. */
const itemsAnswered = sql<number>`(select count(distinct ${rfqAnswerLines.itemId}) from ${rfqAnswerLines}
  join ${rfqAnswers} on ${rfqAnswers.id} = ${rfqAnswerLines.answerId}
  where ${rfqAnswers.invitationId} = ${rfqInvitations.id} and ${rfqAnswerLines.unitPrice} is not null
    and ${rfqAnswers.revision} = (select max(r2.revision) from ${rfqAnswers} r2 where r2.invitation_id = ${rfqInvitations.id}))::int`;

/** Each supplier's invitations in the period and filters, summed. */
export function sumSupplierPerformance(db: Db, companyId: number, filter: AnalyticsFilter) {
  const invitations = db
    .select({
      supplierId: sql<number>`${rfqInvitations.supplierId}`.as('supplier_id'),
      hours: sql<
        number | null
      >`extract(epoch from (${rfqInvitations.answeredAt} - ${rfqInvitations.sentAt})) / 3600`.as(
        'hours',
      ),
      isAnswered: sql<boolean>`${rfqInvitations.answeredAt} is not null`.as('is_answered'),
      itemsWon: itemsWon.as('items_won'),
      itemsInvited: itemsInvited.as('items_invited'),
      itemsAnswered: itemsAnswered.as('items_answered'),
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
    )
    .as('invitations');
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
      wins: sql<number>`(count(*) filter (where ${invitations.itemsWon} > 0))::int`,
      itemsWon: sql<number>`coalesce(sum(${invitations.itemsWon}), 0)::int`,
      itemsInvited: sql<number>`coalesce(sum(${invitations.itemsInvited}), 0)::int`,
      itemsAnswered: sql<number>`coalesce(sum(${invitations.itemsAnswered}), 0)::int`,
    })
    .from(invitations)
    .innerJoin(
      suppliers,
      and(eq(suppliers.id, invitations.supplierId), eq(suppliers.stakeholderId, companyId)),
    )
    .groupBy(suppliers.id)
    .orderBy(desc(invited), asc(suppliers.legalName), asc(suppliers.id));
}
