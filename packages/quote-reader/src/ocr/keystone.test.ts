import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { measureSkew, type GrayImage } from './deskew.ts';
import { isKeystoned, levelRows, measureBandSkews } from './keystone.ts';

/**
 * A page photographed at an angle: text lines lean 0.2° at the top and 1.4° at the bottom, as a
 * camera tilted toward the sheet's foot leaves them.
 */
async function keystonedPage(): Promise<GrayImage> {
  const width = 800;
  const height = 1000;
  const lines: string[] = [];
  for (let row = 0; row < 36; row += 1) {
    const y = 40 + row * 26;
    const degrees = 0.2 + (1.2 * y) / height;
    lines.push(
      `<text x='60' y='${y}' font-size='15' font-family='DejaVu Sans' transform='rotate(${degrees.toFixed(3)} 400 ${y})'>${row + 1}  Cemento gris CPC 30R bulto 50 kg   420 bultos   245.00   102,900.00</text>`,
    );
  }
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}'><rect width='100%' height='100%' fill='white'/>${lines.join('')}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

function bandOf(image: GrayImage, top: number, bottom: number): GrayImage {
  const data = image.data.slice(top * image.width, bottom * image.width);
  return { data, width: image.width, height: bottom - top };
}

describe('keystone levelling', () => {
  it('finds text leaning more at the foot of the page than at its head', async () => {
    const page = await keystonedPage();
    const bands = measureBandSkews(page);
    expect(bands.length).toBeGreaterThanOrEqual(2);
    expect(bands.at(-1)!.degrees - bands[0]!.degrees).toBeGreaterThan(0.5);
    expect(isKeystoned(bands)).toBe(true);
  });

  it('levels the head and the foot of the page alike', async () => {
    const page = await keystonedPage();
    const levelled = levelRows(page, measureBandSkews(page));
    const head = measureSkew(bandOf(levelled, 0, 330));
    const foot = measureSkew(bandOf(levelled, 660, 1000));
    expect(Math.abs(head)).toBeLessThanOrEqual(0.25);
    expect(Math.abs(foot)).toBeLessThanOrEqual(0.25);
  });

  it('leaves a page that leans alike everywhere to one rotation', () => {
    expect(
      isKeystoned([
        { at: 0.2, degrees: 1 },
        { at: 0.5, degrees: 1.1 },
      ]),
    ).toBe(false);
    expect(isKeystoned([{ at: 0.5, degrees: 1 }])).toBe(false);
  });
});
