import autocannon from 'autocannon';
import { databaseCpu, databaseCpuSince } from './cpu.ts';
import { ADMIN_URL, type RunningServer } from './server-process.ts';

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

export type Measured = {
  reqPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  /** CPU of the server's processes (primary and API processes) per request, in ms. */
  serverCpuMs: number;
  /** CPU of the PostgreSQL backends of the server's database per request, in ms (NaN embedded). */
  databaseCpuMs: number;
  note?: string;
};

/** One autocannon run against the server, with the server's and the database's CPU per request. */
export async function measure(
  server: RunningServer,
  options: autocannon.Options,
): Promise<Measured> {
  const readDatabase = () =>
    server.databaseName ? databaseCpu(ADMIN_URL, server.databaseName) : Promise.resolve(undefined);
  const databaseBefore = await readDatabase();
  const serverBefore = server.cpuSeconds();
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const serverSeconds = server.cpuSeconds() - serverBefore;
  const databaseAfter = await readDatabase();
  const requests = result.requests.total;
  const perRequest = (seconds: number) =>
    requests ? Number(((seconds * 1000) / requests).toFixed(3)) : NaN;
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests,
    errors: result.errors + result.non2xx,
    serverCpuMs: perRequest(serverSeconds),
    databaseCpuMs:
      databaseBefore && databaseAfter
        ? perRequest(databaseCpuSince(databaseBefore, databaseAfter))
        : NaN,
  };
}
