import pino from 'pino';
import { createAppContext } from './app-context.ts';
import { ConfigError, loadConfig } from './config.ts';
import { lowerCpuPriority, runOnlyOnIdleCores } from './jobs/priority.ts';
import { startWorker } from './jobs/worker.ts';

/**
 * `npm run worker`: a process that only works the job queue (reads quotes), beside any number of
 * API processes on the same PostgreSQL database (docs/decisions/012-job-queue-pg-boss.md § Jobs).
 */
async function start() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  if (!config.databaseUrl) {
    process.stderr.write(
      'A separate worker needs DATABASE_URL: with the embedded database the server reads quotes itself.\n',
    );
    process.exit(1);
  }
  const log = pino({ level: config.logLevel });
  // Before the context exists, so that no OCR thread has been started at the old priority.
  try {
    lowerCpuPriority(config.workerNice);
  } catch (error) {
    log.warn({ err: error }, 'the worker could not lower its CPU priority');
  }
  if (config.workerIdleClass && !runOnlyOnIdleCores())
    log.warn('the worker could not enter the idle scheduling class; it runs at its nice value');
  const ctx = await createAppContext(config, { log });
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await ctx.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  await startWorker(ctx);
}

start().catch((error: unknown) => {
  process.stderr.write(
    `The worker could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
