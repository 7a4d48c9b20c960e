import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MailTransport, OutgoingMail } from '../src/mail/transport.ts';

export type ReceivedMail = { to: string; subject: string; text: string; html: string };

/** Keeps sent mail in memory: the default transport of API tests that don't exercise SMTP. */
export function createMemoryTransport(): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    send: (mail) => {
      sent.push(mail);
      return Promise.resolve();
    },
    close: () => undefined,
  };
}

/**
 * A real SMTP server in this process (smtp-server), that parses what it receives. `refuse` makes
 * it answer every message with a temporary failure, as a mail server that is down would.
 */
export async function startSmtpServer(options: { port?: number } = {}) {
  const received: ReceivedMail[] = [];
  let refuse = false;
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (refuse) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Service unavailable'), { responseCode: 421 })),
        );
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          received.push({
            to: to?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    setRefusing(value: boolean) {
      refuse = value;
    },
    /** Resolves when a mail to this address has arrived (or rejects after the timeout). */
    /** The first mail to this address (whose subject is `subject`, when given). */
    async waitFor(to: string, timeoutMs = 10_000, subject?: string): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find(
          (m) => m.to === to.toLowerCase() && (subject === undefined || m.subject === subject),
        );
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
