import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { rows } from './sql-rows.ts';

/*
 * `spend_totals` (migration 0021, docs/measurements/queries.md § Queries at scale) against the
 * spend computed from the raw rows: every order not cancelled that has lines, its lines summed,
 * under its supplier, project and UTC month, per currency, with the decimal places of its sum.
 */

export type SpendTotalRow = {
  stakeholder_id: number;
  dimension: string;
  currency: string;
  key: string;
  supplier_id: number | null;
  supplier_name: string;
  scale: number;
  orders: number;
  amount: string;
};

const company = (column: string, companyId: number | undefined) =>
  companyId === undefined ? sql`true` : sql`${sql.raw(column)} = ${companyId}`;

/** What the view reads from `spend_totals`: a key's rows summed, keys that sum to nothing left out. */
export function storedSpendTotals(db: Db, companyId?: number): Promise<SpendTotalRow[]> {
  return rows(
    db,
    sql`select stakeholder_id, dimension, currency, key, supplier_id, supplier_name, scale::int,
          sum(orders)::int as orders, sum(amount)::text as amount
        from spend_totals where ${company('stakeholder_id', companyId)}
        group by 1, 2, 3, 4, 5, 6, 7 having sum(orders) <> 0 or sum(amount) <> 0
        order by 1, 2, 3, 4, 5, 6, 7`,
  );
}

/** How many rows `spend_totals` holds: one per key and decimal places once no write is under way. */
export async function countSpendTotalRows(db: Db, companyId?: number): Promise<number> {
  const [row] = await rows<{ rows: number }>(
    db,
    sql`select count(*)::int as rows from spend_totals where ${company('stakeholder_id', companyId)}`,
  );
  return row?.rows ?? 0;
}

/** The same figures grouped from the orders and their lines. */
export function directSpendTotals(db: Db, companyId?: number): Promise<SpendTotalRow[]> {
  return rows(
    db,
    sql`with counted as (
          select o.stakeholder_id, o.currency, o.supplier_id, o.supplier_name, o.project_id,
                 o.created_at, sum(l.amount) as amount
          from purchase_orders o join purchase_order_lines l on l.purchase_order_id = o.id
          where o.status <> 'cancelled' and ${company('o.stakeholder_id', companyId)}
          group by o.id),
        keyed as (
          select stakeholder_id, 'supplier' as dimension, currency,
                 coalesce(supplier_id::text, 'name:' || supplier_name) as key, supplier_id,
                 supplier_name, amount from counted
          union all
          select stakeholder_id, 'project', currency, project_id::text, null, '', amount from counted
          union all
          select stakeholder_id, 'month', currency, to_char(created_at at time zone 'UTC', 'YYYY-MM'),
                 null, '', amount from counted)
        select stakeholder_id, dimension, currency, key, supplier_id, supplier_name,
               scale(amount)::int as scale, count(*)::int as orders, sum(amount)::text as amount
        from keyed group by 1, 2, 3, 4, 5, 6, 7 order by 1, 2, 3, 4, 5, 6, 7`,
  );
}
