import { extractImages, getDocumentProxy } from 'unpdf';
import type { Page } from '../page.ts';
import { ocrImage, type ImageReadOptions } from '../formats/image.ts';
import { OcrError } from './ocr-error.ts';

/**
 * OCR of the scanned pages of an image-only PDF. Each page's largest embedded image is the scan;
 * its words are placed in the page's own frame (PDF points, like the words of a text page), so a
 * PDF mixing text and scanned pages hands the layout stage one coordinate system.
 */
export async function readPdfImagePages(
  bytes: Uint8Array,
  pageNumbers: readonly number[],
  options: ImageReadOptions = {},
): Promise<Page[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes)).catch((error: unknown) => {
    throw new OcrError('image_unreadable', 'The PDF could not be opened.', { cause: error });
  });
  try {
    const pages: Page[] = [];
    for (const number of pageNumbers) {
      options.signal?.throwIfAborted();
      const page = await pdf.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const images = await extractImages(pdf, number);
      const scan = images.reduce<(typeof images)[number] | undefined>(
        (largest, image) =>
          !largest || image.width * image.height > largest.width * largest.height ? image : largest,
        undefined,
      );
      if (!scan) {
        pages.push({ number, width: viewport.width, height: viewport.height, words: [] });
        continue;
      }
      const read = await ocrImage(scan, options);
      const sx = viewport.width / read.width;
      const sy = viewport.height / read.height;
      pages.push({
        number,
        width: viewport.width,
        height: viewport.height,
        words: read.words.map((word) => ({
          ...word,
          x0: word.x0 * sx,
          x1: word.x1 * sx,
          y0: word.y0 * sy,
          y1: word.y1 * sy,
        })),
        lookAgain: async ([x0, y0, x1, y1]) =>
          (await read.lookAgain([x0 / sx, y0 / sy, x1 / sx, y1 / sy])).map((word) => ({
            ...word,
            x0: word.x0 * sx,
            x1: word.x1 * sx,
            y0: word.y0 * sy,
            y1: word.y1 * sy,
          })),
      });
      page.cleanup();
    }
    return pages;
  } finally {
    await pdf.loadingTask.destroy();
  }
}
