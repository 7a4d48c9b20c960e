import { simpleParser } from 'mailparser';

export type EmailParts = {
  body: string;
  fromAddress: string | null;
  fromName: string | null;
  subject: string | null;
  date: Date | null;
  /**
   * The sender's own calendar day from the `Date:` header ("Tue, 7 Oct 2025 21:16:11 -0600" →
   * 2025-10-07), not the UTC one: that is the day the supplier dated the quote.
   */
  localDate: string | null;
  attachments: { fileName: string; bytes: Uint8Array }[];
};

/**
 * Where the quoted original message starts in a reply: the Outlook separator, a "De:/From:" block
 * with "Enviado:/Sent:", "On … wrote:", or the first run of lines quoted with ">".
 */
const QUOTED_START = [
  /^-{2,}\s*(?:mensaje original|original message|mensaje reenviado|forwarded message)\s*-{2,}/im,
  /^(?:de|from):.*\n(?:.*\n){0,3}?(?:enviado|sent|fecha|date):/im,
  /^(?:el|on) .{5,120}(?:escribió|wrote):\s*$/im,
  /^>.*$/m,
];

export function stripQuotedOriginal(body: string): string {
  let cut = body.length;
  for (const pattern of QUOTED_START) {
    const match = pattern.exec(body);
    if (match && match.index < cut) cut = match.index;
  }
  return body.slice(0, cut);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * The calendar day of an RFC 5322 date as its sender wrote it ("7 Oct 2025" of "Tue, 7 Oct 2025
 * 23:10:00 -0600"); else, for a date in another form, the day of `fallback` in UTC.
 */
export function senderLocalDate(header: string | null, fallback: Date | null): string | null {
  const match = header ? /(\d{1,2})\s+([A-Za-z]{3})[a-z]*\.?\s+(\d{4})/.exec(header) : null;
  const month = match ? MONTHS.indexOf(match[2]!.toLowerCase()) + 1 : 0;
  if (match && month > 0) {
    return `${match[3]}-${String(month).padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  }
  return fallback && !Number.isNaN(fallback.getTime()) ? fallback.toISOString().slice(0, 10) : null;
}

/** The raw `Date:` header of a message (mailparser gives it only as a UTC instant). */
function rawDateHeader(bytes: Uint8Array): string | null {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 64 * 1024));
  const end = head.search(/\r?\n\r?\n/);
  const match = /^date:[ \t]*(.+(?:\r?\n[ \t].+)*)/im.exec(end >= 0 ? head.slice(0, end) : head);
  return match ? match[1]!.replace(/\s+/g, ' ').trim() : null;
}

/** Reads an .eml: the reply's own text (quoted original removed) and every attachment. */
export async function readEmail(bytes: Uint8Array): Promise<EmailParts> {
  const mail = await simpleParser(Buffer.from(bytes));
  const from = mail.from?.value[0];
  const rawText =
    mail.text ?? (typeof mail.html === 'string' ? mail.html.replace(/<[^>]+>/g, ' ') : '');
  return {
    body: stripQuotedOriginal(rawText),
    fromAddress: from?.address ?? null,
    fromName: from?.name || null,
    subject: mail.subject ?? null,
    date: mail.date ?? null,
    localDate: senderLocalDate(rawDateHeader(bytes), mail.date ?? null),
    attachments: mail.attachments.map((a) => ({
      fileName: a.filename ?? 'attachment',
      bytes: new Uint8Array(a.content),
    })),
  };
}
