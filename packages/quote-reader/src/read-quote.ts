import { readEmail } from './formats/email.ts';
import { detectKind, type DocumentKind } from './formats/detect.ts';
import { readCsvLines } from './formats/csv.ts';
import { readPdfPages } from './formats/pdf.ts';
import { pageFromText } from './formats/text.ts';
import { readXlsxLines } from './formats/xlsx.ts';
import type { Line } from './layout/line.ts';
import type { Page } from './page.ts';
import { linesFromPages } from './layout/lines-from-pages.ts';
import { interpret } from './reading/interpret.ts';
import { ReadError, type ReadResult } from './result.ts';
import { emptyResult } from './reading/empty.ts';

export type ReadOptions = {
  /** Reads scanned pages; given by the caller so that OCR stays optional. */
  readImagePages?: (bytes: Uint8Array) => Promise<Page[]>;
  /** Abort reading after this many milliseconds (default 60 s). */
  timeoutMs?: number;
};

const FORMAT_OF: Record<DocumentKind, string> = {
  pdf: 'pdf',
  image: 'scan',
  xlsx: 'xlsx',
  csv: 'csv',
  email: 'email',
  text: 'text',
};

async function linesOf(
  kind: DocumentKind,
  bytes: Uint8Array,
  options: ReadOptions,
): Promise<{ lines: Line[]; pages: number | null; format: string }> {
  switch (kind) {
    case 'pdf': {
      const { pages, pageCount, imageOnlyPages } = await readPdfPages(bytes);
      if (imageOnlyPages.length === pageCount) {
        throw new ReadError(
          'image_unreadable',
          'The PDF holds only scanned images and this reader has no OCR for them yet.',
        );
      }
      return { lines: linesFromPages(pages), pages: pageCount, format: 'pdf' };
    }
    case 'image': {
      if (!options.readImagePages) {
        throw new ReadError(
          'image_unreadable',
          'Could not read the image: no OCR is available to this reader.',
        );
      }
      const pages = await options.readImagePages(bytes);
      return { lines: linesFromPages(pages), pages: pages.length, format: 'scan' };
    }
    case 'xlsx':
      return { lines: await readXlsxLines(bytes), pages: null, format: 'xlsx' };
    case 'csv':
      return { lines: readCsvLines(bytes), pages: null, format: 'csv' };
    default:
      return {
        lines: linesFromPages([pageFromText(new TextDecoder().decode(bytes))]),
        pages: null,
        format: FORMAT_OF[kind],
      };
  }
}

async function readEmailQuote(
  bytes: Uint8Array,
  fileName: string,
  options: ReadOptions,
): Promise<ReadResult> {
  const mail = await readEmail(bytes);
  const bodyLines = linesFromPages([pageFromText(mail.body)]);
  const body = interpret(bodyLines, {
    file: fileName,
    format: 'email',
    pages: null,
    fromAddress: mail.fromAddress,
    fromName: mail.fromName,
    date: mail.date,
  });
  let best = body;
  for (const attachment of mail.attachments) {
    const result = await readQuote(attachment.bytes, attachment.fileName, options);
    if (!result.error && result.line_items.length > best.line_items.length) {
      best = { ...result, file: fileName, format: 'email' };
      best.supplier.email ??= mail.fromAddress;
      best.warnings.push(`Read from the attachment ${attachment.fileName}.`);
    } else if (result.error) {
      best.warnings.push(`Attachment ${attachment.fileName}: ${result.error.message}`);
    }
  }
  return best;
}

async function read(
  bytes: Uint8Array,
  fileName: string,
  options: ReadOptions,
): Promise<ReadResult> {
  const kind = await detectKind(bytes, fileName);
  if (kind === 'email') return readEmailQuote(bytes, fileName, options);
  const { lines, pages, format } = await linesOf(kind, bytes, options);
  return interpret(lines, { file: fileName, format, pages });
}

/**
 * Reads a supplier quote (text PDF, scan, XLSX, CSV or e-mail) into the answer-key shape with
 * confidences, sources and warnings. It never throws for a bad document: the result then carries
 * `error` with a code the UI translates.
 */
export async function readQuote(
  bytes: Uint8Array,
  fileName: string,
  options: ReadOptions = {},
): Promise<ReadResult> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ReadError('timeout', `Reading took longer than ${timeoutMs / 1000} s.`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([read(bytes, fileName, options), timeout]);
  } catch (error) {
    const readError =
      error instanceof ReadError
        ? error
        : new ReadError(
            'corrupt_file',
            `The file could not be read: ${error instanceof Error ? error.message : String(error)}`,
          );
    return {
      ...emptyResult(fileName),
      error: { code: readError.code, message: readError.message },
    };
  } finally {
    clearTimeout(timer);
  }
}
