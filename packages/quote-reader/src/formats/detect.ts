import { fileTypeFromBuffer } from 'file-type';
import { ReadError } from '../result.ts';
import { READ_LIMITS } from './limits.ts';
import { tooManyRows } from './xlsx.ts';

export type DocumentKind = 'pdf' | 'image' | 'xlsx' | 'csv' | 'email' | 'text';

const IMAGE_MIMES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/tiff']);

function looksLikeEmail(head: string): boolean {
  return (
    /^(?:(?:from|to|subject|date|message-id|mime-version|received|return-path|content-type):.*\r?\n)+/im.test(
      head,
    ) &&
    /^from:/im.test(head) &&
    /^(?:subject|date):/im.test(head)
  );
}

function looksLikeHtml(head: string): boolean {
  return /^\s*(?:<!doctype html|<html|<head|<body)/i.test(head);
}

/** Whether the bytes hold more than `limit` lines; stops counting once they do. */
function lineCountAbove(bytes: Uint8Array, limit: number): boolean {
  let lines = 1;
  for (
    let at = bytes.indexOf(10);
    at !== -1 && at < bytes.length - 1;
    at = bytes.indexOf(10, at + 1)
  ) {
    lines += 1;
    if (lines > limit) return true;
  }
  return false;
}

/**
 * Decides the format from the bytes (file-type's signatures, then text sniffing), never from the
 * name alone; the name only breaks the tie between CSV and plain text. A name that promises one
 * format over bytes of another is an error, so a renamed web page is not read as a quote.
 */
export async function detectKind(bytes: Uint8Array, fileName: string): Promise<DocumentKind> {
  if (bytes.length === 0) throw new ReadError('empty_file', 'The file is empty.');
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  const detected = await fileTypeFromBuffer(bytes);
  let kind: DocumentKind;
  if (detected?.mime === 'application/pdf') kind = 'pdf';
  else if (detected && IMAGE_MIMES.has(detected.mime)) kind = 'image';
  else if (detected?.ext === 'xlsx' || (detected?.ext === 'zip' && extension === 'xlsx'))
    kind = 'xlsx';
  else if (detected) {
    throw new ReadError(
      'unsupported_type',
      `Files of type ${detected.mime} cannot be read as a quote.`,
    );
  } else {
    const head = new TextDecoder('utf-8').decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
    if (looksLikeHtml(head)) {
      throw new ReadError(
        extension === 'html' || extension === 'htm' ? 'unsupported_type' : 'type_mismatch',
        `The file is a web page (HTML), not a ${extension.toUpperCase() || 'quote'} document.`,
      );
    }
    if (head.includes('\u0000'))
      throw new ReadError('unsupported_type', 'The file is binary data of an unknown type.');
    if (looksLikeEmail(head)) kind = 'email';
    else if (extension === 'csv' || extension === 'tsv') kind = 'csv';
    else kind = 'text';
    // Text and CSV are bounded by their lines before anything parses them (an e-mail's lines
    // are mostly its attachments' base64, bounded by the file size).
    if (kind !== 'email' && lineCountAbove(bytes, READ_LIMITS.rows))
      throw tooManyRows(READ_LIMITS.rows);
  }
  const promised: Record<string, DocumentKind> = { pdf: 'pdf', xlsx: 'xlsx', eml: 'email' };
  const expected = promised[extension];
  if (expected && expected !== kind) {
    throw new ReadError(
      'type_mismatch',
      `The file is named .${extension} but its contents are ${kind === 'text' ? 'plain text' : kind}.`,
    );
  }
  return kind;
}
