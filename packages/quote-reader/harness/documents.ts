import type { Case } from './families.ts';
import { withDefects } from './defects.ts';
import { seedOf } from './random.ts';
import {
  composeSheet,
  renderCsv,
  renderEml,
  renderPageImage,
  renderPdf,
  renderScanPdf,
  renderXlsx,
} from './render.ts';

/** The file a case renders to: its name (the reader picks the format by it) and its bytes. */
export type Document = { name: string; bytes: Uint8Array };

const EXTENSION = {
  pdf: 'pdf',
  scan: 'png',
  photo: 'jpg',
  xlsx: 'xlsx',
  csv: 'csv',
  eml: 'eml',
} as const;

/**
 * Renders a case. A scan or photo of more than one page becomes an image-only PDF, as a copier
 * makes: the case's answer key says so (`scan_pdf`, `photo_pdf`).
 */
export async function renderCase(item: Case): Promise<Document> {
  const name = `${item.id}.${EXTENSION[item.rendering]}`;
  const seed = seedOf(item.id);
  switch (item.rendering) {
    case 'pdf':
      return { name, bytes: await renderPdf(composeSheet(item.quote, item.style), seed) };
    case 'xlsx':
      return { name, bytes: await renderXlsx(item.quote, item.style) };
    case 'csv':
      return { name, bytes: renderCsv(item.quote, item.style) };
    case 'eml':
      return { name, bytes: renderEml(item.quote, item.style) };
    case 'scan':
    case 'photo': {
      const sheet = composeSheet(item.quote, item.style);
      const dpi = item.rendering === 'photo' ? 170 : 200;
      const images: Buffer[] = [];
      for (let page = 0; page < sheet.pages.length; page += 1) {
        const pageSeed = seed + page;
        const clean = await renderPageImage(sheet, page, dpi, pageSeed);
        const angle = ((pageSeed % 1000) / 1000 - 0.5) * 5;
        const defects =
          item.rendering === 'photo'
            ? { photo: true, rotate: angle / 2, blur: 0.8, jpeg: 70 }
            : item.slice.includes('blur')
              ? { blur: 1.1, jpeg: 55, rotate: angle / 3 }
              : { rotate: angle, noise: 0.004 };
        images.push(await withDefects(clean, defects, pageSeed));
      }
      if (images.length === 1) return { name, bytes: new Uint8Array(images[0]!) };
      item.quote.format_detail = item.rendering === 'photo' ? 'photo_pdf' : 'scan_pdf';
      item.quote.pages = images.length;
      return { name: `${item.id}.pdf`, bytes: await renderScanPdf(images, sheet) };
    }
  }
}
