import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { closeOcr, readImagePages } from '../formats/image.ts';
import { flattenLighting, isUnevenlyLit } from './prepare.ts';

/**
 * A phone photo of an item table: dark item lines, each with a small light-grey note under it,
 * on paper lit brighter in the middle than at the edges, inside a dark frame (the table the sheet
 * lies on), rendered at about 150 dpi.
 */
async function photographedPage(): Promise<Buffer> {
  const width = 1300;
  const height = 800;
  const items = [
    ['CENTRO DE CARGA QO 8 CIRCUITOS', 'Incluye maniobra de carga'],
    ['TUBO PVC SANITARIO 2 pulgadas', 'Entrega en obra inmediata'],
    ['CONTACTO DUPLEX POLARIZADO', 'Garantía de fábrica'],
  ];
  const text = items
    .map(
      ([item, note], i) =>
        `<text x="140" y="${200 + i * 130}" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="bold" fill="#222">${item}</text>` +
        `<text x="140" y="${228 + i * 130}" font-family="DejaVu Sans, Arial, sans-serif" font-size="16" fill="#999">${note}</text>`,
    )
    .join('');
  const page = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="100%" height="100%" fill="#505048"/>` +
      `<rect x="60" y="50" width="${width - 120}" height="${height - 100}" fill="#fff"/>${text}</svg>`,
  );
  // The light falls off towards the edges: the page is multiplied by a radial gradient.
  const light = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><radialGradient id="light" cx="50%" cy="45%" r="75%">` +
      `<stop offset="0%" stop-color="#e6e6e6"/><stop offset="100%" stop-color="#7a7a7a"/></radialGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#light)"/></svg>`,
  );
  const svg = await sharp(page)
    .composite([{ input: light, blend: 'multiply' }])
    .png()
    .toBuffer();
  return sharp(svg).blur(0.7).jpeg({ quality: 80 }).toBuffer();
}

afterAll(closeOcr);

describe('lighting of a photographed page', () => {
  it('reads the faint grey notes under the items of a vignetted photo', async () => {
    const [page] = await readImagePages(await photographedPage());
    const text = page!.words.map((word) => word.text).join(' ');
    expect(text).toContain('CIRCUITOS');
    for (const note of ['maniobra', 'obra', 'Garantía']) expect(text).toContain(note);
  }, 60_000);

  it('leaves an evenly lit scan as it was', async () => {
    const width = 400;
    const height = 300;
    const data = new Uint8Array(width * height).fill(250);
    for (let x = 50; x < 350; x += 1) for (let y = 100; y < 110; y += 1) data[y * width + x] = 90;
    const flattened = await flattenLighting({ data, width, height });
    expect(flattened.data).toEqual(data);
  });

  it('tells a vignetted photo from an evenly lit scan', () => {
    const even = new Uint8Array(1000).fill(252);
    const vignetted = Uint8Array.from(
      { length: 1000 },
      (_, i) => 120 + Math.round((i / 1000) * 130),
    );
    expect(isUnevenlyLit(even)).toBe(false);
    expect(isUnevenlyLit(vignetted)).toBe(true);
  });

  it('darkens faint print on dim paper and whitens the dim paper', async () => {
    // Paper dims from 230 on the left to 130 on the right; a grey stroke sits at 70 % of it.
    const width = 600;
    const height = 200;
    const data = new Uint8Array(width * height);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const paper = Math.round(230 - (x / width) * 100);
        const stroke = y >= 95 && y < 99 && x % 40 < 20;
        data[y * width + x] = stroke ? Math.round(paper * 0.7) : paper;
      }
    }
    const flattened = await flattenLighting({ data, width, height });
    for (const x of [30, 300, 570]) {
      expect(flattened.data[40 * width + x]).toBeGreaterThan(240);
      expect(flattened.data[96 * width + x + (x % 40 < 20 ? 0 : 20)]).toBeLessThan(90);
    }
  });

  it('whitens the dark table around a photographed sheet instead of framing the sheet in black', async () => {
    // A sheet (220) lying on a dark table (60), its edge at x = 100, with a line of text on it.
    const width = 400;
    const height = 300;
    const data = new Uint8Array(width * height);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const onSheet = x >= 100 && x < 300 && y >= 50 && y < 250;
        const ink = y >= 140 && y < 144 && x >= 150 && x < 250 && x % 10 < 5;
        data[y * width + x] = !onSheet ? 60 : ink ? 40 : 220;
      }
    }
    const flattened = await flattenLighting({ data, width, height });
    // The table just beside the sheet's edge: OCR would read a black frame there as letters.
    for (const x of [92, 97]) expect(flattened.data[200 * width + x]).toBeGreaterThan(200);
    expect(flattened.data[141 * width + 150]).toBeLessThan(60);
    expect(flattened.data[200 * width + 200]).toBeGreaterThan(240);
  });
});
