import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.ts';

let template: Promise<Blob> | undefined;

/** A migrated PGlite database dumped once per worker: loading it is far cheaper than migrating. */
async function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const database = await openDatabase({});
    const dump = await database.raw?.dumpDataDir('none');
    await database.close();
    if (!dump) throw new Error('PGlite dump unavailable');
    return dump;
  })();
  return template;
}

/**
 * A fresh, migrated database for one test file: embedded PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL (dropped again by `close`, and named in
 * `serverDatabaseName`).
 */
export async function createTestDatabase(
  options: { onConnectionError?: (error: Error) => void } = {},
): Promise<Database & { serverDatabaseName?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return openDatabase({ pgliteLoadDataDir: await pgliteTemplate() });
  }
  const name = `cotiza_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: url.toString(),
    poolSize: 5,
    onConnectionError: options.onConnectionError,
  });
  return {
    ...database,
    serverDatabaseName: name,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
