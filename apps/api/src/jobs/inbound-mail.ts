import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { QUOTE_FILE_MAX_BYTES } from '@app/shared/constants/purchasing';
import type { AppContext } from '../app-context.ts';
import { detectQuoteFileType } from '../lib/quote-file-type.ts';
import { companyOfQuoteAddress, receiveQuoteFile } from '../modules/quotes/quotes.service.ts';

/** The largest message taken: a few quote files and their mail around them. */
const MAX_MESSAGE_BYTES = 3 * QUOTE_FILE_MAX_BYTES;

type Ctx = Pick<AppContext, 'db' | 'config' | 'jobs' | 'log' | 'storage'>;

function smtpError(message: string, responseCode: number) {
  return Object.assign(new Error(message), { responseCode });
}

/**
 * Quotes by e-mail (docs/product-rules.md § Quote intake and review): an SMTP receiver that takes
 * mail for the companies' quote addresses only (anything else is refused at RCPT TO), and files
 * each attachment a quote can be read from as a quote of that company, read like an upload. A
 * message with no such attachment is filed whole (its body may hold the quote).
 */
export async function startInboundMail(
  ctx: Ctx,
  port: number,
): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: MAX_MESSAGE_BYTES,
    onRcptTo(address, _session, callback) {
      companyOfQuoteAddress(ctx, address.address)
        .then((company) =>
          company === undefined
            ? callback(smtpError(`No quote address ${address.address} here`, 550))
            : callback(),
        )
        .catch((error: unknown) => {
          ctx.log.error({ err: error }, 'inbound mail: checking a recipient failed');
          callback(smtpError('Try again later', 451));
        });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          callback(smtpError('The message is too large', 552));
          return;
        }
        fileMessage(
          ctx,
          Buffer.concat(chunks),
          session.envelope.rcptTo.map((r) => r.address),
        )
          .then(() => callback())
          .catch((error: unknown) => {
            // Nothing is half-filed: the sender's server keeps the message and tries again.
            ctx.log.error({ err: error }, 'inbound mail: filing a message failed');
            callback(smtpError('Try again later', 451));
          });
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve());
  });
  server.on('error', (error) => ctx.log.error({ err: error }, 'inbound mail error'));
  const bound = (server.server.address() as AddressInfo).port;
  ctx.log.info({ port: bound }, 'receiving quotes by e-mail');
  return { port: bound, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function fileMessage(ctx: Ctx, raw: Buffer, recipients: string[]): Promise<void> {
  const mail = await simpleParser(raw);
  const files: { name: string; bytes: Buffer }[] = [];
  for (const attachment of mail.attachments) {
    const name = attachment.filename ?? 'adjunto';
    if (await detectQuoteFileType(attachment.content, name))
      files.push({ name, bytes: attachment.content });
  }
  if (files.length === 0) {
    const subject = (mail.subject ?? 'correo')
      .replace(/[^\p{L}\p{N} ._-]+/gu, ' ')
      .trim()
      .slice(0, 100);
    files.push({ name: `${subject || 'correo'}.eml`, bytes: raw });
  }
  for (const address of new Set(recipients.map((r) => r.toLowerCase()))) {
    const company = await companyOfQuoteAddress(ctx, address);
    if (company === undefined) continue;
    for (const file of files)
      await receiveQuoteFile(
        ctx,
        { stakeholderId: company, userId: null, origin: 'email' },
        file.name,
        file.bytes,
      );
  }
}
