import sharp from 'sharp';
import type { QuotePreviewPages } from '@app/shared/schemas/quotes';
import { MAX_IMAGE_PAGES } from '@app/quote-reader/formats/image';
import { MAX_INPUT_PIXELS } from '@app/quote-reader/ocr/prepare';
import type { AppContext } from '../../app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/permissions.ts';
import { getQuoteFile } from './quote-detail.service.ts';

/** The browser draws TIFF nowhere; its pages are sent as PNG, this wide at most. */
const PREVIEW_MAX_WIDTH = 2000;
/** Rendering one page takes well under a second; a file that takes this long is refused. */
const PREVIEW_TIMEOUT_SECONDS = 20;

type Ctx = Pick<AppContext, 'db' | 'storage' | 'log'>;

const unavailable = () =>
  new AppError({
    code: 'quote_preview_unavailable',
    messageKey: 'purchasing.quotePreviewUnavailable',
  });

/** A TIFF quote file of the company, or 404; any other file type has no page preview. */
async function tiffOf(ctx: Ctx, scope: Scope, id: number) {
  const file = await getQuoteFile(ctx, scope, id);
  if (file.contentType !== 'image/tiff') throw notFound();
  return file.content;
}

async function pageCount(ctx: Ctx, id: number, bytes: Buffer): Promise<number> {
  const pages = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .then((metadata) => metadata.pages ?? 1)
    .catch((error: unknown) => {
      ctx.log.warn({ err: error, quoteId: id }, 'a TIFF quote cannot be previewed');
      throw unavailable();
    });
  if (pages < 1 || pages > MAX_IMAGE_PAGES) throw unavailable();
  return pages;
}

/**
 * The pages of a TIFF quote file and each one's size in pixels, read from its headers without
 * decoding a pixel (docs/product-rules.md § Quote review on screen): the screen places the
 * reader's boxes by the page's own size, whatever size the preview is sent at. A file sharp cannot
 * open, or with more pages than the reader reads, has no preview: a clear refusal, never a 500.
 */
export async function getQuotePreviewPages(
  ctx: Ctx,
  scope: Scope,
  id: number,
): Promise<QuotePreviewPages> {
  const bytes = await tiffOf(ctx, scope, id);
  const count = await pageCount(ctx, id, bytes);
  const pages: QuotePreviewPages['pages'] = [];
  for (let page = 0; page < count; page += 1) {
    const { width, height } = await sharp(bytes, { page, limitInputPixels: false })
      .metadata()
      .catch(() => {
        throw unavailable();
      });
    pages.push({ width, height });
  }
  return { pages };
}

/**
 * One page (1-based) of a TIFF quote file as PNG, at most `PREVIEW_MAX_WIDTH` wide. The pixel cap
 * of the reader applies before decoding, and a page that cannot be decoded is refused clearly.
 */
export async function renderQuotePreviewPage(
  ctx: Ctx,
  scope: Scope,
  id: number,
  page: number,
): Promise<Buffer> {
  const bytes = await tiffOf(ctx, scope, id);
  if (page > (await pageCount(ctx, id, bytes))) throw notFound();
  try {
    return await sharp(bytes, {
      page: page - 1,
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
    })
      .resize({ width: PREVIEW_MAX_WIDTH, withoutEnlargement: true })
      .png({ compressionLevel: 6 })
      .timeout({ seconds: PREVIEW_TIMEOUT_SECONDS })
      .toBuffer();
  } catch (error) {
    ctx.log.warn({ err: error, quoteId: id, page }, 'a TIFF quote page cannot be previewed');
    throw unavailable();
  }
}
