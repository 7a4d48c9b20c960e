/**
 * Intake benchmark (docs/measurements/jobs.md § Jobs): 100 development-set quotes uploaded at once
 * to an API process on PostgreSQL, read by two `npm run worker` processes. Prints documents per
 * minute, the time from upload to "to review" (p50, p99), and GET /users/profile/ p99 at 50
 * connections while the workers read. `npm run bench:intake` (needs ../shared/quotes-corpus beside
 * the clone).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { BENCH_SECRET, seedActiveOwner, startServer } from './server-process.ts';

type AutocannonResult = { latency: { p50: number; p99: number }; requests: { average: number } };
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: Record<string, unknown>,
) => Promise<AutocannonResult>;

const CORPUS = join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'quotes-corpus', 'dev');
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 100);
const WORKERS = 2;
const API_DIR = join(import.meta.dirname, '..');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function main() {
  const files = readdirSync(CORPUS).filter((f) => !f.endsWith('.json') && f.startsWith('dev-'));
  if (!files.length) throw new Error(`no corpus at ${CORPUS}`);
  const server = await startServer('postgres', {
    IN_PROCESS_WORKER: 'false',
    RATE_LIMIT_FACTOR: '100000',
  });
  const workers: ChildProcess[] = [];
  try {
    const owner = await seedActiveOwner(server);
    const auth = { authorization: `Bearer ${owner.tokens.access}` };
    for (let i = 0; i < WORKERS; i++)
      workers.push(
        spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
          cwd: API_DIR,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            SECRET_KEY: BENCH_SECRET,
            DATABASE_URL: server.databaseUrl,
            SMTP_URL: server.mail.url,
            LOG_LEVEL: 'warn',
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        }),
      );
    const started = performance.now();
    const uploads = await Promise.all(
      Array.from({ length: DOCUMENTS }, async (_, i) => {
        const name = files[i % files.length]!;
        const response = await fetch(
          `${server.base}/quotes/?file_name=${encodeURIComponent(name)}`,
          {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/octet-stream' },
            body: readFileSync(join(CORPUS, name)),
          },
        );
        if (response.status !== 201)
          throw new Error(`${name}: ${response.status} ${await response.text()}`);
        return { id: ((await response.json()) as { id: number }).id, at: performance.now() };
      }),
    );
    const uploadedIn = performance.now() - started;
    const done = new Map<number, { at: number; status: string }>();
    // The API's own latency while the workers read: profile calls at 50 connections.
    const load = autocannon({
      url: `${server.base}/users/profile/`,
      headers: auth,
      connections: 50,
      duration: 20,
    });
    while (done.size < uploads.length) {
      for (let page = 1; page <= Math.ceil(DOCUMENTS / 50); page++) {
        const list = (await (
          await fetch(`${server.base}/quotes/?page=${page}`, { headers: auth })
        ).json()) as {
          quotes: { id: number; status: string }[];
        };
        for (const q of list.quotes)
          if (!done.has(q.id) && (q.status === 'to_review' || q.status === 'failed'))
            done.set(q.id, { at: performance.now(), status: q.status });
      }
      if (performance.now() - started > 30 * 60_000)
        throw new Error('not all quotes were read in 30 minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const profile = await load;
    const total = (Math.max(...[...done.values()].map((d) => d.at)) - started) / 1000;
    const waits = uploads.map((u) => (done.get(u.id)!.at - u.at) / 1000).sort((a, b) => a - b);
    const failed = [...done.values()].filter((d) => d.status === 'failed').length;
    console.log(
      `${DOCUMENTS} documents (the ${files.length} of the development set, repeated), ${WORKERS} worker processes, PostgreSQL`,
    );
    console.table([
      {
        'uploaded in s': Number((uploadedIn / 1000).toFixed(1)),
        'all read in s': Number(total.toFixed(1)),
        'documents / min': Number(((DOCUMENTS / total) * 60).toFixed(1)),
        'upload → read p50 s': Number(percentile(waits, 50).toFixed(1)),
        'upload → read p99 s': Number(percentile(waits, 99).toFixed(1)),
        failed,
        'GET /users/profile/ p99 ms (50 conn.)': profile.latency.p99,
        'profile req/s': Math.round(profile.requests.average),
      },
    ]);
  } finally {
    for (const worker of workers) worker.kill('SIGTERM');
    await Promise.all(
      workers.map(
        (w) =>
          new Promise((resolve) => (w.exitCode !== null ? resolve(null) : w.once('exit', resolve))),
      ),
    );
    await server.stop();
  }
}

await main();
