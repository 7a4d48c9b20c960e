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
  /** The connection pool, when on PostgreSQL (tests watch its connections come back). */
  pool?: pg.Pool;
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
 * nothing left to do (docs/decisions/028-api-processes.md § Processes). The lock lives on a
 * connection of its own.
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

const BEGIN = /^\s*begin\b/i;

/**
 * A pool whose connections come back when a transaction cannot begin. drizzle-orm 0.45 sends BEGIN
 * before the try/finally that releases the connection
 * (https://github.com/drizzle-team/drizzle-orm/issues/6241), so each BEGIN sent on a connection
 * the server had just dropped (a restart, docs/product-rules.md § Errors) kept that connection
 * checked out for good: the pool shrank until every request waited, and closing it never ended.
 * Here a failed BEGIN releases its connection with the error, which makes the pool discard it;
 * drizzle then rethrows without reaching its own release. Remove when drizzle releases it itself.
 */
class TransactionSafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    // The callback form is the pool's own (pool.query), which never begins a transaction.
    if (callback) return super.connect(callback);
    return super.connect().then(releaseOnFailedBegin);
  }
}

const guarded = new WeakSet<pg.PoolClient>();

function releaseOnFailedBegin(client: pg.PoolClient): pg.PoolClient {
  if (guarded.has(client)) return client;
  guarded.add(client);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    const first = args[0];
    const text =
      typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
    if (!(result instanceof Promise) || typeof text !== 'string' || !BEGIN.test(text))
      return result;
    return result.catch((error: unknown) => {
      client.release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
  }) as typeof client.query;
  return client;
}

/** Opens the database and applies the migrations (docs/decisions/001-one-port-migrations-at-start.md: they run at start). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new TransactionSafePool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // No JIT compilation and no parallel workers: each cost more than it saved on the queries
      // measured, where many requests share few cores (docs/measurements/queries.md § Queries at
      // scale).
      options: '-c jit=off -c max_parallel_workers_per_gather=0',
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
      pool,
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
