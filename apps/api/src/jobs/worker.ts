import type { AppContext } from '../app-context.ts';
import { readStoredQuote } from '../modules/quotes/quotes.service.ts';
import { READ_QUOTE, type ReadQuoteJob } from './queue.ts';

/**
 * How each process works the read-quote queue: two quotes at a time (OCR keeps a core busy per
 * page), and a look for new jobs every second (bench/queue.ts measures what that costs).
 */
export const READ_WORK_OPTIONS = { localConcurrency: 2, pollingIntervalSeconds: 1 };

/**
 * Works the queues in this process: reads quotes as they are queued. Any number of processes may
 * do this at once (docs/architecture.md § Jobs); pg-boss hands each job to one of them.
 */
export async function startWorker(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'log' | 'storage'>,
): Promise<void> {
  const boss = await ctx.jobs.ready();
  await boss.work<ReadQuoteJob>(READ_QUOTE, READ_WORK_OPTIONS, async ([job]) => {
    if (job) await readStoredQuote(ctx, job.data.quoteId);
  });
  ctx.log.info('worker reading quotes');
}
