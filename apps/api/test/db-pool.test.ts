import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createServerDatabase } from './test-database.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * A connection the server drops between its checkout and a transaction's BEGIN (a restart,
 * docs/product-rules.md § Errors) must go back to the pool: otherwise each such request keeps one
 * for good, and once they are gone every later request waits forever.
 */
describe.skipIf(!serverUrl)('the connection pool on PostgreSQL', () => {
  let drop: (() => Promise<void>) | undefined;
  let database: Database;
  beforeAll(async () => {
    const created = await createServerDatabase(serverUrl!, 'cotiza_pool');
    drop = created.drop;
    database = await openDatabase({ databaseUrl: created.url, poolSize: 1 });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('runs queries without JIT compilation (docs/measurements/queries.md § Queries at scale)', async () => {
    const result = await database.pool!.query<{ jit: string }>('show jit');
    expect(result.rows).toEqual([{ jit: 'off' }]);
  });

  it('gets back a connection whose BEGIN failed, so a pool of one still serves and closes', async () => {
    const pool = database.pool!;
    // The socket dies the moment the connection is handed out, before BEGIN is sent.
    pool.once(
      'acquire',
      (client: pg.PoolClient & { connection: { stream: { destroy: () => void } } }) =>
        client.connection.stream.destroy(),
    );
    await expect(
      database.db.transaction(async (tx) => tx.execute(sql`select 1`)),
    ).rejects.toThrow();
    expect(pool.totalCount - pool.idleCount).toBe(0);

    const answer = await database.db.transaction(async (tx) => tx.execute(sql`select 41 + 1 as n`));
    expect((answer as pg.QueryResult).rows).toEqual([{ n: 42 }]);
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });
});
