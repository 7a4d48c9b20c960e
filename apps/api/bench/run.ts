/**
 * `npm run bench:api` (with bench/locations-members.ts): the rows of the comparison with the
 * reference API (one owner, 50 locations; autocannon, 50 connections, BENCH_SECONDS each) for one
 * and for two API processes (WEB_CONCURRENCY, docs/decisions/028-api-processes.md § Processes) on
 * PostgreSQL with Redis, the 50-row list after create/delete churn
 * (docs/decisions/018-table-care.md § Lists that stay fast when tables churn), and the accounts
 * calls on embedded PGlite.
 */
import { execFileSync } from 'node:child_process';
import { churnLocations, createLocations, waitForTending } from './churn.ts';
import { measure, type Measured } from './measure.ts';
import { seedActiveOwner, startServer, type RunningServer } from './server-process.ts';

export const CONNECTIONS = 50;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

type Rows = Record<string, Measured>;

async function refreshRun(
  server: RunningServer,
  owner: Awaited<ReturnType<typeof seedActiveOwner>>,
) {
  // Every request presents a live refresh token of its own and puts the rotated one back, so
  // each does the real rotation write. (autocannon resets per-connection context between
  // request loops, so the tokens wait in a shared queue instead.)
  const sessions = await Promise.all(Array.from({ length: CONNECTIONS + 10 }, () => owner.login()));
  const ready = sessions.map((s) => s.refresh);
  return measure(server, {
    url: server.base,
    requests: [
      {
        method: 'POST',
        path: '/api/token/refresh/',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ refresh: ready.shift() }),
        }),
        onResponse: (status, body) => {
          if (status === 200) ready.push((JSON.parse(body) as { refresh: string }).refresh);
        },
      },
    ],
  });
}

/** The rows on PostgreSQL + Redis with `processes` API processes, then the churn. */
async function benchPostgres(processes: number): Promise<Rows> {
  const server = await startServer('postgres', {
    WEB_CONCURRENCY: String(processes),
    REDIS_URL,
  });
  try {
    const owner = await seedActiveOwner(server);
    const writer = await seedActiveOwner(server);
    const auth = (token: string) => ({
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    });
    await createLocations(server, auth(owner.tokens.access), 50);
    const list = { url: `${server.base}/locations/`, headers: auth(owner.tokens.access) };
    const rows: Rows = {};
    rows.profile = await measure(server, {
      url: `${server.base}/users/profile/`,
      headers: auth(owner.tokens.access),
    });
    rows.list = await measure(server, list);
    rows.create = await measure(server, {
      url: `${server.base}/locations/`,
      method: 'POST',
      headers: auth(writer.tokens.access),
      body: JSON.stringify({
        name: 'Bodega Norte',
        city: 'Monterrey',
        state: 'Nuevo León',
        country: 'México',
        postal_code: '64000',
      }),
    });
    rows.refresh = await refreshRun(server, owner);
    // The churn: the owner's own locations created and deleted, then the same list again.
    const churn = await churnLocations(server, auth(owner.tokens.access));
    rows.churn = churn.measured;
    rows.churn.note = `${churn.cycles} create/delete cycles`;
    rows.listAfterChurn = await measure(server, list);
    const tended = await waitForTending(server, churn.endedAt);
    rows.listAfterTending = await measure(server, list);
    rows.listAfterTending.note = tended;
    return rows;
  } finally {
    await server.stop();
  }
}

async function benchPglite(): Promise<Rows> {
  const server = await startServer('pglite');
  try {
    const owner = await seedActiveOwner(server);
    return {
      profile: await measure(server, {
        url: `${server.base}/users/profile/`,
        headers: { authorization: `Bearer ${owner.tokens.access}` },
      }),
      refresh: await refreshRun(server, owner),
    };
  } finally {
    await server.stop();
  }
}

const load = (): string => execFileSync('uptime', { encoding: 'utf8' }).trim();
const loadBefore = load();
const one = await benchPostgres(1);
const two = await benchPostgres(2);
const pglite = await benchPglite();
const { printTables } = await import('./report.ts');
printTables({ one, two, pglite, loadBefore, loadAfter: load() });
