import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteDetail } from '@app/shared/schemas/quotes';
import { quoteLines, quotes } from '../../db/schema/index.ts';
import { createCompany, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { denseWorkbook } from '@app/quote-reader/testing/hostile-files';
import { READ_QUOTE } from '../../queue/queue.ts';
import { startWorker, sweepOrphanedReadings } from '../../jobs/worker.ts';
import { readStoredQuote } from './quotes.service.ts';

const CSV = readFileSync(
  join(import.meta.dirname, '../../../test/fixtures/cotizacion-ferreteria.csv'),
);

// No worker runs here: the test plays the worker, and the one that died
// (docs/decisions/012-job-queue-pg-boss.md § Jobs).
describe('reading a quote again after a worker died', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t, { type: 'company' });
    owner = (await signIn(t, company.ownerEmail)).access;
  });
  afterAll(() => t.close());

  const upload = async () =>
    (
      await t.request({
        method: 'POST',
        url: '/api/quotes/?file_name=cotizacion.csv',
        token: owner,
        headers: { 'content-type': 'application/octet-stream' },
        payload: CSV,
      })
    ).json<QuoteDetail>().id;
  const linesOf = async (id: number) =>
    t.database.db.select().from(quoteLines).where(eq(quoteLines.quoteId, id));

  it('reads a quote a dead worker left "reading" once, replacing what that attempt left', async () => {
    const id = await upload();
    // The first worker claimed the quote and died; a stray line of its attempt is still there.
    await t.database.db
      .update(quotes)
      .set({ status: 'reading', readAttempts: 1 })
      .where(eq(quotes.id, id));
    await t.database.db
      .insert(quoteLines)
      .values({ quoteId: id, position: 1, description: 'a medias' });

    await readStoredQuote(t.app.ctx, id);
    const read = await linesOf(id);
    expect(read.map((l) => l.description)).not.toContain('a medias');
    expect(read.length).toBeGreaterThan(1);
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    expect(row).toMatchObject({ status: 'to_review', readAttempts: 2 });

    // The same job delivered again (its completion was lost): nothing is read twice.
    await readStoredQuote(t.app.ctx, id);
    expect(await linesOf(id)).toEqual(read);
    const [after] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    expect(after?.readAttempts).toBe(2);
  });

  it('ends a quote whose stored file is gone as failed, not stuck reading', async () => {
    const id = await upload();
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    // A storage fault: the bytes are gone.
    await t.database.db.execute(
      sql`update quote_files set content = null where id = ${row!.fileId}`,
    );
    await readStoredQuote(t.app.ctx, id);
    const [failed] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    expect(failed).toMatchObject({ status: 'failed', failureCode: 'corrupt_file' });
  });

  const statusOf = async (id: number) => {
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    return { status: row?.status, failureCode: row?.failureCode };
  };

  it('ends a reading that outgrows the heap of its thread as too_large, and the process reads on', async () => {
    const bytes = Buffer.from(await denseWorkbook(15_000));
    const id = (
      await t.request({
        method: 'POST',
        url: '/api/quotes/?file_name=precios.xlsx',
        token: owner,
        headers: { 'content-type': 'application/octet-stream' },
        payload: bytes,
      })
    ).json<QuoteDetail>().id;
    // A thread with a heap far too small for this workbook: only its reading ends.
    const small = { ...t.app.ctx, config: { ...t.app.ctx.config, readHeapMb: 64 } };
    await readStoredQuote(small, id);
    expect(await statusOf(id)).toEqual({ status: 'failed', failureCode: 'too_large' });
    const next = await upload();
    await readStoredQuote(t.app.ctx, next);
    expect((await statusOf(next)).status).toBe('to_review');
  });

  it('ends failed, when a worker starts, a quote left reading whose job is gone', async () => {
    const id = await upload();
    await t.database.db
      .update(quotes)
      .set({ status: 'reading', readAttempts: 3 })
      .where(eq(quotes.id, id));
    // Its job failed for good while no dead-letter queue existed (a worker killed three times).
    await t.database.db.execute(
      sql`update pgboss.job set state = 'failed' where name = ${READ_QUOTE} and data ->> 'quoteId' = ${String(id)}`,
    );
    const waiting = await upload();
    expect(await sweepOrphanedReadings(t.app.ctx)).toBe(1);
    expect(await statusOf(id)).toEqual({ status: 'failed', failureCode: 'read_crashed' });
    // A quote whose job is still queued is left for the workers.
    expect((await statusOf(waiting)).status).toBe('received');
  });

  it('ends failed the quote of a job that failed its last attempt (its worker died), never reading', async () => {
    const boss = await t.app.ctx.jobs.ready();
    const id = await upload();
    // The first worker took the job and the quote, then died on its last attempt.
    await t.database.db.execute(
      sql`update pgboss.job set retry_limit = 0 where name = ${READ_QUOTE} and data ->> 'quoteId' = ${String(id)}`,
    );
    const [job] = await boss
      .fetch<{ quoteId: number }>(READ_QUOTE, { batchSize: 50 })
      .then((jobs) => jobs.filter((j) => j.data.quoteId === id));
    expect(job).toBeDefined();
    await t.database.db
      .update(quotes)
      .set({ status: 'reading', readAttempts: 3 })
      .where(eq(quotes.id, id));
    await startWorker(t.app.ctx, { pollSeconds: 1 });
    // What pg-boss does when the job's heartbeat stops or it expires: it fails it for good.
    await boss.fail(READ_QUOTE, job!.id, { message: 'worker died' });
    for (let i = 0; i < 100 && (await statusOf(id)).status === 'reading'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await statusOf(id)).toEqual({ status: 'failed', failureCode: 'read_crashed' });
  });
});
