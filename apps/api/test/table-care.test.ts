import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { tendTables } from '../src/db/table-care.ts';
import { createServerDatabase } from './test-database.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

type Plan = { 'Shared Hit Blocks': number; 'Shared Read Blocks': number; 'Node Type': string };

/**
 * The 50-row location list after thousands of locations were created and deleted
 * (docs/decisions/018-table-care.md § Lists that stay fast when tables churn), on PostgreSQL.
 */
describe.skipIf(!serverUrl)('a churned locations table on PostgreSQL', () => {
  let drop: (() => Promise<void>) | undefined;
  let database: Database;
  let client: pg.Client;
  let companyId = 0;
  let freshPages = 0;

  /** The plan of the list query as the repository sends it, with the pages it touched. */
  const listPlan = async (): Promise<Plan> => {
    const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: Plan }> }>(
      'explain (analyze, buffers, format json) select id, name from locations where stakeholder_id = $1 order by id',
      [companyId],
    );
    return rows[0]!['QUERY PLAN'][0]!.Plan;
  };
  const pages = (plan: Plan) => plan['Shared Hit Blocks'] + plan['Shared Read Blocks'];

  beforeAll(async () => {
    const created = await createServerDatabase(serverUrl!, 'cotiza_churn');
    drop = created.drop;
    database = await openDatabase({ databaseUrl: created.url, poolSize: 2 });
    client = new pg.Client({ connectionString: created.url });
    await client.connect();
    await client.query(`insert into stakeholders (name, type, subtype)
      select 'Company ' || g, 'company', 'contractor' from generate_series(1, 20) g`);
    const first = await client.query<{ id: number }>('select min(id) as id from stakeholders');
    companyId = Number(first.rows[0]?.id);
    const location = `(stakeholder_id, name, city, state, country, postal_code)`;
    await client.query(`insert into locations ${location}
      select s.id, 'Bodega ' || g, 'Monterrey', 'Nuevo León', 'México', '64000'
      from stakeholders s, generate_series(1, 50) g`);
    freshPages = pages(await listPlan());
    // Three thousand locations of the first company created and deleted one at a time.
    await client.query(`do $$ declare created int; begin
      for i in 1..3000 loop
        insert into locations ${location} values (${companyId}, 'Temporal', 'Monterrey', 'NL', 'México', '64000')
          returning id into created;
        delete from locations where id = created;
      end loop; end $$`);
    // A backend hands its counts to the statistics a moment after its transaction ends.
    for (let i = 0; i < 100; i++) {
      const { rows } = await client.query<{ dead: string }>(
        "select n_dead_tup as dead from pg_stat_user_tables where relname = 'locations'",
      );
      if (Number(rows[0]?.dead) >= 3000) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 120_000);

  afterAll(async () => {
    await client?.end();
    await database?.close();
    await drop?.();
  });

  it('gives the locations table its own autovacuum thresholds', async () => {
    const { rows } = await client.query<{ reloptions: string[] }>(
      "select reloptions from pg_class where relname = 'locations'",
    );
    expect(rows[0]?.reloptions).toEqual(
      expect.arrayContaining([
        'autovacuum_vacuum_scale_factor=0.02',
        'autovacuum_analyze_scale_factor=0.02',
      ]),
    );
  });

  it('tends the churned table, after which the list reads the pages it read when fresh, not every dead row', async () => {
    const before = pages(await listPlan());
    expect(before).toBeGreaterThan(freshPages + 40);
    expect(await tendTables(database.db)).toContain('locations');
    // A few emptied index pages stay in the range until a later VACUUM recycles them.
    expect(pages(await listPlan())).toBeLessThanOrEqual(freshPages + 5);
    expect(await tendTables(database.db)).not.toContain('locations');
  }, 60_000);
});
