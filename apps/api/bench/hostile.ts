/**
 * Hostile-file benchmark (docs/product-rules.md § Hostile files,
 * docs/decisions/019-reading-in-isolation.md § Reading in isolation): a dense workbook, a zip bomb
 * and a 300,000-line CSV uploaded as quotes (read by one `npm run worker` process under a 1 GB
 * heap) and sent to the item import (read in the API process's own threads), on PostgreSQL, while
 * GET /users/profile/ runs at 10 connections. Prints the profile's p50/p99 before and during, and
 * how each file ended. `npm run bench:hostile`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { denseWorkbook, longCsv, zipBomb } from '@app/quote-reader/testing/hostile-files';
import { BENCH_SECRET, seedActiveOwner, startServer } from './server-process.ts';

type AutocannonResult = { latency: { p50: number; p99: number }; requests: { average: number } };
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: Record<string, unknown>,
) => Promise<AutocannonResult>;

const API_DIR = join(import.meta.dirname, '..');
const ROWS = Number(process.env.BENCH_HOSTILE_ROWS ?? 600_000);

async function main() {
  const files = [
    { name: 'precios.xlsx', bytes: Buffer.from(await denseWorkbook(ROWS)) },
    { name: 'bomba.xlsx', bytes: Buffer.from(zipBomb(1024 * 1024 * 1024)) },
    { name: 'lineas.csv', bytes: Buffer.from(longCsv(300_000)) },
  ];
  const server = await startServer('postgres', {
    IN_PROCESS_WORKER: 'false',
    RATE_LIMIT_FACTOR: '100000',
  });
  let worker: ChildProcess | undefined;
  try {
    const owner = await seedActiveOwner(server);
    const auth = { authorization: `Bearer ${owner.tokens.access}` };
    worker = spawn(
      process.execPath,
      ['--max-old-space-size=1024', '--import', 'tsx', 'src/worker.ts'],
      {
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
      },
    );
    const profile = (duration: number) =>
      autocannon({
        url: `${server.base}/users/profile/`,
        headers: auth,
        connections: 10,
        duration,
      });
    const before = await profile(10);

    const started = performance.now();
    const during = profile(30);
    const send = (path: string, name: string, bytes: Buffer) =>
      fetch(`${server.base}${path}?file_name=${name}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/octet-stream' },
        body: bytes,
      });
    const [uploads, imports] = await Promise.all([
      Promise.all(
        files.map(async (file) => {
          const response = await send('/quotes/', file.name, file.bytes);
          if (response.status !== 201)
            throw new Error(`${file.name}: ${response.status} ${await response.text()}`);
          return { name: file.name, id: ((await response.json()) as { id: number }).id };
        }),
      ),
      Promise.all(
        files.map(async (file) => {
          const at = performance.now();
          const response = await send('/rfqs/import-items/', file.name, file.bytes);
          const body = (await response.json()) as { error_code?: string };
          return {
            name: file.name,
            answer: `${response.status} ${body.error_code ?? ''}`.trim(),
            seconds: (performance.now() - at) / 1000,
          };
        }),
      ),
    ]);
    const ended = new Map<number, { status: string; reason: string; seconds: number }>();
    while (ended.size < uploads.length) {
      for (const upload of uploads) {
        if (ended.has(upload.id)) continue;
        const quote = (await (
          await fetch(`${server.base}/quotes/${upload.id}/`, { headers: auth })
        ).json()) as { status: string; failure_code: string | null };
        if (quote.status !== 'received' && quote.status !== 'reading')
          ended.set(upload.id, {
            status: quote.status,
            reason: quote.failure_code ?? '',
            seconds: (performance.now() - started) / 1000,
          });
      }
      if (performance.now() - started > 10 * 60_000)
        throw new Error('the hostile files were not settled in 10 minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const load = await during;
    const reading = (
      (await (await fetch(`${server.base}/quotes/?status=reading`, { headers: auth })).json()) as {
        total: number;
      }
    ).total;
    console.log(
      `Hostile files (${ROWS.toLocaleString('en')}-row workbook, 1 GB zip bomb, 300,000-line CSV), one worker process under a 1 GB heap, PostgreSQL`,
    );
    console.table(
      files.map((file, index) => {
        const upload = ended.get(uploads[index]!.id)!;
        return {
          file: file.name,
          'MB sent': Number((file.bytes.length / 1024 / 1024).toFixed(1)),
          'upload ended': `${upload.status} ${upload.reason}`,
          'ended after s': Number(upload.seconds.toFixed(1)),
          'import answered': imports[index]!.answer,
          'import s': Number(imports[index]!.seconds.toFixed(1)),
        };
      }),
    );
    console.table([
      {
        'profile p50 ms before': before.latency.p50,
        'profile p99 ms before': before.latency.p99,
        'profile p50 ms during': load.latency.p50,
        'profile p99 ms during': load.latency.p99,
        'profile req/s during': Math.round(load.requests.average),
        'quotes left reading': reading,
        'worker alive': worker.exitCode === null,
      },
    ]);
  } finally {
    if (worker && worker.exitCode === null) {
      const exited = new Promise((resolve) => worker!.once('exit', resolve));
      worker.kill('SIGTERM');
      await exited;
    }
    await server.stop();
  }
}

await main();
