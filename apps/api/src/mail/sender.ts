import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import {
  claimDueMails,
  listMailAttachments,
  markMailSent,
  scheduleMailRetry,
} from './outbox.repository.ts';
import type { MailTransport } from './transport.ts';

export type MailSenderOptions = {
  db: Db;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  /** First retry delay; doubles each attempt up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How often due mails are looked for when nothing kicks the sender. */
  pollMs?: number;
};

/**
 * Delivers the outbox with retries and backoff. A mail stays pending, and is tried again, for as
 * long as the server refuses it: it is never dropped.
 */
export function createMailSender(options: MailSenderOptions) {
  const baseDelayMs = options.baseDelayMs ?? 5_000;
  const maxDelayMs = options.maxDelayMs ?? 15 * 60_000;
  const pollMs = options.pollMs ?? 2_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  async function deliverDue(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const batch = await claimDueMails(options.db, 10, 60_000);
      if (!batch.length) return delivered;
      for (const row of batch) {
        try {
          const attachments = await listMailAttachments(options.db, row.id);
          await options.transport.send({
            ...(attachments.length ? { attachments } : {}),
            from: options.from,
            to: row.recipient,
            subject: row.subject,
            text: row.text,
            html: row.html,
          });
          await markMailSent(options.db, row.id);
          delivered++;
        } catch (error) {
          const delay = Math.min(baseDelayMs * 2 ** row.attempts, maxDelayMs);
          const message = error instanceof Error ? error.message : String(error);
          options.log.warn(
            { mailId: row.id, attempts: row.attempts + 1, retryInMs: delay, err: message },
            'mail not sent; will retry',
          );
          await scheduleMailRetry(options.db, row.id, delay, message);
        }
      }
    }
  }

  /** Runs one delivery pass now (or right after the one under way). Answers how many were sent. */
  async function flush(): Promise<number> {
    if (running) {
      again = true;
      await running;
    }
    running = deliverDue().finally(() => {
      running = undefined;
    });
    const count = await running;
    if (again) {
      again = false;
      return count + (await flush());
    }
    return count;
  }

  function tick() {
    if (stopped) return;
    flush()
      .catch((error: unknown) => options.log.error({ err: error }, 'mail sender pass failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  }

  return {
    start() {
      stopped = false;
      timer = setTimeout(tick, 0);
    },
    /** Asks for a pass soon, after a transaction that wrote mail has committed. */
    kick() {
      if (stopped) return;
      setImmediate(() => {
        flush().catch((error: unknown) =>
          options.log.error({ err: error }, 'mail sender pass failed'),
        );
      });
    },
    flush,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) await running.catch(() => undefined);
      options.transport.close();
    },
  };
}

export type MailSender = ReturnType<typeof createMailSender>;
