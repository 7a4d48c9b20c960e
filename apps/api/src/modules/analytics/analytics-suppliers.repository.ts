import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AnalyticsFilter } from '@app/shared/schemas/analytics';
import type { Db } from '../../db/client.ts';
import {
  supplierInvitationFacts as facts,
  supplierPerformanceTotals as totals,
  suppliers,
} from '../../db/schema/index.ts';
import { inPeriod } from './analytics-period.ts';

/*
 * Supplier performance (docs/product-rules.md § Analytics) sums one stored row per invitation the
 * view counts, `supplier_invitation_facts`, which triggers derive again whenever anything it comes
 * from is written (docs/measurements/queries.md § Queries at scale). Deriving those rows on each
 * request read every invitation, answer, quote and award line of the company: about 1 s over
 * 200,000 invitations (npm run bench:analytics). Without a period or project, what the Analytics
 * page opens on, the additive figures come from `supplier_performance_totals` (one row per
 * supplier, kept by triggers on the facts) and only the median is read from the facts.
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

/**
 * The median of all a supplier's answer times, as `percentile_cont(0.5)` gives it: knowing how many
 * there are (`answered`), only the middle one or two entries of the supplier's range of
 * `supplier_invitation_facts_company_idx` are read, in answer-time order, and interpolated as
 * PostgreSQL does (`lo + (hi - lo) * 0.5`, so the same float8 before the same rounding). The offset
 * still walks half the supplier's answered entries: about 10 of the 12 ms of the query over
 * 140,000 answers (docs/measurements/queries.md § Queries at scale).
 */
function medianOfAllAnswers(companyId: number) {
  return sql<number | null>`(
    select round((min(mid.hours) + (max(mid.hours) - min(mid.hours)) * 0.5)::numeric, 1)::float8
    from (
      select ${facts.hoursToAnswer} as hours from ${facts}
      where ${facts.stakeholderId} = ${companyId} and ${facts.supplierId} = ${totals.supplierId}
        and ${facts.hoursToAnswer} is not null
      order by ${facts.hoursToAnswer}
      offset (${totals.answered} - 1) / 2 limit 2 - ${totals.answered} % 2
    ) mid)`;
}

/**
 * All time, per supplier of the company's directory, from its row of `supplier_performance_totals`
 * (rows exist only for suppliers with an invitation); the same rows, figures and order as summing
 * the facts with no period.
 */
function sumAllTime(db: Db, companyId: number, supplierId: number | undefined) {
  return db
    .select({
      supplierId: suppliers.id,
      supplierName: suppliers.legalName,
      invited: totals.invited,
      answered: totals.answered,
      medianHours: medianOfAllAnswers(companyId),
      wins: totals.wins,
      itemsWon: totals.itemsWon,
      itemsInvited: totals.itemsInvited,
      itemsAnswered: totals.itemsAnswered,
      itemsCompared: totals.itemsCompared,
      substitutions: totals.substitutions,
    })
    .from(totals)
    .innerJoin(
      suppliers,
      and(eq(suppliers.id, totals.supplierId), eq(suppliers.stakeholderId, companyId)),
    )
    .where(
      and(
        eq(totals.stakeholderId, companyId),
        supplierId === undefined ? undefined : eq(totals.supplierId, supplierId),
      ),
    )
    .orderBy(desc(totals.invited), asc(suppliers.legalName), asc(suppliers.id));
}

/**
 * Per supplier of the company's directory with an invitation in the filters, its figures: from the
 * all-time totals without a period or project (about 12 ms against 44 summing 200,000 facts), else
 * summed from the facts.
 */
export function sumSupplierPerformance(db: Db, companyId: number, filter: AnalyticsFilter) {
  if (!filter.from && !filter.to && filter.project_id === undefined)
    return sumAllTime(db, companyId, filter.supplier_id);
  return sumFacts(db, companyId, filter);
}

/** Per supplier of the company's directory with an invitation in the filters, summed from facts. */
function sumFacts(db: Db, companyId: number, filter: AnalyticsFilter) {
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
