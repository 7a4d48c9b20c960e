import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { rows } from './sql-rows.ts';

/*
 * `supplier_performance_totals` (migration 0019, docs/measurements/queries.md § Queries at scale)
 * against the facts it sums: per company and supplier, the view's additive figures.
 */

export type SupplierTotalsRow = {
  stakeholder_id: number;
  supplier_id: number;
  invited: number;
  answered: number;
  wins: number;
  items_won: number;
  items_invited: number;
  items_answered: number;
  items_compared: number;
  substitutions: number;
};

/** The stored rows, by company and supplier. */
export const storedSupplierTotals = (db: Db) =>
  rows<SupplierTotalsRow>(
    db,
    sql`select stakeholder_id, supplier_id, invited, answered, wins, items_won, items_invited,
          items_answered, items_compared, substitutions
        from supplier_performance_totals order by 1, 2`,
  );

/** The same figures grouped from `supplier_invitation_facts`, in the same order. */
export const supplierTotalsOfFacts = (db: Db) =>
  rows<SupplierTotalsRow>(
    db,
    sql`select stakeholder_id, supplier_id, count(*)::int as invited,
          count(hours_to_answer)::int as answered, (count(*) filter (where items_won > 0))::int as wins,
          sum(items_won)::int as items_won, sum(items_invited)::int as items_invited,
          sum(items_answered)::int as items_answered, sum(items_compared)::int as items_compared,
          sum(substitutions)::int as substitutions
        from supplier_invitation_facts group by 1, 2 order by 1, 2`,
  );
