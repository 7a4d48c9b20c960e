/**
 * Benchmark of the member list and the locations calls (docs/product-rules.md § Locations), on a fresh PostgreSQL database
 * and on embedded PGlite: `npx tsx bench/locations-members.ts` (BENCH_SECONDS, BENCH_DATABASE_URL).
 *
 * The API runs in a child process, so the CPU time per request is the server's alone: the child
 * answers its process.cpuUsage() over IPC before and after each autocannon run. The child also
 * counts every SQL statement (a Drizzle logger) to show that a list costs the same number of
 * queries for 50 rows as for 1,000 (no N+1).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database, type Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { invitations, locations, stakeholders, users } from '../src/db/schema/index.ts';
import { startSession } from '../src/modules/auth/auth.service.ts';
import { benchConfig } from './seeded-server.ts';

type Kind = 'postgres' | 'pglite';
type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
};
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCATION = {
  name: 'Bodega Norte',
  city: 'Monterrey',
  state: 'Nuevo León',
  country: 'México',
  postal_code: '64000',
};

type Ready = {
  type: 'ready';
  port: number;
  tokens: { big: string; small: string; writer: string };
  queries: Record<string, number>;
};
type ToChild = { type: 'cpu'; id: number } | { type: 'stop' };
type FromChild = Ready | { type: 'cpu'; id: number; micros: number };

// ---------------------------------------------------------------- server (child process)

let queryCount = 0;
// The mail outbox's deliveries (the queue's worker, in its own statements) are not counted.
const BACKGROUND = /mail_outbox|^begin|^commit/;
const logger = { logQuery: (query: string) => void (BACKGROUND.test(query) || queryCount++) };

/** A fresh database whose Drizzle client counts every statement it sends. */
async function openCountingDatabase(
  kind: Kind,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const base = await openDatabase({});
    const db = drizzlePglite(base.raw!, { schema, casing: 'snake_case', logger }) as unknown as Db;
    return { database: { ...base, db }, drop: () => Promise.resolve() };
  }
  const name = `cotiza_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  await (await openDatabase({ databaseUrl: url.toString(), poolSize: 1 })).close(); // migrates
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  pool.on('error', () => undefined); // the forced drop at the end ends idle connections
  const db = drizzlePg(pool, { schema, casing: 'snake_case', logger }) as unknown as Db;
  const database: Database = {
    db,
    kind,
    ping: () => Promise.resolve(true),
    close: () => pool.end(),
  };
  return { database, drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/** A company with an active owner; `members` accepted members and as many pending invitations. */
async function seedCompany(
  db: Db,
  options: { members: number; pending: number; locations: number },
) {
  const tag = randomBytes(4).toString('hex');
  const [company] = await db
    .insert(stakeholders)
    .values({ name: `Bench ${tag}`, type: 'company', subtype: 'contractor' })
    .returning();
  if (!company) throw new Error('no company');
  const person = (email: string, role: 'OWNER' | 'ADMIN' | 'BUYER') => ({
    email,
    passwordHash: 'scrypt$unusable',
    firstName: 'Nombre',
    lastName: 'Apellido',
    stakeholderId: company.id,
    role,
    isActive: true,
    approvedAt: new Date(),
  });
  const [owner] = await db
    .insert(users)
    .values(person(`owner-${tag}@bench.test`, 'OWNER'))
    .returning();
  if (!owner) throw new Error('no owner');
  const memberRows = Array.from({ length: options.members }, (_, i) =>
    person(`m${i}-${tag}@bench.test`, i % 5 ? 'BUYER' : 'ADMIN'),
  );
  const members = memberRows.length
    ? await db
        .insert(users)
        .values(memberRows)
        .returning({ id: users.id, email: users.email, role: users.role })
    : [];
  const entries = [
    {
      stakeholderId: company.id,
      email: owner.email,
      role: 'OWNER' as const,
      isAccepted: true,
      acceptedUserId: owner.id,
    },
    ...members.map((m) => ({
      stakeholderId: company.id,
      email: m.email,
      role: m.role ?? 'BUYER',
      isAccepted: true,
      acceptedUserId: m.id,
    })),
    ...Array.from({ length: options.pending }, (_, i) => ({
      stakeholderId: company.id,
      email: `p${i}-${tag}@bench.test`,
      role: 'BUYER' as const,
      tokenHash: randomBytes(32).toString('hex'),
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  ];
  await db.insert(invitations).values(entries);
  const locationRows = Array.from({ length: options.locations }, (_, i) => ({
    ...LOCATION,
    postalCode: LOCATION.postal_code,
    name: `Bodega ${i}`,
    route: 'Av. Constitución',
    streetNumber: String(100 + i),
    latitude: 25.67,
    longitude: -100.31,
    stakeholderId: company.id,
  }));
  if (locationRows.length) await db.insert(locations).values(locationRows);
  return owner.id;
}

async function serve(kind: Kind): Promise<void> {
  const { database, drop } = await openCountingDatabase(kind);
  const config = benchConfig();
  const sent: unknown[] = [];
  const app = await buildApp({
    config,
    database,
    logger: false,
    serveWeb: false,
    // No background polling of the mail outbox: it would add statements to the query counts.
    mailTiming: { pollSeconds: 3600 },
    mailTransport: {
      send: (mail) => Promise.resolve(void sent.push(mail)),
      close: () => undefined,
    },
  });
  const ids = {
    big: await seedCompany(database.db, { members: 499, pending: 500, locations: 1000 }),
    small: await seedCompany(database.db, { members: 4, pending: 5, locations: 50 }),
    writer: await seedCompany(database.db, { members: 0, pending: 0, locations: 0 }),
  };
  const tokens = {
    big: (await startSession(app.ctx, ids.big)).access,
    small: (await startSession(app.ctx, ids.small)).access,
    writer: (await startSession(app.ctx, ids.writer)).access,
  };
  const queries: Record<string, number> = {};
  for (const [label, token, url] of [
    ['GET /users/invites/ (1,000 entries)', tokens.big, '/api/users/invites/'],
    ['GET /users/invites/ (10 entries)', tokens.small, '/api/users/invites/'],
    ['GET /locations/ (1,000 rows)', tokens.big, '/api/locations/'],
    ['GET /locations/ (50 rows)', tokens.small, '/api/locations/'],
  ] as const) {
    const before = queryCount;
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.statusCode !== 200)
      throw new Error(`${label}: ${response.statusCode} ${response.body}`);
    queries[label] = queryCount - before;
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  process.on('message', (message: ToChild) => {
    if (message.type === 'cpu') {
      const usage = process.cpuUsage();
      process.send?.({
        type: 'cpu',
        id: message.id,
        micros: usage.user + usage.system,
      } satisfies FromChild);
    } else {
      void app
        .close()
        .then(() => database.close())
        .then(drop)
        .finally(() => process.exit(0));
    }
  });
  process.send?.({ type: 'ready', port, tokens, queries } satisfies FromChild);
}

// ---------------------------------------------------------------- driver (parent process)

type Row = {
  database: Kind;
  call: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  cpuMsPerRequest: number;
};

function startChild(
  kind: Kind,
): Promise<{ child: ChildProcess; ready: Ready; cpu: () => Promise<number> }> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', kind], {
    execArgv: process.execArgv,
  });
  let nextId = 0;
  const waiting = new Map<number, (micros: number) => void>();
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.on('message', (message: FromChild) => {
      if (message.type === 'cpu') waiting.get(message.id)?.(message.micros);
      else
        resolve({
          child,
          ready: message,
          cpu: () =>
            new Promise((done) => {
              const id = ++nextId;
              waiting.set(id, done);
              child.send({ type: 'cpu', id } satisfies ToChild);
            }),
        });
    });
  });
}

/**
 * Waits until the server is idle: requests autocannon gave up on may still be queued (PGlite runs
 * one query at a time), and their CPU must not be counted in the next run.
 */
async function settle(cpu: () => Promise<number>): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const before = await cpu();
    await new Promise((resolve) => setTimeout(resolve, 500));
    if ((await cpu()) - before < 25_000) return; // under 5% of a core
  }
}

async function bench(kind: Kind): Promise<{ rows: Row[]; queries: Record<string, number> }> {
  const { child, ready, cpu } = await startChild(kind);
  const base = `http://127.0.0.1:${ready.port}`;
  const auth = (token: string) => ({
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
  });
  const runs: Array<[string, Record<string, unknown>]> = [
    [
      'GET /users/invites/ (1,000 entries)',
      { url: `${base}/api/users/invites/`, headers: auth(ready.tokens.big) },
    ],
    [
      'GET /locations/ (1,000 rows)',
      { url: `${base}/api/locations/`, headers: auth(ready.tokens.big) },
    ],
    [
      'GET /locations/ (50 rows)',
      { url: `${base}/api/locations/`, headers: auth(ready.tokens.small) },
    ],
    [
      'POST /locations/',
      {
        url: `${base}/api/locations/`,
        method: 'POST',
        headers: auth(ready.tokens.writer),
        body: JSON.stringify(LOCATION),
      },
    ],
  ];
  const rows: Row[] = [];
  try {
    for (const [call, options] of runs) {
      const before = await cpu();
      const result = await autocannon({
        connections: CONNECTIONS,
        duration: DURATION_S,
        ...options,
      });
      const micros = (await cpu()) - before;
      await settle(cpu);
      const total = result.requests.total;
      rows.push({
        database: kind,
        call,
        reqPerSec: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
        cpuMsPerRequest: total ? Number((micros / 1000 / total).toFixed(3)) : NaN,
      });
    }
  } finally {
    child.send({ type: 'stop' } satisfies ToChild);
    await new Promise((resolve) => child.once('exit', resolve));
  }
  return { rows, queries: ready.queries };
}

async function main(): Promise<void> {
  const serveIndex = process.argv.indexOf('--serve');
  if (serveIndex >= 0)
    return serve(process.argv[serveIndex + 1] === 'pglite' ? 'pglite' : 'postgres');
  for (const kind of ['postgres', 'pglite'] as const) {
    const { rows, queries } = await bench(kind);
    console.log(`\n${kind}: SQL statements per request (auth included)`);
    console.table(queries);
    console.log(`${kind}: ${CONNECTIONS} connections, ${DURATION_S} s each (latency in ms)`);
    console.table(rows);
  }
}

await main();
