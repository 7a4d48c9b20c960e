import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Job, JobResult, PgBoss, SendOptions } from 'pg-boss';
import type { Db } from '../db/client.ts';
import {
  findOutboxMail,
  insertOutboxMail,
  listMailAttachments,
  listPendingMailIds,
  markMailSent,
  recordMailFailure,
} from './outbox.repository.ts';
import type { RenderedMail } from './templates.ts';
import type { MailAttachment, MailTransport } from './transport.ts';

/** Delivering one outbox mail: `{ mailId }`. */
export const SEND_MAIL = 'send-mail';
export type SendMailJob = { mailId: number };

/**
 * How soon a refused mail is tried again and how often each process looks for mails due: the
 * first retry after `retryDelaySeconds` (with pg-boss's jitter, up to twice that), doubling up to
 * `retryDelayMaxSeconds`. Tests shorten them.
 */
export type MailQueueTiming = {
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  pollSeconds: number;
};

export const MAIL_TIMING: MailQueueTiming = {
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 15 * 60,
  pollSeconds: 2,
};

/**
 * The send-mail queue (docs/decisions/006-the-outbox.md § Mail path): a mail is tried for as long
 * as the server refuses it, never dropped (a million tries, fifteen minutes apart at the most, and
 * kept queued for ten years); `exclusive` holds one job per mail, keyed by its id, so queueing the
 * pending mails again at start adds none twice. A job queued sends a NOTIFY in the transaction
 * that queues it, which wakes the workers at once.
 */
export function mailQueueOptions(timing: MailQueueTiming) {
  return {
    notify: true,
    retryLimit: 1_000_000,
    retryDelay: timing.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: timing.retryDelayMaxSeconds,
    retentionSeconds: 10 * 365 * 24 * 3600,
    // A try gives up within 40 s (the transport's timeouts); one active longer is lost.
    expireInSeconds: 120,
  };
}

async function countActiveMailJobs(db: Db): Promise<number> {
  const result: unknown = await db.execute(
    sql`select count(*)::int as n from pgboss.job where name = ${SEND_MAIL} and state = 'active'`,
  );
  return (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/** What the outbox needs of the job queue (pg-boss on the product's database). */
export type MailJobQueue = {
  ready: () => Promise<PgBoss>;
  sendInTransaction: (
    tx: Db,
    name: string,
    data: object,
    options?: Omit<SendOptions, 'db'>,
  ) => Promise<void>;
};

export type MailOutboxOptions = {
  db: Db;
  jobs: MailJobQueue;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  timing?: Partial<MailQueueTiming> | undefined;
};

/**
 * The mail outbox on the job queue: `enqueue` writes the mail and its `send-mail` job in the
 * caller's transaction, so the mail exists if and only if the change that causes it commits;
 * pg-boss hands each job to one process, retries it with backoff while the server refuses it and
 * keeps it across restarts. A mail stays pending, and is tried again, until it is delivered.
 */
export function createMailOutbox(options: MailOutboxOptions) {
  const timing = { ...MAIL_TIMING, ...options.timing };
  const queueOptions = mailQueueOptions(timing);
  const inFlight = new Set<Promise<unknown>>();
  let started: Promise<PgBoss> | undefined;

  /** Delivers one mail; throws when the server refused it (its try is counted on the row). */
  async function deliver(mailId: number): Promise<boolean> {
    const row = await findOutboxMail(options.db, mailId);
    if (row?.status !== 'pending') return false;
    try {
      const attachments = await listMailAttachments(options.db, mailId);
      await options.transport.send({
        ...(attachments.length ? { attachments } : {}),
        from: options.from,
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await recordMailFailure(options.db, mailId, message);
      options.log.warn(
        { mailId, attempts: row.attempts + 1, err: message },
        'mail not sent; the queue will try again',
      );
      throw error;
    }
    await markMailSent(options.db, mailId);
    return true;
  }

  /** Each job of a batch settled on its own: one mail refused does not retry the others. */
  async function deliverBatch(jobs: Job<SendMailJob>[]): Promise<JobResult[]> {
    const results: JobResult[] = [];
    for (const job of jobs) {
      try {
        await deliver(job.data.mailId);
        results.push({ id: job.id, status: 'completed' });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        results.push({ id: job.id, status: 'failed', output: { message } });
      }
    }
    return results;
  }

  function tracked<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    return work.finally(() => inFlight.delete(work));
  }

  const ready = () => {
    started ??= (async () => {
      const boss = await options.jobs.ready();
      await boss.createQueue(SEND_MAIL, { ...queueOptions, policy: 'exclusive' });
      // A queue made earlier keeps its old settings unless told the new ones.
      await boss.updateQueue(SEND_MAIL, queueOptions);
      return boss;
    })();
    return started;
  };

  return {
    /**
     * Starts the queue (once): before the first transaction that writes mail, since the embedded
     * database has one connection and pg-boss starts on it.
     */
    ready,
    /** Writes a mail (and its files) and its delivery job in the caller's transaction. */
    async enqueue(
      tx: Db,
      recipient: string,
      mail: RenderedMail,
      attachments: MailAttachment[] = [],
    ): Promise<void> {
      const mailId = await insertOutboxMail(tx, recipient, mail, attachments);
      await options.jobs.sendInTransaction(tx, SEND_MAIL, { mailId } satisfies SendMailJob, {
        singletonKey: String(mailId),
      });
    },
    /**
     * Works the send-mail queue in this process, as every API process does; first queues again
     * any pending mail that has no job (written before the queue carried mail, or whose job was
     * lost), which the exclusive policy makes harmless when it has one.
     */
    async work(): Promise<void> {
      const boss = await ready();
      const pending = await listPendingMailIds(options.db);
      if (pending.length)
        await boss.insert(
          SEND_MAIL,
          pending.map((mailId) => ({ data: { mailId }, singletonKey: String(mailId) })),
        );
      await boss.work<SendMailJob>(
        SEND_MAIL,
        {
          batchSize: 10,
          perJobResults: true,
          burstWhenBatchFull: true,
          pollingIntervalSeconds: timing.pollSeconds,
          notifyPollingIntervalSeconds: timing.pollSeconds,
        },
        (jobs) => tracked(deliverBatch(jobs)),
      );
    },
    /**
     * Delivers now what is due (the CLI, before it exits; tests), after this process's deliveries
     * under way. Answers how many mails were sent; a refused one stays queued for its retry.
     */
    async flush(): Promise<number> {
      const boss = await ready();
      await Promise.allSettled([...inFlight]);
      let delivered = 0;
      for (;;) {
        const jobs = await boss.fetch<SendMailJob>(SEND_MAIL, { batchSize: 10 });
        if (!jobs.length) break;
        for (const job of jobs) {
          try {
            if (await tracked(deliver(job.data.mailId))) delivered++;
            await boss.complete(SEND_MAIL, job.id);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            await boss.fail(SEND_MAIL, job.id, { message });
          }
        }
      }
      // A worker may hold a job it fetched and has not handed to its handler yet: wait for the
      // jobs active anywhere (pg-boss's table, schema `pgboss`), within a try's time limit.
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline && (await countActiveMailJobs(options.db)) > 0)
        await new Promise((resolve) => setTimeout(resolve, 50));
      await Promise.allSettled([...inFlight]);
      return delivered;
    },
    /** Closes the transport; the queue itself stops with the job queue. */
    stop(): void {
      options.transport.close();
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
