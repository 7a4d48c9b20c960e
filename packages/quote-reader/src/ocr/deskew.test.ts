import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { measurePageSkew, measureSkew } from './deskew.ts';

const LINES = Array.from(
  { length: 12 },
  (_, i) =>
    `<text x="60" y="${80 + i * 50}" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#000">Línea ${i + 1}: Cemento gris 50 kg   530   222,50   117.925,00</text>`,
).join('');
const PAGE = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="750"><rect width="100%" height="100%" fill="#fff"/>${LINES}</svg>`,
);

async function turned(angle: number) {
  const { data, info } = await sharp(PAGE)
    .rotate(angle, { background: '#fff' })
    .grayscale()
    .resize({ width: 800 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

describe('measureSkew', () => {
  it.each([-2, -0.7, 1.5, 2])('finds a page turned by %s° within 0.15°', async (angle) => {
    expect(Math.abs(measureSkew(await turned(angle)) - angle)).toBeLessThanOrEqual(0.15);
  });

  it('answers no tilt worth turning for a level page, and 0 for a blank one', async () => {
    expect(Math.abs(measureSkew(await turned(0)))).toBeLessThan(0.1);
    expect(
      measureSkew({ data: new Uint8Array(800 * 500).fill(255), width: 800, height: 500 }),
    ).toBe(0);
  });
});

describe('measurePageSkew', () => {
  it('finds the text’s tilt on a photo whose paper lies level on a grey table', async () => {
    // The paper's edges and the table around it run level; only the text is turned.
    const page = await sharp(PAGE).rotate(1.5, { background: '#fff' }).png().toBuffer();
    const { data, info } = await sharp(page)
      .extend({ top: 120, bottom: 120, left: 160, right: 160, background: '#6e6e6e' })
      .grayscale()
      .resize({ width: 800 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const photo = { data: new Uint8Array(data), width: info.width, height: info.height };
    expect(Math.abs(measurePageSkew(photo) - 1.5)).toBeLessThanOrEqual(0.15);
  });
});
