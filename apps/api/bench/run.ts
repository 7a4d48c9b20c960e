import autocannon from 'autocannon';
import { seedActiveOwner, startServer, type RunningServer } from './server-process.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

type Row = {
  database: string;
  call: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  cpuMsPerRequest: number;
};

async function measure(
  server: RunningServer,
  database: string,
  call: string,
  options: autocannon.Options,
): Promise<Row> {
  const cpuBefore = server.cpuSeconds();
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const cpu = server.cpuSeconds() - cpuBefore;
  const requests = result.requests.total;
  return {
    database,
    call,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuMsPerRequest: requests ? Number(((cpu * 1000) / requests).toFixed(3)) : NaN,
  };
}

async function benchAccounts(kind: 'postgres' | 'pglite'): Promise<Row[]> {
  const server = await startServer(kind);
  try {
    const owner = await seedActiveOwner(server);
    const rows: Row[] = [];
    rows.push(
      await measure(server, kind, 'GET /users/profile/', {
        url: `${server.base}/users/profile/`,
        headers: { authorization: `Bearer ${owner.tokens.access}` },
      }),
    );
    // Every request presents a live refresh token of its own and puts the rotated one back, so
    // each does the real rotation write. (autocannon resets per-connection context between
    // request loops, so the tokens wait in a shared queue instead.)
    const sessions = await Promise.all(
      Array.from({ length: CONNECTIONS + 10 }, () => owner.login()),
    );
    const ready = sessions.map((s) => s.refresh);
    rows.push(
      await measure(server, kind, 'POST /token/refresh/', {
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
      }),
    );
    rows.push(await measure(server, kind, 'GET /api/health/', { url: `${server.base}/health/` }));
    return rows;
  } finally {
    await server.stop();
  }
}

const rows = [...(await benchAccounts('postgres')), ...(await benchAccounts('pglite'))];
console.log(
  `\nAccounts API: ${CONNECTIONS} connections, ${DURATION_S} s each, load generator on the same machine\n`,
);
console.table(rows);
for (const row of rows) {
  console.log(
    `${row.database.padEnd(8)} ${row.call.padEnd(22)} ${String(row.reqPerSec).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  cpu ${row.cpuMsPerRequest} ms/req  errors ${row.errors}`,
  );
}
