import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteDetail } from '@app/shared/schemas/quotes';
import { openDatabase } from '../src/db/client.ts';
import { createCompany, signIn } from './factories.ts';
import { canStartPostgres, startOwnPostgres } from './own-servers.ts';
import { csvQuote, pdfQuote, scannedQuote, xlsxQuote, type QuoteFile } from './quote-files.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const API_DIR = join(import.meta.dirname, '..');

type Reading = { status: string; attempts: number; lines: number; twice: number };

/**
 * Reading quotes survives the faults of docs/decisions/012-job-queue-pg-boss.md § Jobs: a worker
 * process killed in the middle of a reading, and PostgreSQL restarted while jobs wait. The API runs
 * in this process; the workers are `npm run worker` processes; PostgreSQL is a cluster of the
 * test's own, never the shared server.
 */
describe.skipIf(!canStartPostgres)(
  'reading quotes through worker deaths and PostgreSQL restarts',
  () => {
    let server: Awaited<ReturnType<typeof startOwnPostgres>>;
    let databaseUrl: string;
    let t: TestApp;
    let token: string;
    let check: pg.Pool;
    const workers: ChildProcess[] = [];
    const dataDir = mkdtempSync(join(tmpdir(), 'cotiza-intake-'));

    beforeAll(async () => {
      server = await startOwnPostgres();
      const admin = new pg.Client({ connectionString: server.url });
      await admin.connect();
      await admin.query('create database cotiza_intake');
      await admin.end();
      databaseUrl = server.url.replace(/\/postgres$/, '/cotiza_intake');
      const database = await openDatabase({ databaseUrl, poolSize: 4 });
      t = await createTestApp({ database });
      const company = await createCompany(t, { type: 'company' });
      token = (await signIn(t, company.ownerEmail)).access;
      check = new pg.Pool({ connectionString: databaseUrl, max: 1 });
      check.on('error', () => undefined);
    }, 120_000);

    afterAll(async () => {
      await Promise.all(workers.map(stopWorker));
      await check?.end();
      await t?.close();
      server?.stop();
    }, 60_000);

    /** `npm run worker` as a plain process (tsx, as the script runs it), answered once it works. */
    async function startWorkerProcess(): Promise<ChildProcess> {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
        cwd: API_DIR,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          SECRET_KEY: randomBytes(32).toString('base64url'),
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          REDIS_URL: '',
          SMTP_URL: 'smtp://127.0.0.1:9',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      workers.push(child);
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const deadline = Date.now() + 150_000;
      while (!output.includes('worker reading quotes')) {
        if (child.exitCode !== null || Date.now() > deadline)
          throw new Error(`the worker did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return child;
    }

    function stopWorker(child: ChildProcess): Promise<void> {
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      });
    }

    const upload = async (file: QuoteFile) => {
      const answer = await t.request({
        method: 'POST',
        url: `/api/quotes/?file_name=${encodeURIComponent(file.name)}`,
        token,
        headers: { 'content-type': 'application/octet-stream' },
        payload: file.bytes,
      });
      expect(answer.statusCode).toBe(201);
      return answer.json<QuoteDetail>().id;
    };

    /** Read straight from the database, as a person would see it after a reload. */
    async function reading(id: number): Promise<Reading> {
      const { rows } = await check.query<Reading>(
        `select q.status, q.read_attempts as attempts,
              (select count(*)::int from quote_lines l where l.quote_id = q.id) as lines,
              (select count(*)::int from (select position from quote_lines l where l.quote_id = q.id
                 group by position having count(*) > 1) d) as twice
         from quotes q where q.id = $1`,
        [id],
      );
      return rows[0]!;
    }
    const statusOf = async (id: number) => {
      try {
        return (await reading(id)).status;
      } catch {
        return 'database away';
      }
    };

    it('reads a quote once when its worker is killed in the middle and another takes the job', async () => {
      const scan = await scannedQuote(4);
      const id = await upload(scan);
      const first = await startWorkerProcess();
      await expect.poll(() => statusOf(id), { timeout: 30_000, interval: 50 }).toBe('reading');
      // OCR of the page is under way (it takes seconds); the process dies without a word.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const killed = new Promise((resolve) => first.once('exit', resolve));
      first.kill('SIGKILL');
      await killed;
      expect(await reading(id)).toEqual({ status: 'reading', attempts: 1, lines: 0, twice: 0 });

      const started = Date.now();
      await startWorkerProcess();
      await expect.poll(() => statusOf(id), { timeout: 90_000, interval: 250 }).toBe('to_review');
      const read = await reading(id);
      expect(read).toMatchObject({ status: 'to_review', attempts: 2, twice: 0 });
      expect(read.lines).toBe(scan.lines);
      const { rows: jobs } = await check.query<{ state: string; retry_count: number }>(
        `select state, retry_count from pgboss.job where data->>'quoteId' = $1`,
        [String(id)],
      );
      expect(jobs).toEqual([{ state: 'completed', retry_count: 1 }]);
      console.log(
        `killed worker: the reading was taken up and finished ${((Date.now() - started) / 1000).toFixed(1)} s after the new worker started`,
      );
      // Nothing comes back to read it a third time.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(await reading(id)).toEqual(read);
    }, 300_000);

    it('reads every queued quote once although PostgreSQL restarts while they wait', async () => {
      const files: QuoteFile[] = [
        await scannedQuote(3),
        csvQuote(1),
        await xlsxQuote(2),
        await pdfQuote(3),
        csvQuote(4),
        await xlsxQuote(5),
        await pdfQuote(6),
        csvQuote(7),
      ];
      const ids: number[] = [];
      for (const file of files) ids.push(await upload(file));
      // The worker of the previous test is still there: it takes the scan first, the rest wait.
      await expect.poll(() => statusOf(ids[0]!), { timeout: 30_000, interval: 50 }).toBe('reading');
      const waiting = (await Promise.all(ids.map(statusOf))).filter((s) => s === 'received');
      expect(waiting.length).toBeGreaterThan(0);
      await server.restart();

      await expect
        .poll(async () => (await Promise.all(ids.map(statusOf))).join(), {
          timeout: 120_000,
          interval: 500,
        })
        .toBe(ids.map(() => 'to_review').join());
      const read = await Promise.all(ids.map(reading));
      expect(read.map((r) => r.twice)).toEqual(ids.map(() => 0));
      expect(read.map((r) => r.lines)).toEqual(files.map((f) => f.lines));
      const { rows: jobs } = await check.query<{ n: number }>(
        `select count(*)::int as n from pgboss.job where data->>'quoteId' = any($1::text[])`,
        [ids.map(String)],
      );
      expect(jobs[0]?.n).toBe(ids.length);
    }, 180_000);
  },
);
