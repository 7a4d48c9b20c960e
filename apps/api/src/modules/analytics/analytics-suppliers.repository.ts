import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AnalyticsFilter } from '@app/shared/schemas/analytics';
import type { Db } from '../../db/client.ts';
import { supplierInvitationFacts as facts, suppliers } from '../../db/schema/index.ts';
import { inPeriod } from './analytics-period.ts';

/*
 * Supplier performance (docs/product-rules.md § Analytics) sums one stored row per invitation the
 * view counts, `supplier_invitation_facts`, which triggers derive again whenever anything it comes
 * from is written (docs/architecture.md § Queries at scale). Deriving those rows on each request
 * read every invitation, answer, quote and award line of the company: about 1 s over 200,000
 * invitations (npm run bench:analytics).
 */

/**
 * One supplier's invitations in the period and filters, summed over its range of
 * `supplier_invitation_facts_company_idx` (an index-only scan, its rows already in answer-time
 * order). Grouping the company's whole range at once made PostgreSQL read the table and sort all of
 * it by supplier instead: 105 ms against 40 ms over 200,000 invitations.
 */
function sumOfSupplier(db: Db, companyId: number, filter: AnalyticsFilter) {
  return db
    .select({
      invited: sql<number>`count(*)::int`.as('invited'),
      answered: sql<number>`count(${facts.hoursToAnswer})::int`.as('answered'),
      medianHours: sql<
        number | null
      >`round((percentile_cont(0.5) within group (order by ${facts.hoursToAnswer}))::numeric, 1)::float8`.as(
        'median_hours',
      ),
      wins: sql<number>`(count(*) filter (where ${facts.itemsWon} > 0))::int`.as('wins'),
      itemsWon: sql<number>`sum(${facts.itemsWon})::int`.as('items_won'),
      itemsInvited: sql<number>`sum(${facts.itemsInvited})::int`.as('items_invited'),
      itemsAnswered: sql<number>`sum(${facts.itemsAnswered})::int`.as('items_answered'),
      itemsCompared: sql<number>`sum(${facts.itemsCompared})::int`.as('items_compared'),
      substitutions: sql<number>`sum(${facts.substitutions})::int`.as('substitutions'),
    })
    .from(facts)
    .where(
      and(
        eq(facts.stakeholderId, companyId),
        eq(facts.supplierId, suppliers.id),
        ...inPeriod(facts.sentAt, filter),
        filter.project_id === undefined ? undefined : eq(facts.projectId, filter.project_id),
      ),
    )
    .as('performance');
}

/** Per supplier of the company's directory with an invitation in the filters, its figures. */
export function sumSupplierPerformance(db: Db, companyId: number, filter: AnalyticsFilter) {
  const performance = sumOfSupplier(db, companyId, filter);
  return db
    .select({
      supplierId: suppliers.id,
      supplierName: suppliers.legalName,
      invited: performance.invited,
      answered: performance.answered,
      medianHours: performance.medianHours,
      wins: performance.wins,
      itemsWon: performance.itemsWon,
      itemsInvited: performance.itemsInvited,
      itemsAnswered: performance.itemsAnswered,
      itemsCompared: performance.itemsCompared,
      substitutions: performance.substitutions,
    })
    .from(suppliers)
    .crossJoinLateral(performance)
    .where(
      and(
        eq(suppliers.stakeholderId, companyId),
        filter.supplier_id === undefined ? undefined : eq(suppliers.id, filter.supplier_id),
        sql`${performance.invited} > 0`,
      ),
    )
    .orderBy(desc(performance.invited), asc(suppliers.legalName), asc(suppliers.id));
}
