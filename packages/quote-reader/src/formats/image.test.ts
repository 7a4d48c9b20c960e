import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { closeOcr, OcrError, readImagePages } from './image.ts';

/** A scanned quote fragment: dark text on white, rendered from SVG like a 200 dpi scan. */
function quoteSvg(lines: string[], { width = 1400, height = 700 } = {}): Buffer {
  const text = lines
    .map(
      (line, i) =>
        `<text x="80" y="${120 + i * 70}" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#111">${line}</text>`,
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`,
  );
}

const QUOTE_LINES = [
  'Cotización COT-264320  Fecha: 17/04/2026',
  'Cemento gris CPC 30R bulto 50 kg   530   222.50   117,925.00',
  'Varilla corrugada 3/8 grado 42   1   20,100.00   20,100.00',
  'Subtotal   138,025.00   IVA 16%   22,084.00',
];

/** Seeded noise so the test is the same on every run. */
function noisy(pixels: Buffer, seed = 7): Buffer {
  let state = seed;
  const out = Buffer.from(pixels);
  for (let i = 0; i < out.length; i += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    out[i] = Math.max(0, Math.min(255, out[i]! + ((state % 61) - 30)));
  }
  return out;
}

async function scannedPng(lines: string[], angle = 0): Promise<Buffer> {
  const { data, info } = await sharp(quoteSvg(lines))
    .rotate(angle, { background: '#ffffff' })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(noisy(data), { raw: { width: info.width, height: info.height, channels: 1 } })
    .blur(0.6)
    .png()
    .toBuffer();
}

function textOf(words: { text: string }[]): string {
  return words.map((word) => word.text).join(' ');
}

afterAll(closeOcr);

describe('readImagePages', () => {
  it('reads the words and numbers of a scan turned by 1.5° with noise, offline', async () => {
    const pages = await readImagePages(await scannedPng(QUOTE_LINES, 1.5));
    expect(pages).toHaveLength(1);
    const text = textOf(pages[0]!.words);
    for (const expected of [
      'COT-264320',
      '17/04/2026',
      'Cemento',
      '530',
      '222.50',
      '117,925.00',
      '20,100.00',
      '138,025.00',
      '22,084.00',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('places each word in the page frame with a confidence between 0 and 1', async () => {
    const [page] = await readImagePages(await scannedPng(QUOTE_LINES));
    const word = page!.words.find((candidate) => candidate.text === 'Subtotal');
    expect(word).toBeDefined();
    expect(page!.width).toBeGreaterThan(1000);
    // The fourth line's baseline sits at y = 330 of a 700 px page.
    expect(word!.y0).toBeGreaterThan(280);
    expect(word!.y1).toBeLessThan(350);
    expect(word!.x0).toBeGreaterThan(60);
    expect(word!.x0).toBeLessThan(110);
    for (const each of page!.words) {
      expect(each.confidence).toBeGreaterThanOrEqual(0);
      expect(each.confidence).toBeLessThanOrEqual(1);
    }
  });

  it('reads every page of a multi-page TIFF in order', async () => {
    const first = await scannedPng(['Hoja uno: Cemento 530 bultos']);
    const second = await scannedPng(['Page two: Rebar 1,250.75 total']);
    const tiff = await multiPageTiff([first, second]);
    expect((await sharp(tiff).metadata()).pages).toBe(2);
    const pages = await readImagePages(tiff);
    expect(pages.map((page) => page.number)).toEqual([1, 2]);
    expect(textOf(pages[0]!.words)).toContain('530');
    expect(textOf(pages[1]!.words)).toContain('1,250.75');
  });

  it('refuses a 20,000 × 20,000 px PNG with a size error before decoding it', async () => {
    const huge = blankPng(20_000, 20_000);
    expect(await sharp(huge, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 20_000,
    });
    const error = await readImagePages(huge).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OcrError);
    expect((error as OcrError).code).toBe('too_large');
  });

  it('answers a clear error for a truncated image', async () => {
    const png = await scannedPng(QUOTE_LINES);
    const error = await readImagePages(png.subarray(0, Math.floor(png.length / 2))).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(OcrError);
    expect((error as OcrError).code).toBe('image_unreadable');
  });

  it('answers a clear error for bytes that are no image at all', async () => {
    const error = await readImagePages(new TextEncoder().encode('no soy una imagen')).catch(
      (caught: unknown) => caught,
    );
    expect((error as OcrError).code).toBe('image_unreadable');
  });
});

async function multiPageTiff(pages: Buffer[]): Promise<Buffer> {
  return sharp(pages, { join: { animated: true } })
    .tiff()
    .toBuffer();
}

/** A valid PNG header and image stream of the given size, built without decoding any pixels. */
function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // 1 bit per pixel, grayscale: 20,000 × 20,000 px is 50 MB of zeros, 50 KB deflated.
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  const rows = Buffer.alloc(row.length * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
