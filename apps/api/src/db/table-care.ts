import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** How often a process looks for tables to tend when the server's autovacuum is off. */
const TEND_EVERY_MS = 30_000;
/** A table is tended past this many dead (or changed since the last ANALYZE) rows, plus 5 %. */
const DEAD_ROWS_THRESHOLD = 500;

type Log = { warn: (object: object, message: string) => void };

/** node-postgres and PGlite both answer `{ rows }`; Drizzle's common type leaves it unknown. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/**
 * VACUUM (ANALYZE) on every table of the schema whose dead rows, or rows changed since its last
 * ANALYZE, pass 500 plus 5 % of its live rows (docs/decisions/018-table-care.md § Lists that stay
 * fast when tables churn). SKIP_LOCKED leaves a table another process is vacuuming at that moment.
 * Answers the tables it tended.
 */
export async function tendTables(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select relname from pg_stat_user_tables
    where schemaname = current_schema()
      and greatest(n_dead_tup, n_mod_since_analyze) > ${DEAD_ROWS_THRESHOLD} + 0.05 * n_live_tup
    order by relname`);
  const tables = rowsOf<{ relname: string }>(result).map((row) => row.relname);
  for (const table of tables) {
    await db.execute(sql`vacuum (analyze, skip_locked) ${sql.identifier(table)}`);
  }
  return tables;
}

/**
 * On a PostgreSQL server whose autovacuum is off, deleted rows are never cleaned up and
 * statistics never refreshed: the planner then sizes tables from their bloated files and turns a
 * 50-row list into a bitmap scan over every dead row, on each request. This says so once, and
 * does what autovacuum would every 30 s. With autovacuum on (the default) it does nothing.
 * Answers a function that stops it.
 */
export async function startTableCare(db: Db, log: Log): Promise<() => void> {
  const setting = await db.execute(sql`select current_setting('autovacuum') as autovacuum`);
  if (rowsOf<{ autovacuum: string }>(setting)[0]?.autovacuum !== 'off') return () => undefined;
  log.warn(
    {},
    "autovacuum is off on this PostgreSQL server: Cotiza vacuums and analyzes its churning tables itself every 30 s (turn autovacuum on, it is PostgreSQL's default)",
  );
  const timer = setInterval(() => {
    tendTables(db).catch((error: unknown) =>
      log.warn({ err: error }, 'Tending the tables failed; trying again in 30 s'),
    );
  }, TEND_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
