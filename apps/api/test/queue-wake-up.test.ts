import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteDetail } from '@app/shared/schemas/quotes';
import { READ_QUOTE } from '../src/queue/queue.ts';
import { startWorker } from '../src/jobs/worker.ts';
import { createCompany, signIn } from './factories.ts';
import { csvQuote } from './quote-files.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Far longer than the test may take: a job found by a look would not be read in time. */
const HOUR = 3600;

/**
 * A queued reading wakes the idle workers through its NOTIFY
 * (docs/decisions/012-job-queue-pg-boss.md § Jobs), on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL. The workers look for jobs once an hour here, so only the wake-up can start the
 * reading before the test's own timeout.
 */
describe('the reading wake-up', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t, { type: 'company' });
    token = (await signIn(t, company.ownerEmail)).access;
    await startWorker(t.app.ctx, { pollSeconds: HOUR });
  }, 180_000);
  afterAll(() => t?.close());

  it('reads a quote uploaded while the workers wait, without their next look', async () => {
    // Both workers have made their first look, found nothing, and wait an hour for the next.
    const boss = await t.app.ctx.jobs.ready();
    await expect
      .poll(
        () =>
          boss.getWipData().filter((w) => w.name === READ_QUOTE && w.lastFetchedOn !== null).length,
      )
      .toBe(2);
    const file = csvQuote(1);
    const answer = await t.request({
      method: 'POST',
      url: `/api/quotes/?file_name=${encodeURIComponent(file.name)}`,
      token,
      headers: { 'content-type': 'application/octet-stream' },
      payload: file.bytes,
    });
    expect(answer.statusCode).toBe(201);
    const id = answer.json<QuoteDetail>().id;
    const detail = async () =>
      (await t.request({ method: 'GET', url: `/api/quotes/${id}/`, token })).json<QuoteDetail>();
    await expect.poll(async () => (await detail()).status, { timeout: 25_000 }).toBe('to_review');
    expect((await detail()).lines).toHaveLength(file.lines);
  });
});
