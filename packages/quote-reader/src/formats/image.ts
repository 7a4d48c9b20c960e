import sharp, { type Sharp } from 'sharp';
import type { Box, Page, Word } from '../page.ts';
import { recognizeWords, type OcrLanguage } from '../ocr/engine.ts';
import { OcrError } from '../ocr/ocr-error.ts';
import {
  MAX_INPUT_PIXELS,
  openImagePage,
  prepareForOcr,
  type PreparedImage,
  type PrepareSteps,
} from '../ocr/prepare.ts';

export { closeOcr } from '../ocr/engine.ts';
export { OcrError } from '../ocr/ocr-error.ts';

/** A multi-page TIFF longer than this is not a quote; refusing early keeps a hostile file cheap. */
export const MAX_IMAGE_PAGES = 50;

export type ImageReadOptions = {
  signal?: AbortSignal;
  languages?: readonly OcrLanguage[];
  /** Cleaning steps to skip (all run by default); the OCR benchmark measures each one this way. */
  prepare?: Partial<PrepareSteps>;
};

/**
 * The resolution tesseract is told. Measured on the corpus scans (150–200 dpi): telling it 300
 * read more values than telling it the scan's own resolution (86.6 % against 84.7 % of key values).
 */
const OCR_DPI = 300;

/** The words of one page image, with the size of the cleaned page they are placed on. */
export type OcrPage = Omit<Page, 'number' | 'lookAgain'> & {
  lookAgain: NonNullable<Page['lookAgain']>;
};

function scaleWord(word: Word, factor: number): Word {
  return {
    ...word,
    x0: word.x0 * factor,
    y0: word.y0 * factor,
    x1: word.x1 * factor,
    y1: word.y1 * factor,
  };
}

function overlaps(a: Word, b: Word): boolean {
  const width = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const height = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return (
    width > 0 &&
    height > 0 &&
    width * height > 0.3 * Math.min((a.x1 - a.x0) * (a.y1 - a.y0), (b.x1 - b.x0) * (b.y1 - b.y0))
  );
}

/**
 * Sparse-text segmentation keeps columns apart but sometimes drops a whole column of a table;
 * single-block segmentation reads every row but glues columns. Words of the second pass fill
 * only the places where the first found nothing.
 */
function mergeWords(first: Word[], second: Word[]): Word[] {
  return [
    ...first,
    ...second.filter(
      (word) => word.confidence >= 0.5 && !first.some((kept) => overlaps(kept, word)),
    ),
  ];
}

async function ocrOpened(image: Sharp, options: ImageReadOptions): Promise<OcrPage> {
  const prepared = await prepareForOcr(image, options.prepare).catch((error: unknown) => {
    if (error instanceof OcrError) throw error;
    throw new OcrError('image_unreadable', 'The image could not be decoded.', { cause: error });
  });
  // Both segmentations at once: the pool has a worker per core, so the page takes one pass's time.
  const [sparse, block] = await Promise.all([
    recognizeWords(prepared.png, { ...options, dpi: OCR_DPI }),
    recognizeWords(prepared.png, { ...options, dpi: OCR_DPI, segmentation: 'block' }),
  ]);
  const words = mergeWords(sparse, block);
  return {
    width: prepared.width,
    height: prepared.height,
    words: words.map((word) => scaleWord(word, 1 / prepared.scale)),
    lookAgain: (box) => ocrPlace(prepared, box, options),
  };
}

/** White space around a cropped place: tesseract reads a line badly when ink touches the edge. */
const PLACE_MARGIN = 12;

/** OCR of one place of a cleaned page, as a single line (see `Page.lookAgain`). */
async function ocrPlace(
  prepared: PreparedImage,
  [x0, y0, x1, y1]: Box,
  options: ImageReadOptions,
): Promise<Word[]> {
  const { scale } = prepared;
  const left = Math.max(0, Math.floor(x0 * scale));
  const top = Math.max(0, Math.floor(y0 * scale));
  const width = Math.min(Math.round(prepared.width * scale), Math.ceil(x1 * scale)) - left;
  const height = Math.min(Math.round(prepared.height * scale), Math.ceil(y1 * scale)) - top;
  if (width < 4 || height < 4) return [];
  const crop = await sharp(prepared.png)
    .extract({ left, top, width, height })
    .extend({
      top: PLACE_MARGIN,
      bottom: PLACE_MARGIN,
      left: PLACE_MARGIN,
      right: PLACE_MARGIN,
      background: '#ffffff',
    })
    .png()
    .toBuffer();
  const words = await recognizeWords(crop, { ...options, dpi: OCR_DPI, segmentation: 'line' });
  return words.map((word) =>
    scaleWord(
      {
        ...word,
        x0: word.x0 - PLACE_MARGIN + left,
        x1: word.x1 - PLACE_MARGIN + left,
        y0: word.y0 - PLACE_MARGIN + top,
        y1: word.y1 - PLACE_MARGIN + top,
      },
      1 / scale,
    ),
  );
}

/**
 * OCR of one page image: encoded bytes (PNG, JPEG, WebP, TIFF first page) or raw pixels such as
 * pdf.js hands out for an image embedded in a PDF. Word boxes are in pixels of the page as read
 * after cleaning (the photo's border cropped, the skew levelled): `width`/`height` give that frame.
 */
export async function ocrImage(
  image:
    | Uint8Array
    | {
        data: Uint8Array | Uint8ClampedArray;
        width: number;
        height: number;
        channels: 1 | 2 | 3 | 4;
      },
  options: ImageReadOptions = {},
): Promise<OcrPage> {
  if (image instanceof Uint8Array) return ocrOpened(await openImagePage(image), options);
  if (image.width * image.height > MAX_INPUT_PIXELS) {
    throw new OcrError(
      'too_large',
      `The image is ${image.width} × ${image.height} pixels, too large to read.`,
    );
  }
  const raw = sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: image.channels },
  });
  return ocrOpened(raw, options);
}

async function pageCountOf(bytes: Uint8Array): Promise<number> {
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    return metadata.pages ?? 1;
  } catch (error) {
    throw new OcrError('image_unreadable', 'The file is not a readable image.', { cause: error });
  }
}

/**
 * Reads a scanned quote or a phone photo (PNG, JPEG, WebP, multi-page TIFF) into one page of OCR
 * words per image. Dimensions are checked from the header before any pixel is decoded.
 */
export async function readImagePages(
  bytes: Uint8Array,
  options: ImageReadOptions = {},
): Promise<Page[]> {
  const count = await pageCountOf(bytes);
  if (count > MAX_IMAGE_PAGES) {
    throw new OcrError(
      'too_many_pages',
      `The image has ${count} pages; a quote is read up to ${MAX_IMAGE_PAGES}.`,
    );
  }
  const pages: Page[] = [];
  for (let index = 0; index < count; index += 1) {
    options.signal?.throwIfAborted();
    const page = await ocrOpened(await openImagePage(bytes, index), options);
    pages.push({ number: index + 1, ...page });
  }
  return pages;
}
