import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { openDatabase, type Database, type Db } from './db/client.ts';
import { startTableCare } from './db/table-care.ts';
import { createJobQueue, type JobQueue } from './queue/queue.ts';
import { createActorCache, type ActorCache } from './lib/actor-cache.ts';
import { postgresInvalidation, redisInvalidation } from './lib/invalidation-channels.ts';
import { createJwt, type Jwt } from './lib/jwt.ts';
import { createObjectStorage, type ObjectStorage } from './lib/object-storage.ts';
import { startErrorReporting } from './lib/error-reporting.ts';
import { createMailOutbox, type MailOutbox, type MailQueueTiming } from './mail/outbox.ts';
import {
  createDevOutboxTransport,
  createSmtpTransport,
  type MailTransport,
} from './mail/transport.ts';

/**
 * What services need from the running process: every module service takes it (or the part it
 * uses) as its first argument. The server, the CLI, the worker and the benchmarks all build it
 * with `createAppContext` (docs/architecture.md § The application context).
 */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  jwt: Jwt;
  /** The mail outbox: mails written in transactions, delivered through the job queue. */
  mail: MailOutbox;
  /** The job queue on the same database (pg-boss); idle until first used. */
  jobs: JobQueue;
  /**
   * S3-compatible storage for quote files when `S3_BUCKET` is set; undefined, they are kept in the
   * database (docs/decisions/012-job-queue-pg-boss.md § Jobs).
   */
  storage: ObjectStorage | undefined;
  /**
   * The actors of live sessions kept for a few seconds, told of changes by the other processes
   * (docs/decisions/017-session-cache.md § Session cache).
   */
  actors: ActorCache;
  log: FastifyBaseLogger;
};

export type AppContextOptions = {
  log: FastifyBaseLogger;
  /** An already open database (tests); otherwise one is opened from the config and owned. */
  database?: Database | undefined;
  /** Where mail goes; otherwise SMTP_URL or the development outbox under DATA_DIR. */
  mailTransport?: MailTransport | undefined;
  /** Shorter retries and looks for due mails (tests). */
  mailTiming?: Partial<MailQueueTiming> | undefined;
};

export type OwnedAppContext = AppContext & {
  /** Stops the job queue and closes the database when this context opened it. */
  close: () => Promise<void>;
};

/**
 * Opens the database, the job queue and the mail outbox on it, the token signer and error
 * reporting. The queue is started here, before any transaction can write mail.
 */
export async function createAppContext(
  config: Config,
  options: AppContextOptions,
): Promise<OwnedAppContext> {
  const { log } = options;
  await startErrorReporting(config);
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: join(config.dataDir, 'pglite'),
      onConnectionError: (error) =>
        log.warn(
          { err: error },
          'The database dropped an idle connection; the next query opens a new one',
        ),
    }));
  const ownsDatabase = !options.database;
  const stopTableCare =
    ownsDatabase && database.kind === 'postgres'
      ? await startTableCare(database.db, log)
      : () => undefined;
  const transport =
    options.mailTransport ??
    (config.smtpUrl
      ? createSmtpTransport(config.smtpUrl)
      : createDevOutboxTransport(join(config.dataDir, 'outbox'), log));
  const jobs = createJobQueue(database, log);
  const mail = createMailOutbox({
    db: database.db,
    jobs,
    transport,
    from: config.mailFrom,
    log,
    timing: options.mailTiming,
  });
  await mail.ready();
  const storage = config.s3 ? createObjectStorage(config.s3) : undefined;
  const actors = createActorCache({ channel: invalidationChannel(config, database), log });
  return {
    config,
    database,
    db: database.db,
    jwt: createJwt(config.secretKey),
    mail,
    jobs,
    storage,
    actors,
    log,
    close: async () => {
      storage?.close();
      stopTableCare();
      await actors.close();
      await jobs.stop();
      mail.stop();
      if (ownsDatabase) await database.close();
    },
  };
}

/**
 * Redis pub/sub when REDIS_URL is set, else LISTEN/NOTIFY on PostgreSQL; with the embedded
 * database there is one process and no channel (docs/decisions/017-session-cache.md § Session
 * cache).
 */
function invalidationChannel(config: Config, database: Database) {
  if (config.redisUrl) return redisInvalidation(config.redisUrl);
  const { pool, url } = database;
  if (!pool || !url) return undefined;
  return postgresInvalidation({
    url,
    notify: (channel, message) => pool.query('select pg_notify($1, $2)', [channel, message]),
  });
}
