import { getDocumentProxy } from 'unpdf';
import type { Page, Word } from '../page.ts';
import { ReadError } from '../result.ts';
import { READ_LIMITS } from './limits.ts';

/** A quote longer than this is not a quote; refusing early keeps a hostile file cheap. */
export const MAX_PDF_PAGES = READ_LIMITS.pages;

/** Words a PDF may hold, all pages together (a dense 200-page price list has about 100,000). */
export const MAX_PDF_WORDS = 400_000;

type TextItem = { str: string; transform: number[]; width: number; height: number };

function isTextItem(item: unknown): item is TextItem {
  return typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;
}

/** Splits one pdf.js text run into words, spreading its width over its characters. */
function wordsOfItem(item: TextItem, pageHeight: number): Word[] {
  const [, , , d = 0, e = 0, f = 0] = item.transform;
  const size = Math.abs(d) || item.height || 10;
  const y1 = pageHeight - f + size * 0.2;
  const y0 = y1 - size;
  const perChar = item.str.length > 0 ? item.width / item.str.length : 0;
  const words: Word[] = [];
  const pattern = /\S+/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(item.str))) {
    const x0 = e + match.index * perChar;
    words.push({ text: match[0], x0, y0, x1: x0 + match[0].length * perChar, y1, confidence: 1 });
  }
  return words;
}

export type PdfPages = { pages: Page[]; pageCount: number; imageOnlyPages: number[] };

function toReadError(error: unknown): ReadError {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'PasswordException' || /password/i.test(message)) {
    return new ReadError('encrypted_pdf', 'The PDF is protected with a password.');
  }
  return new ReadError('corrupt_file', `The PDF could not be opened: ${message}`);
}

/** Reads the words of a text PDF with their positions (pdf.js text content and transforms). */
export async function readPdfPages(bytes: Uint8Array): Promise<PdfPages> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes));
  } catch (error) {
    throw toReadError(error);
  }
  try {
    if (pdf.numPages > MAX_PDF_PAGES) {
      throw new ReadError(
        'too_many_pages',
        `The PDF has ${pdf.numPages} pages; a quote is read up to ${MAX_PDF_PAGES}.`,
      );
    }
    const pages: Page[] = [];
    const imageOnlyPages: number[] = [];
    let wordCount = 0;
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items: unknown[] = content.items;
      const words = items.filter(isTextItem).flatMap((item) => wordsOfItem(item, viewport.height));
      wordCount += words.length;
      if (wordCount > MAX_PDF_WORDS) {
        throw new ReadError('too_large', `The PDF holds more than ${MAX_PDF_WORDS} words.`);
      }
      if (words.length === 0) imageOnlyPages.push(number);
      pages.push({ number, width: viewport.width, height: viewport.height, words });
      page.cleanup();
    }
    return { pages, pageCount: pdf.numPages, imageOnlyPages };
  } catch (error) {
    if (error instanceof ReadError) throw error;
    throw toReadError(error);
  } finally {
    await pdf.loadingTask.destroy();
  }
}
