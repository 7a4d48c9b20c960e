import { readEmail } from './formats/email.ts';
import { detectKind, type DocumentKind } from './formats/detect.ts';
import { readCsvLines } from './formats/csv.ts';
import { readPdfPages } from './formats/pdf.ts';
import { pageFromText } from './formats/text.ts';
import { readXlsxLines } from './formats/xlsx.ts';
import { readImagePages } from './formats/image.ts';
import { OcrError } from './ocr/ocr-error.ts';
import { readPdfImagePages } from './ocr/pdf-images.ts';
import type { Line } from './layout/line.ts';
import { linesFromPages } from './layout/lines-from-pages.ts';
import { interpret } from './reading/interpret.ts';
import { ReadError, type ReadResult } from './result.ts';
import { emptyResult } from './reading/empty.ts';
import { linesWithSecondLook } from './second-look.ts';

export type ReadOptions = {
  /** Abort reading after this many milliseconds (default 300 s). */
  timeoutMs?: number;
  signal?: AbortSignal;
};

/** Long enough for a few scanned pages (each about 5 s, up to 60 s under load). */
const DEFAULT_TIMEOUT_MS = 300_000;

/** Scanned pages OCR'd in one document at most: each costs seconds. */
const MAX_SCANNED_PAGES = 20;

const FORMAT_OF: Record<DocumentKind, string> = {
  pdf: 'pdf',
  image: 'scan',
  xlsx: 'xlsx',
  csv: 'csv',
  email: 'email',
  text: 'text',
};

/** The lines of cells of a document that is not an e-mail, with its page count and format. */
export async function linesOf(
  kind: DocumentKind,
  bytes: Uint8Array,
  options: ReadOptions,
): Promise<{ lines: Line[]; pages: number | null; format: string }> {
  switch (kind) {
    case 'pdf': {
      const { pages, pageCount, imageOnlyPages } = await readPdfPages(bytes);
      if (imageOnlyPages.length === 0) {
        return { lines: linesFromPages(pages), pages: pageCount, format: 'pdf' };
      }
      // Pages without a text layer are scans: OCR them and keep the text pages as they are.
      if (imageOnlyPages.length > MAX_SCANNED_PAGES) {
        throw new ReadError(
          'too_many_pages',
          `The PDF has ${imageOnlyPages.length} scanned pages; up to ${MAX_SCANNED_PAGES} are read.`,
        );
      }
      const scanned = await readPdfImagePages(bytes, imageOnlyPages, { signal: options.signal });
      const merged = pages.map((page) => scanned.find((s) => s.number === page.number) ?? page);
      const isScan = imageOnlyPages.length === pageCount;
      const lines = await linesWithSecondLook(merged);
      return { lines, pages: pageCount, format: isScan ? 'scan' : 'pdf' };
    }
    case 'image': {
      const pages = await readImagePages(bytes, { signal: options.signal });
      return { lines: await linesWithSecondLook(pages), pages: pages.length, format: 'scan' };
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
    subject: mail.subject,
    date: mail.localDate,
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
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  options.signal?.addEventListener('abort', () => controller.abort(), { once: true });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Stops OCR too, so that a document that takes too long frees its worker.
      controller.abort();
      reject(new ReadError('timeout', `Reading took longer than ${timeoutMs / 1000} s.`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([
      read(bytes, fileName, { ...options, signal: controller.signal }),
      timeout,
    ]);
  } catch (error) {
    const readError =
      error instanceof ReadError
        ? error
        : error instanceof OcrError
          ? new ReadError(error.code, error.message)
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
