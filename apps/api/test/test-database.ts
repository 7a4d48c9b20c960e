import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createBoss } from '../src/queue/queue.ts';

let template: Promise<Blob> | undefined;

/**
 * A migrated PGlite database: the one the run's global setup dumped (test/global-setup.ts), else
 * one migrated here once per test file. Loading it is far cheaper than migrating.
 */
async function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const path = inject('pgliteTemplatePath');
    return path ? new Blob([readFileSync(path)]) : migratedPgliteDump();
  })();
  return template;
}

/**
 * Installs the job queue's tables (pg-boss's own schema), as the first process on a database
 * does: every API process starts the queue, as it delivers mail through it, and a template that
 * has them spares each test file that second.
 */
export async function installJobQueue(database: Database): Promise<void> {
  const boss = createBoss(database);
  await boss.start();
  await boss.stop({ graceful: false });
}

/** A PGlite database migrated from scratch (job queue included), dumped as its data directory's tar. */
export async function migratedPgliteDump(): Promise<Blob> {
  const database = await openDatabase({});
  await installJobQueue(database);
  const dump = await database.raw?.dumpDataDir('none');
  await database.close();
  if (!dump) throw new Error('PGlite dump unavailable');
  return dump;
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
  const { name, url, drop } = await createServerDatabase(serverUrl, 'cotiza_test', {
    template: inject('serverTemplateName'),
  });
  const database = await openDatabase({
    databaseUrl: url,
    poolSize: 5,
    onConnectionError: options.onConnectionError,
  });
  return {
    ...database,
    serverDatabaseName: name,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A new database on the PostgreSQL server of `serverUrl` (named `<prefix>_<random>`): empty, for a
 * test that opens it its own way, or a copy of `template`; `drop` removes it, connections and all.
 */
export async function createServerDatabase(
  serverUrl: string,
  prefix: string,
  options: { template?: string | undefined } = {},
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const template = options.template ? ` template ${options.template}` : '';
  await adminQuery(serverUrl, `create database ${name}${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
