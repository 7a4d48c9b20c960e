import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

/** Two processes starting at once on a new database (docs/decisions/028-api-processes.md § Processes). */
describe.skipIf(!serverUrl)('migrations on PostgreSQL', () => {
  it('run once when two openers start at the same moment: both start, each migration is applied once', async () => {
    const name = `cotiza_migrate_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    try {
      const opened = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString(), poolSize: 2 })),
      );
      for (const database of opened) expect(await database.ping()).toBe(true);
      await Promise.all(opened.map((database) => database.close()));
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query<{ hash: string; count: string }>(
        'select hash, count(*) from drizzle.__drizzle_migrations group by hash',
      );
      await check.end();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => Number(row.count) === 1)).toBe(true);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
