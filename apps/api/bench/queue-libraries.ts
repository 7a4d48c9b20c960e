import { sql } from 'drizzle-orm';
import { Logger, run, runMigrations, type RunnerOptions } from 'graphile-worker';
import type { Pool } from 'pg';
import { fromDrizzle } from 'pg-boss';
import { openDatabase, type Database, type Db } from '../src/db/client.ts';
import { createBoss, READ_QUEUE_OPTIONS } from '../src/queue/queue.ts';
import { READ_WORK_OPTIONS } from '../src/jobs/worker.ts';

/** A benchmark job: its number, to match the handler's start to the caller's commit. */
export type BenchJob = { n: number };
export type Handler = (job: BenchJob) => Promise<void>;

/** One job queue library opened on one database, as the product would use it. */
export type OpenQueue = {
  /** Queues a job inside the caller's Drizzle transaction. */
  enqueue: (tx: Db, job: BenchJob) => Promise<void>;
  /** Starts one worker (what one worker process would run); answers its stop. */
  startWorker: (handle: Handler) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

export type QueueLibrary = { name: string; open: (database: Database) => Promise<OpenQueue> };

const QUEUE = 'bench';

function reportError(error: unknown) {
  process.stderr.write(`queue error: ${error instanceof Error ? error.message : String(error)}\n`);
}

/**
 * pg-boss exactly as `queue/queue.ts` and `jobs/worker.ts` set it up (retries, heartbeat, the
 * NOTIFY wake-up with a look every second as its backstop), or as they did before the wake-up:
 * polling only, a look every second.
 */
function pgBoss(options: { notify: boolean }): QueueLibrary {
  const extra = options.notify ? {} : { useListenNotify: false };
  const queueOptions = options.notify
    ? READ_QUEUE_OPTIONS
    : { ...READ_QUEUE_OPTIONS, notify: false };
  return {
    name: options.notify ? 'pg-boss (as today)' : 'pg-boss polling only',
    open: async (database) => {
      const producer = createBoss(database, extra);
      producer.on('error', reportError);
      await producer.start();
      await producer.createQueue(QUEUE, queueOptions);
      return {
        enqueue: async (tx, job) => {
          await producer.send(QUEUE, job, { db: fromDrizzle(tx as never, sql as never) });
        },
        startWorker: async (handle) => {
          const boss = createBoss(database, extra);
          boss.on('error', reportError);
          await boss.start();
          await boss.work<BenchJob>(QUEUE, READ_WORK_OPTIONS, async ([job]) => {
            if (job) await handle(job.data);
          });
          return () => boss.stop({ graceful: false, close: true, timeout: 1000 });
        },
        close: () => producer.stop({ graceful: false, close: true, timeout: 1000 }),
      };
    },
  };
}

const silent = new Logger(() => () => undefined);

/**
 * graphile-worker with the same concurrency and polling as our workers. It takes a connection
 * string or a node-postgres Pool; on PGlite it is handed the embedded client, the only thing there
 * is, and the bench prints what it answers.
 */
const graphileWorker: QueueLibrary = {
  name: 'graphile-worker',
  open: async (database) => {
    const connection: RunnerOptions = database.url
      ? { connectionString: database.url, maxPoolSize: 4 }
      : { pgPool: database.raw as unknown as Pool };
    await runMigrations({ ...connection, logger: silent });
    return {
      enqueue: async (tx, job) => {
        await tx.execute(
          sql`select graphile_worker.add_job(${QUEUE}, ${JSON.stringify(job)}::json)`,
        );
      },
      startWorker: async (handle) => {
        const runner = await run({
          ...connection,
          logger: silent,
          noHandleSignals: true,
          concurrency: READ_WORK_OPTIONS.localConcurrency,
          pollInterval: READ_WORK_OPTIONS.pollingIntervalSeconds * 1000,
          taskList: { [QUEUE]: (payload) => handle(payload as BenchJob) },
        });
        return () => runner.stop();
      },
      close: () => Promise.resolve(),
    };
  },
};

export const LIBRARIES: QueueLibrary[] = [
  pgBoss({ notify: false }),
  pgBoss({ notify: true }),
  graphileWorker,
];

export function findLibrary(name: string): QueueLibrary {
  const library = LIBRARIES.find((candidate) => candidate.name === name);
  if (!library) throw new Error(`no queue library named ${name}`);
  return library;
}

/** Opens (and migrates) the product's database at a PostgreSQL URL or in a PGlite folder. */
export function openPlace(kind: 'postgres' | 'pglite', address: string): Promise<Database> {
  return openDatabase(kind === 'postgres' ? { databaseUrl: address } : { pgliteDir: address });
}
