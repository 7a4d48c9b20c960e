/**
 * Job queue benchmark (docs/measurements/jobs.md § Jobs): pg-boss (as the product sets it up, with
 * its LISTEN/NOTIFY wake-up, and polling only as before it) against graphile-worker, on PostgreSQL
 * and on PGlite. Prints, per library and database: jobs queued per second, each in its own Drizzle
 * transaction; the time from a commit to its handler's start (p50, p99) with idle workers; no-op
 * jobs per second worked by 2 workers; and how long a job whose worker was killed (SIGKILL) waits
 * before a new worker runs it again. `npm run bench:queue`; BENCH_QUEUE_JOBS, BENCH_QUEUE_SAMPLES
 * and BENCH_QUEUE_CRASH_WAIT_S set the sizes.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../src/db/client.ts';
import { LIBRARIES, openPlace, type OpenQueue, type QueueLibrary } from './queue-libraries.ts';
import { ADMIN_URL } from './server-process.ts';

const JOBS = Number(process.env.BENCH_QUEUE_JOBS ?? 200);
const SAMPLES = Number(process.env.BENCH_QUEUE_SAMPLES ?? 30);
const CRASH_WAIT_S = Number(process.env.BENCH_QUEUE_CRASH_WAIT_S ?? 60);
const WORKERS = 2;

type Place = { kind: 'postgres' | 'pglite'; address: string; drop: () => Promise<void> };
type Row = Record<string, string | number>;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh database for one library: a new PostgreSQL database, or a new PGlite folder. */
async function newPlace(kind: Place['kind']): Promise<Place> {
  if (kind === 'pglite') {
    const address = mkdtempSync(join(tmpdir(), 'cotiza-queue-bench-'));
    return { kind, address, drop: () => Promise.resolve() };
  }
  const name = `cotiza_queue_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { kind, address: url.toString(), drop: () => admin(`drop database ${name} with (force)`) };
}

/** Jobs queued per second by one caller, each job in a transaction of its own. */
async function enqueueRate(database: Database, queue: OpenQueue): Promise<number> {
  const started = performance.now();
  for (let n = 0; n < JOBS; n++) await database.db.transaction((tx) => queue.enqueue(tx, { n }));
  return JOBS / ((performance.now() - started) / 1000);
}

/** Works the JOBS queued by `enqueueRate` with two workers: jobs per second, first to last. */
async function workRate(queue: OpenQueue, stops: (() => Promise<void>)[]): Promise<number> {
  const handled: number[] = [];
  let finished: () => void = () => undefined;
  const allDone = new Promise<void>((resolve) => (finished = resolve));
  const handle = () => {
    handled.push(performance.now());
    if (handled.length === JOBS) finished();
    return Promise.resolve();
  };
  for (let i = 0; i < WORKERS; i++) stops.push(await queue.startWorker(handle));
  await allDone;
  return (JOBS - 1) / ((handled.at(-1)! - handled[0]!) / 1000);
}

/** Commit to handler start, one job at a time, with the workers idle between jobs. */
async function pickUpLatencies(
  database: Database,
  queue: OpenQueue,
  stops: (() => Promise<void>)[],
) {
  const starts = new Map<number, (at: number) => void>();
  const handle = (job: { n: number }) => {
    starts.get(job.n)?.(performance.now());
    return Promise.resolve();
  };
  for (let i = 0; i < WORKERS; i++) stops.push(await queue.startWorker(handle));
  const latencies: number[] = [];
  for (let n = JOBS; n < JOBS + SAMPLES; n++) {
    const started = new Promise<number>((resolve) => starts.set(n, resolve));
    await database.db.transaction((tx) => queue.enqueue(tx, { n }));
    const committed = performance.now();
    latencies.push((await started) - committed);
    await sleep(Math.random() * 200);
  }
  return latencies.sort((a, b) => a - b);
}

/**
 * A worker process takes a job and is killed (SIGKILL) in its handler; a new worker starts on the
 * same database. Seconds from the kill to the job's handler starting again, or null if it did not
 * within CRASH_WAIT_S.
 */
async function retryAfterKill(library: QueueLibrary, place: Place): Promise<number | null> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(import.meta.dirname, 'queue-crash-child.ts'),
      library.name,
      place.kind,
      place.address,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('picked') && resolve());
    child.once('exit', (code) =>
      reject(new Error(`the crash child ended (${code}) before its job`)),
    );
  });
  child.kill('SIGKILL');
  const killed = performance.now();
  await new Promise((resolve) => child.once('exit', resolve));
  const database = await openPlace(place.kind, place.address);
  const queue = await library.open(database);
  let retried: (at: number) => void = () => undefined;
  const again = new Promise<number>((resolve) => (retried = resolve));
  const stop = await queue.startWorker(() => Promise.resolve(retried(performance.now())));
  const at = await Promise.race([again, sleep(CRASH_WAIT_S * 1000).then(() => null)]);
  await stop();
  await queue.close();
  await database.close();
  return at === null ? null : (at - killed) / 1000;
}

/** Progress on stderr, so that the table stays alone on stdout. */
function step(text: string) {
  process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${text}\n`);
}

async function measureLibrary(library: QueueLibrary, kind: Place['kind']): Promise<Row> {
  const row: Row = { library: library.name, database: kind };
  step(`${library.name} on ${kind}`);
  const place = await newPlace(kind);
  const stops: (() => Promise<void>)[] = [];
  try {
    const database = await openPlace(kind, place.address);
    let queue: OpenQueue;
    try {
      queue = await library.open(database);
    } catch (error) {
      await database.close();
      return {
        ...row,
        note: `cannot run: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    row['enqueue in tx jobs/s'] = Math.round(await enqueueRate(database, queue));
    step('queued; working them');
    row[`${WORKERS} workers no-op jobs/s`] = Math.round(await workRate(queue, stops));
    for (const stop of stops.splice(0)) await stop();
    step('worked; pick-up latency');
    const latencies = await pickUpLatencies(database, queue, stops);
    row['pick-up p50 ms'] = Number(percentile(latencies, 50).toFixed(1));
    row['pick-up p99 ms'] = Number(percentile(latencies, 99).toFixed(1));
    for (const stop of stops.splice(0)) await stop();
    await queue.close();
    await database.close();
    step('a worker killed in its job');
    const retry = await retryAfterKill(library, place);
    row['retry after SIGKILL s'] = retry === null ? `> ${CRASH_WAIT_S}` : Number(retry.toFixed(1));
    return row;
  } finally {
    for (const stop of stops) await stop().catch(() => undefined);
    await place.drop();
  }
}

async function main() {
  const rows: Row[] = [];
  const loadAtStart = loadavg()[0]!.toFixed(2);
  for (const kind of ['postgres', 'pglite'] as const)
    for (const library of LIBRARIES) rows.push(await measureLibrary(library, kind));
  console.log(
    `${JOBS} jobs queued then worked by ${WORKERS} workers, ${SAMPLES} pick-up samples, ` +
      `load average ${loadAtStart} at the start and ${loadavg()[0]!.toFixed(2)} at the end`,
  );
  console.table(rows);
}

await main();
