import type autocannon from 'autocannon';
import pg from 'pg';
import { DURATION_S, measure, type Measured } from './measure.ts';
import type { RunningServer } from './server-process.ts';

const LOCATION = JSON.stringify({
  name: 'Bodega Temporal',
  city: 'Monterrey',
  state: 'Nuevo León',
  country: 'México',
  postal_code: '64000',
});

/** `count` locations created through the API, one after the other. */
export async function createLocations(
  server: RunningServer,
  headers: Record<string, string>,
  count: number,
): Promise<void> {
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${server.base}/locations/`, {
      method: 'POST',
      headers,
      body: LOCATION,
    });
    if (response.status !== 201) throw new Error(`POST /locations/ answered ${response.status}`);
  }
}

/**
 * Create/delete cycles on one company's locations for BENCH_SECONDS (50 connections, each
 * creating a location and deleting one it created): the dead rows a list then walks past.
 */
export async function churnLocations(
  server: RunningServer,
  headers: Record<string, string>,
): Promise<{ measured: Measured; cycles: number; endedAt: Date }> {
  const created: number[] = [];
  let cycles = 0;
  const measured = await measure(server, {
    url: server.base,
    requests: [
      {
        method: 'POST',
        path: '/api/locations/',
        headers,
        body: LOCATION,
        onResponse: (status, body) => {
          if (status === 201) created.push((JSON.parse(body) as { id: number }).id);
        },
      },
      {
        method: 'DELETE',
        headers,
        setupRequest: (request) => ({ ...request, path: `/api/locations/${created.shift()}/` }),
        onResponse: (status) => void (status === 204 && cycles++),
      },
    ],
  } satisfies autocannon.Options);
  // Locations whose delete the run's end cut off: the list goes back to its 50 rows.
  for (const id of created.splice(0))
    await fetch(`${server.base}/locations/${id}/`, { method: 'DELETE', headers });
  return { measured, cycles, endedAt: new Date() };
}

/**
 * Waits (up to 3 × BENCH_SECONDS + 40 s) until the locations table was vacuumed after the churn:
 * by the server's autovacuum, or by the product's own table care when autovacuum is off.
 * Answers what happened, for the report.
 */
export async function waitForTending(server: RunningServer, since: Date): Promise<string> {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  const started = Date.now();
  try {
    const { rows } = await client.query<{ autovacuum: string }>(
      "select current_setting('autovacuum') as autovacuum",
    );
    const by = rows[0]?.autovacuum === 'off' ? 'table care (autovacuum off)' : 'autovacuum';
    while (Date.now() - started < (3 * DURATION_S + 40) * 1000) {
      const { rows: stats } = await client.query<{ vacuumed: Date | null; dead: string }>(
        `select greatest(last_vacuum, last_autovacuum) as vacuumed, n_dead_tup as dead
         from pg_stat_user_tables where relname = 'locations'`,
      );
      const vacuumed = stats[0]?.vacuumed;
      if (vacuumed && vacuumed > since) {
        return `vacuumed by ${by} ${((vacuumed.getTime() - since.getTime()) / 1000).toFixed(0)} s after the churn`;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return `not vacuumed within ${((Date.now() - started) / 1000).toFixed(0)} s (${by})`;
  } finally {
    await client.end();
  }
}
