import { simpleParser } from 'mailparser';

export type EmailParts = {
  body: string;
  fromAddress: string | null;
  fromName: string | null;
  date: Date | null;
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
    date: mail.date ?? null,
    attachments: mail.attachments.map((a) => ({
      fileName: a.filename ?? 'attachment',
      bytes: new Uint8Array(a.content),
    })),
  };
}
