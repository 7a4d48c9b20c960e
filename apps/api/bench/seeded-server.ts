/**
 * A benchmark's API in a child process on a fresh PostgreSQL database that the benchmark seeds
 * itself, so that the load generator's CPU is not the server's. The benchmark script forks itself
 * with `--serve`: the child calls `serveSeeded`, the parent `startSeededServer`.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { startSession } from '../src/modules/auth/auth.service.ts';

export type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
};
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export const SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** What a seed hands back: the users to sign in (by name) and any ids the benchmark needs. */
export type Seeded = { users: Record<string, number>; ids: Record<string, number | string> };

type Ready = {
  type: 'ready';
  port: number;
  tokens: Record<string, string>;
  ids: Record<string, number | string>;
  seedSeconds: number;
};

export type SeededServer = Omit<Ready, 'type' | 'port'> & { base: string; stop(): Promise<void> };

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/**
 * A buyer company and a provider company, each with an active owner who can only sign in through
 * a session the benchmark opens (`tag` names them: 'Constructora <tag>', compras@<tag>.test).
 */
export async function seedBuyerAndProvider(client: pg.ClientBase, tag: string) {
  const id = async (text: string, values: unknown[]) =>
    ((await client.query(text, values)).rows[0] as { id: number }).id;
  const company = `insert into stakeholders (name, type, subtype) values ($1, $2, $3) returning id`;
  const buyer = await id(company, [`Constructora ${tag}`, 'company', 'contractor']);
  const provider = await id(company, [`Distribuidora ${tag}`, 'provider', 'distributor']);
  const person = `insert into users (email, password_hash, first_name, last_name, stakeholder_id, role, is_active, approved_at)
    values ($1, 'scrypt$unusable', 'Nombre', 'Apellido', $2, 'OWNER', true, now()) returning id`;
  const domain = tag.toLowerCase();
  const buyerUser = await id(person, [`compras@${domain}.test`, buyer]);
  const providerUser = await id(person, [`ventas@${domain}.test`, provider]);
  return { buyer, provider, buyerUser, providerUser };
}

/** An in-process bench server's settings: quiet, with rate limits too high to reach. */
export function benchConfig() {
  return loadConfig({
    NODE_ENV: 'test',
    SECRET_KEY: 'bench-secret-key-that-is-long-enough-to-sign-tokens',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'cotiza-bench-')),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_FACTOR: '1000000',
  });
}

/** The child: a fresh database, the seed, the API listening, then `ready` to the parent. */
export async function serveSeeded(seed: (client: pg.ClientBase) => Promise<Seeded>): Promise<void> {
  const name = `cotiza_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  // BENCH_KEEP_DATABASE=1 leaves the seeded database in place, to EXPLAIN what the figures show.
  const drop = () =>
    process.env.BENCH_KEEP_DATABASE === '1'
      ? Promise.resolve(console.log(`kept database ${name}`))
      : adminQuery(`drop database if exists ${name} with (force)`);
  const started = performance.now();
  const seedClient = new pg.Client({ connectionString: url.toString() });
  await seedClient.connect();
  const seeded = await seed(seedClient);
  // A live database's tables are vacuumed by autovacuum, a freshly loaded one not yet: without
  // the visibility map it leaves, a count over an index (items per RFQ) reads every row's page.
  await seedClient.query('vacuum analyze');
  await seedClient.end();
  const seedSeconds = (performance.now() - started) / 1000;
  const app = await buildApp({
    config: benchConfig(),
    database,
    logger: false,
    serveWeb: false,
    mailTiming: { pollSeconds: 3600 },
    mailTransport: { send: () => Promise.resolve(), close: () => undefined },
  });
  const tokens: Record<string, string> = {};
  for (const [who, userId] of Object.entries(seeded.users)) {
    tokens[who] = (await startSession(app.ctx, userId)).access;
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.on('message', () => {
    void app
      .close()
      .then(() => database.close())
      .then(drop)
      .finally(() => process.exit(0));
  });
  process.send?.({ type: 'ready', port, tokens, ids: seeded.ids, seedSeconds } satisfies Ready);
}

/** The parent: forks `script --serve` and waits until its API listens on the seeded database. */
export function startSeededServer(script: string): Promise<SeededServer> {
  const child = fork(script, ['--serve'], { execArgv: process.execArgv });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.once('message', (ready: Ready) =>
      resolve({
        base: `http://127.0.0.1:${ready.port}/api`,
        tokens: ready.tokens,
        ids: ready.ids,
        seedSeconds: ready.seedSeconds,
        stop: () => {
          child.send('stop');
          return new Promise((done) => child.once('exit', () => done()));
        },
      }),
    );
  });
}

/**
 * One call under load: checked once (it must answer 200), then `connections` clients call it for
 * `seconds`; the row says how it went against its p99 aim.
 */
export async function loadCall(
  call: string,
  url: string,
  token: string,
  /** `aimP99Ms` null: a reference row, with no aim of its own. */
  options: { connections: number; seconds: number; aimP99Ms: number | null },
) {
  const headers = { authorization: `Bearer ${token}` };
  const check = await fetch(url, { headers });
  const body = await check.arrayBuffer();
  if (check.status !== 200) throw new Error(`${call}: ${check.status}`);
  const result = await autocannon({
    url,
    headers,
    connections: options.connections,
    duration: options.seconds,
  });
  return {
    call,
    'response KB': Number((body.byteLength / 1024).toFixed(1)),
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'aim p99 ms': options.aimP99Ms ?? '—',
    met:
      options.aimP99Ms === null
        ? '—'
        : result.requests.total > 0 && result.latency.p99 <= options.aimP99Ms
          ? 'yes'
          : 'no',
    errors: result.errors + result.non2xx,
  };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
