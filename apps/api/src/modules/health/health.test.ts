import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';

describe('GET /api/health/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 ok when the database answers', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not answer', async () => {
    const original = t.database.ping;
    t.database.ping = () => Promise.resolve(false);
    try {
      const response = await t.request({ method: 'GET', url: '/api/health/' });
      expect(response.statusCode).toBe(503);
    } finally {
      t.database.ping = original;
    }
  });

  it('answers unknown API paths with a JSON 404 in the request language', async () => {
    const response = await t.request({ method: 'GET', url: '/api/nothing-here/?language=es' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No encontrado.', error_code: 'not_found' });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a PostgreSQL server that drops its connections',
  () => {
    it('does not stop the API: a transaction in flight fails, the next request opens a new connection', async () => {
      const dropped: Error[] = [];
      const database = await createTestDatabase({
        onConnectionError: (error) => dropped.push(error),
      });
      const t = await createTestApp({ database });
      let resume = () => {};
      try {
        expect((await t.request({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
        // A transaction holds its connection between two statements while the server drops it.
        const paused = new Promise<void>((resolve) => (resume = resolve));
        let isInside = false;
        const transaction = t.app.ctx.db
          .transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            isInside = true;
            await paused;
            await tx.execute(sql`select 1`);
          })
          .then(
            () => 'committed',
            () => 'failed',
          );
        await expect.poll(() => isInside).toBe(true);

        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        try {
          const terminated = await admin.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
            [database.serverDatabaseName],
          );
          expect(terminated.rowCount).toBeGreaterThan(1);
          // The held connection reports its loss (a query in flight gets the error instead).
          await expect.poll(() => dropped.length).toBeGreaterThan(0);
        } finally {
          await admin.end();
        }
        expect(dropped[0]?.message).toMatch(/terminat/i);
        resume();
        expect(await transaction).toBe('failed');

        // A connection whose loss is still on its way may fail one request; then the pool has
        // opened new ones and the API answers.
        await expect
          .poll(async () => (await t.request({ method: 'GET', url: '/api/health/' })).statusCode)
          .toBe(200);
      } finally {
        resume();
        await t.close();
      }
    });
  },
);
