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
    expect(response.json()).toEqual({ error: 'No encontrado.' });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a PostgreSQL server that drops its connections',
  () => {
    it('does not stop the API: the next request opens a new connection', async () => {
      const dropped: Error[] = [];
      const database = await createTestDatabase({
        onConnectionError: (error) => dropped.push(error),
      });
      const t = await createTestApp({ database });
      try {
        expect((await t.request({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        try {
          const { rows } = await t.app.ctx.db.execute<{ name: string }>(
            sql`select current_database() as name`,
          );
          await admin.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
            [rows[0]?.name],
          );
        } finally {
          await admin.end();
        }
        await expect.poll(() => dropped.length).toBeGreaterThan(0);
        expect(dropped[0]?.message).toMatch(/terminat/i);
        const response = await t.request({ method: 'GET', url: '/api/health/' });
        expect(response.statusCode).toBe(200);
      } finally {
        await t.close();
      }
    });
  },
);
