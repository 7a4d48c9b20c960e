import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { denseWorkbook, longCsv, zipBomb } from '@app/quote-reader/testing/hostile-files';
import type { QuoteDetail } from '@app/shared/schemas/quotes';
import { quotes } from '../src/db/schema/index.ts';
import { createProject, createRfq, createSupplier, rfqBody, waitForMail } from './rfq-helpers.ts';
import { answerTokenOf, createCompany, signIn } from './factories.ts';
import { createTestDatabase } from './test-database.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const API_DIR = join(import.meta.dirname, '..');

type Hostile = { name: string; bytes: Buffer; reason: string; importCode: string };

/**
 * Hostile files (docs/product-rules.md § Hostile files): a dense workbook, a zip bomb and a
 * 300,000-line CSV, sent to upload, answer link and item import on PostgreSQL, read by an
 * `npm run worker` process under a 1 GB heap: each ends with a clear reason, nothing is left
 * `reading`, and the worker lives on to read the next file
 * (docs/decisions/019-reading-in-isolation.md § Reading in isolation). The API's latency meanwhile
 * is measured by `npm run bench:hostile`.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('hostile files on PostgreSQL', () => {
  let t: TestApp;
  let owner: string;
  let worker: ChildProcess;
  let workerOutput = '';
  let files: Hostile[];

  beforeAll(async () => {
    const database = await createTestDatabase();
    t = await createTestApp({ database, env: { IN_PROCESS_WORKER: 'false' } });
    owner = (await signIn(t, (await createCompany(t, { type: 'company' })).ownerEmail)).access;
    worker = spawn(
      process.execPath,
      ['--max-old-space-size=1024', '--import', 'tsx', 'src/worker.ts'],
      {
        cwd: API_DIR,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          SECRET_KEY: randomBytes(32).toString('base64url'),
          DATABASE_URL: database.url,
          SMTP_URL: 'smtp://127.0.0.1:9',
          REDIS_URL: '',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    worker.stdout?.on('data', (chunk: Buffer) => (workerOutput += chunk.toString()));
    worker.stderr?.on('data', (chunk: Buffer) => (workerOutput += chunk.toString()));
    files = [
      // 120,000 rows × 5 cells: past the row cap, within the unpacked-size cap.
      {
        name: 'precios.xlsx',
        bytes: Buffer.from(await denseWorkbook(120_000)),
        reason: 'too_many_rows',
        importCode: 'import_too_many_rows',
      },
      {
        name: 'bomba.xlsx',
        bytes: Buffer.from(zipBomb(256 * 1024 * 1024)),
        reason: 'too_large',
        importCode: 'import_too_large',
      },
      {
        name: 'lineas.csv',
        bytes: Buffer.from(longCsv(300_000)),
        reason: 'too_many_rows',
        importCode: 'import_too_many_rows',
      },
    ];
    const deadline = Date.now() + 120_000;
    while (!workerOutput.includes('worker reading quotes')) {
      if (worker.exitCode !== null || Date.now() > deadline)
        throw new Error(`the worker did not start:\n${workerOutput}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 240_000);

  afterAll(async () => {
    if (worker && worker.exitCode === null) {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.kill('SIGTERM');
      await exited;
    }
    await t?.close();
  });

  it('ends each hostile file with a clear reason through upload, answer link and import, and leaves nothing reading', async () => {
    const supplier = await createSupplier(t, owner);
    const project = await createProject(t, owner);
    const rfq = await createRfq(t, owner, rfqBody(project.id, [supplier.id]));
    const sent = await t.request({
      method: 'POST',
      url: `/api/rfqs/${rfq.id}/send/`,
      token: owner,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const token = answerTokenOf(await waitForMail(t, supplier.emails[0] ?? '', rfq.number));

    const expected = new Map<number, string>();
    for (const file of files) {
      const uploaded = await t.request({
        method: 'POST',
        url: `/api/quotes/?file_name=${file.name}`,
        token: owner,
        headers: { 'content-type': 'application/octet-stream' },
        payload: file.bytes,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      expected.set(uploaded.json<QuoteDetail>().id, file.reason);

      const answered = await t.request({
        method: 'POST',
        url: `/api/rfq-answer/${token}/files/?file_name=${file.name}`,
        headers: { 'content-type': 'application/octet-stream' },
        payload: file.bytes,
      });
      expect(answered.statusCode, answered.body).toBe(200);

      const imported = await t.request({
        method: 'POST',
        url: `/api/rfqs/import-items/?file_name=${file.name}`,
        token: owner,
        headers: { 'content-type': 'application/octet-stream' },
        payload: file.bytes,
      });
      expect([imported.statusCode, imported.json<{ error_code: string }>().error_code]).toEqual([
        400,
        file.importCode,
      ]);
    }
    const fromLink = await t.database.db
      .select({ id: quotes.id, fileId: quotes.fileId })
      .from(quotes)
      .where(eq(quotes.origin, 'answer_link'))
      .orderBy(quotes.id);
    expect(fromLink).toHaveLength(files.length);
    fromLink.forEach((quote, index) => expected.set(quote.id, files[index]!.reason));

    const ids = [...expected.keys()];
    const outcome = async () =>
      (
        await t.database.db
          .select({ id: quotes.id, status: quotes.status, failureCode: quotes.failureCode })
          .from(quotes)
          .where(inArray(quotes.id, ids))
      ).sort((a, b) => a.id - b.id);
    await expect
      .poll(
        async () =>
          (await outcome()).every((q) => q.status !== 'received' && q.status !== 'reading'),
        { timeout: 180_000, interval: 500 },
      )
      .toBe(true);
    expect(await outcome()).toEqual(
      ids
        .sort((a, b) => a - b)
        .map((id) => ({ id, status: 'failed', failureCode: expected.get(id) })),
    );
    const reading = await t.database.db
      .select({ id: quotes.id })
      .from(quotes)
      .where(eq(quotes.status, 'reading'));
    expect(reading).toEqual([]);
    // The worker lived through all of it.
    expect(worker.exitCode, workerOutput).toBeNull();
  }, 400_000);
});
