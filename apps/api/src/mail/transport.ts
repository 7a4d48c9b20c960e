import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};
export type MailTransport = { send: (mail: OutgoingMail) => Promise<void>; close: () => void };

/** nodemailer over SMTP_URL. */
export function createSmtpTransport(
  smtpUrl: string,
  options: { ignoreTls?: boolean } = {},
): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    ...(options.ignoreTls ? { ignoreTLS: true } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    send: async (mail) => {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/**
 * The development outbox (docs/product-rules.md § Mail): each message is kept as an .eml file under
 * DATA_DIR/outbox and its links are printed to the terminal, so a new user can follow an
 * activation link without a mail server. The log line names the file only: no log line carries a
 * link's token at any level (docs/product-rules.md § Security).
 */
export function createDevOutboxTransport(dir: string, log: FastifyBaseLogger): MailTransport {
  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  let counter = 0;
  return {
    send: async (mail) => {
      const info = await builder.sendMail(mail);
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${process.pid}-${++counter}.eml`;
      const file = join(dir, name);
      await writeFile(file, info.message as Buffer);
      const links = [...new Set(mail.text.match(/https?:\/\/\S+/g) ?? [])];
      log.info(
        { to: mail.to, subject: mail.subject, file },
        'mail written to the development outbox',
      );
      process.stdout.write(
        `\n📬 Mail to ${mail.to}: ${mail.subject}\n${links.map((l) => `   ${l}`).join('\n')}\n   (${file})\n\n`,
      );
    },
    close: () => builder.close(),
  };
}
