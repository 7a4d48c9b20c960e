import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  fromDrizzle,
  fromPglite,
  PgBoss,
  type ConstructorOptions,
  type SendOptions,
} from 'pg-boss';
import type { Database, Db } from '../db/client.ts';

/** Reading one stored quote file: `{ quoteId }`. */
export const READ_QUOTE = 'read-quote';
export type ReadQuoteJob = { quoteId: number };

/**
 * Where pg-boss moves a reading job that failed its last attempt, its worker killed or expired
 * included: the worker ends its quote `failed` (docs/decisions/019-reading-in-isolation.md §
 * Reading in isolation).
 */
export const READ_QUOTE_FAILED = 'read-quote-failed';

/** Seconds a reading may run before the job is failed and retried (docs/decisions/012-job-queue-pg-boss.md § Jobs). */
export const READ_TIMEOUT_SECONDS = 300;

/**
 * Draws an issued order's PDF and writes its mail (docs/product-rules.md § Documents off the
 * request's thread). Queued in the award's transaction, so an order that commits is mailed even if
 * its process stops right after; retried with backoff while drawing or the database fails.
 */
export const MAIL_PURCHASE_ORDER = 'mail-purchase-order';
export type MailPurchaseOrderJob = { orderId: number };
export const ORDER_MAIL_QUEUE_OPTIONS = {
  notify: true,
  retryLimit: 20,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 300,
};

/**
 * A worker working a reading says it is alive every half of this; a job silent for longer (its
 * worker was killed, its machine lost) is failed and retried well before its 300 s expire
 * (docs/decisions/012-job-queue-pg-boss.md § Jobs). pg-boss takes 10 s at the least.
 */
export const HEARTBEAT_SECONDS = 10;

/** How often each process's pg-boss looks for silent and expired jobs. */
const SUPERVISE_SECONDS = 5;

/**
 * The read-quote queue's retries, backoff and time limits (bench/queue.ts measures them too), and
 * its wake-up: each job queued sends a NOTIFY, in the transaction that queues it, so that idle
 * workers fetch it at once instead of at their next look (docs/decisions/012-job-queue-pg-boss.md §
 * Jobs).
 */
export const READ_QUEUE_OPTIONS = {
  notify: true,
  retryLimit: 3,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: READ_TIMEOUT_SECONDS,
  heartbeatSeconds: HEARTBEAT_SECONDS,
  deadLetter: READ_QUOTE_FAILED,
};

/**
 * The job queue on the product's own database (pg-boss, docs/decisions/012-job-queue-pg-boss.md):
 * jobs are rows, so they survive restarts, are retried with backoff, and any process reaching the
 * database may work them. Created idle; `ready()` installs pg-boss's tables on first use.
 */
export type JobQueue = {
  /** Installs the queue's tables and queues (once) and answers when they are there. */
  ready: () => Promise<PgBoss>;
  /** Queues a job inside the caller's transaction: it exists if and only if the transaction commits. */
  sendInTransaction: (
    tx: Db,
    name: string,
    data: object,
    options?: Omit<SendOptions, 'db'>,
  ) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * A pg-boss instance on the product's database: through the embedded client on PGlite, through a
 * pool of its own on PostgreSQL. It listens for the queues' NOTIFY wake-ups: on PostgreSQL on one
 * connection of its own besides the pool, on PGlite inside the embedded database
 * (docs/decisions/012-job-queue-pg-boss.md § Jobs). `extra` lets the queue benchmark try other
 * options.
 */
export function createBoss(database: Database, extra: Partial<ConstructorOptions> = {}): PgBoss {
  const connection =
    database.kind === 'pglite' && database.raw
      ? { db: fromPglite(database.raw) }
      : { connectionString: database.url, max: 4 };
  return new PgBoss({
    ...connection,
    schema: 'pgboss',
    schedule: false,
    useListenNotify: true,
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
    ...extra,
  });
}

export function createJobQueue(database: Database, log: FastifyBaseLogger): JobQueue {
  let started: Promise<PgBoss> | undefined;
  let boss: PgBoss | undefined;
  const ready = () => {
    started ??= (async () => {
      boss = createBoss(database);
      boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));
      await boss.start();
      await boss.createQueue(READ_QUOTE_FAILED);
      await boss.createQueue(READ_QUOTE, READ_QUEUE_OPTIONS);
      await boss.createQueue(MAIL_PURCHASE_ORDER, ORDER_MAIL_QUEUE_OPTIONS);
      // A queue made by an earlier version keeps its old settings unless told the new ones.
      await boss.updateQueue(READ_QUOTE, READ_QUEUE_OPTIONS);
      return boss;
    })();
    return started;
  };
  return {
    ready,
    sendInTransaction: async (tx, name, data, options = {}) => {
      const queue = await ready();
      await queue.send(name, data, { ...options, db: fromDrizzle(tx as never, sql as never) });
    },
    stop: async () => {
      if (!started) return;
      await (await started.catch(() => undefined))?.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
