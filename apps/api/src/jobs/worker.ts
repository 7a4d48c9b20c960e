import type { AppContext } from '../app-context.ts';
import { failOrphanedReadings, markFailed } from '../modules/quotes/quotes.repository.ts';
import { readStoredQuote } from '../modules/quotes/quotes.service.ts';
import { READ_QUOTE, READ_QUOTE_FAILED, type ReadQuoteJob } from '../queue/queue.ts';

/**
 * How each process works the read-quote queue: two quotes at a time (OCR keeps a core busy per
 * page). A new job wakes the workers through its NOTIFY; the look every second stays as the
 * backstop, which finds retries when their delay has passed and jobs queued while the listening
 * connection was down (bench/queue.ts measures both; docs/decisions/012-job-queue-pg-boss.md §
 * Jobs).
 */
export const READ_WORK_OPTIONS = {
  localConcurrency: 2,
  pollingIntervalSeconds: 1,
  notifyPollingIntervalSeconds: 1,
};

export type StartWorkerOptions = {
  /**
   * Seconds between two looks for due jobs; 1 unless given. Tests lengthen it to show that a new
   * job is picked up by its wake-up alone.
   */
  pollSeconds?: number;
};

type WorkerCtx = Pick<AppContext, 'db' | 'jobs' | 'log' | 'storage' | 'config'>;

/**
 * Ends `failed` every quote still waiting or reading that no live job will read: its job failed
 * for good before the dead-letter queue caught it, or was lost. Run when a worker starts.
 */
export async function sweepOrphanedReadings(ctx: Pick<AppContext, 'db' | 'jobs'>): Promise<number> {
  await ctx.jobs.ready();
  return failOrphanedReadings(ctx.db, READ_QUOTE);
}

/**
 * Works the queues in this process: reads quotes as they are queued, each in a thread of its own
 * (docs/decisions/019-reading-in-isolation.md § Reading in isolation), and ends `failed` the quote
 * of a reading job that failed for good, its worker killed included (pg-boss moves it to
 * READ_QUOTE_FAILED after its last attempt or expiry). Any number of processes may do this at once
 * (docs/decisions/012-job-queue-pg-boss.md § Jobs); pg-boss hands each job to one of them.
 */
export async function startWorker(ctx: WorkerCtx, options: StartWorkerOptions = {}): Promise<void> {
  const boss = await ctx.jobs.ready();
  const swept = await sweepOrphanedReadings(ctx);
  if (swept > 0)
    ctx.log.warn({ quotes: swept }, 'quotes left reading by a dead worker ended failed');
  const poll = options.pollSeconds ?? READ_WORK_OPTIONS.pollingIntervalSeconds;
  const work = {
    ...READ_WORK_OPTIONS,
    pollingIntervalSeconds: poll,
    notifyPollingIntervalSeconds: poll,
  };
  await boss.work<ReadQuoteJob>(READ_QUOTE, work, async ([job]) => {
    if (job) await readStoredQuote(ctx, job.data.quoteId);
  });
  await boss.work<ReadQuoteJob>(
    READ_QUOTE_FAILED,
    { pollingIntervalSeconds: poll, notifyPollingIntervalSeconds: poll },
    async (jobs) => {
      for (const job of jobs) await markFailed(ctx.db, job.data.quoteId, 'read_crashed');
    },
  );
  ctx.log.info('worker reading quotes');
}
