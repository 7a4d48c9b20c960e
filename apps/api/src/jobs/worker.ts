import type { AppContext } from '../app-context.ts';
import { readStoredQuote } from '../modules/quotes/quotes.service.ts';
import { READ_QUOTE, type ReadQuoteJob } from '../queue/queue.ts';

/**
 * How each process works the read-quote queue: two quotes at a time (OCR keeps a core busy per
 * page). A new job wakes the workers through its NOTIFY; the look every second stays as the
 * backstop, which finds retries when their delay has passed and jobs queued while the listening
 * connection was down (bench/queue.ts measures both; docs/architecture.md § Jobs).
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

/**
 * Works the queues in this process: reads quotes as they are queued. Any number of processes may
 * do this at once (docs/architecture.md § Jobs); pg-boss hands each job to one of them.
 */
export async function startWorker(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'log' | 'storage'>,
  options: StartWorkerOptions = {},
): Promise<void> {
  const boss = await ctx.jobs.ready();
  const poll = options.pollSeconds ?? READ_WORK_OPTIONS.pollingIntervalSeconds;
  const work = {
    ...READ_WORK_OPTIONS,
    pollingIntervalSeconds: poll,
    notifyPollingIntervalSeconds: poll,
  };
  await boss.work<ReadQuoteJob>(READ_QUOTE, work, async ([job]) => {
    if (job) await readStoredQuote(ctx, job.data.quoteId);
  });
  ctx.log.info('worker reading quotes');
}
