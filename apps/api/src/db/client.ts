import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** A database or a transaction: repositories take either, so a service can compose them. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Answers whether the database responds (health check). */
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
  /** The embedded client, when embedded (tests dump it to make later databases fast). */
  raw?: PGlite;
  /** The server's address, when on PostgreSQL (the job queue opens its own connections). */
  url?: string;
};

const MIGRATIONS_FOLDER = join(import.meta.dirname, 'migrations');

export type DatabaseOptions = {
  /** A PostgreSQL server; unset, embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite's directory; unset with no databaseUrl, an in-memory database (tests). */
  pgliteDir?: string | undefined;
  /** PGlite's data to start from (a dump of a migrated database, to make test databases fast). */
  pgliteLoadDataDir?: Blob | undefined;
  poolSize?: number;
  /**
   * Told when the server drops a connection (a restart, an administrator, a network cut). The
   * pool opens a new one at the next query.
   */
  onConnectionError?: ((error: Error) => void) | undefined;
};

/** Any fixed number: the advisory lock that lets one process at a time migrate one database. */
const MIGRATION_LOCK_KEY = 7_311_204_591;

/**
 * Runs the migrations while holding a PostgreSQL advisory lock, so that API processes and workers
 * starting at the same moment migrate one after the other: the first applies them, the others find
 * nothing left to do (docs/architecture.md § Processes). The lock lives on a connection of its own.
 */
async function migrateOnce(databaseUrl: string, migrate: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    await lock.end().catch(() => undefined);
  }
}

/** Opens the database and applies the migrations (docs/decisions.md §1: they run at start). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    // Each connection reports its own loss, whether idle in the pool or checked out (in a
    // transaction between statements), where node-postgres would otherwise throw it at the
    // process. A lost checked-out connection fails its next query and leaves the pool on release.
    pool.on('connect', (client) =>
      client.on('error', (error) => options.onConnectionError?.(error)),
    );
    // The pool repeats an idle connection's error; the connection's own listener has reported it.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    try {
      await migrateOnce(options.databaseUrl, () =>
        migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      );
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      url: options.databaseUrl,
      ping: () => ping(() => pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
    ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    raw: client,
    ping: () => ping(() => client.query('select 1')),
    close: () => client.close(),
  };
}

async function ping(query: () => Promise<unknown>): Promise<boolean> {
  try {
    await query();
    return true;
  } catch {
    return false;
  }
}
