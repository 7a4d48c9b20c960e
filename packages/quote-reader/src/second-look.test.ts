import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { closeOcr, ocrImage } from './formats/image.ts';
import { OcrError } from './ocr/ocr-error.ts';
import { linesFromPages } from './layout/lines-from-pages.ts';
import type { Page, Word } from './page.ts';
import { emptyTableCells, linesWithSecondLook } from './second-look.ts';
import { put } from './testing/ocr-words.ts';

afterAll(closeOcr);

/** A table as OCR placed it: a header, two item rows, the second without its unit, a subtotal. */
function tableWords(): Word[] {
  const words: Word[] = [];
  put(words, 'Descripción', 40, 100);
  put(words, 'Cant.', 300, 100);
  put(words, 'Unidad', 380, 100);
  put(words, 'Precio', 480, 100);
  put(words, 'Importe', 580, 100);
  put(words, 'Arena de río', 40, 140);
  put(words, '63', 300, 140);
  put(words, 'm3', 380, 140);
  put(words, '424.00', 480, 140);
  put(words, '26,712.00', 580, 140);
  put(words, 'Cable flexible', 40, 180);
  put(words, '4', 300, 180);
  put(words, '50.63', 480, 180);
  put(words, '202.52', 580, 180);
  put(words, 'Subtotal', 480, 220);
  put(words, '26,914.52', 580, 220);
  return words;
}

describe('emptyTableCells', () => {
  it('finds the empty unit cell of an item row, between its neighbours', () => {
    const page: Page = { number: 1, width: 700, height: 300, words: tableWords() };
    const places = emptyTableCells(linesFromPages([page]));
    expect(places).toHaveLength(1);
    const [x0, y0, x1, y1] = places[0]!.box;
    expect(places[0]!.page).toBe(1);
    // From the end of "4" to the start of "50.63", around the row's height.
    expect(x0).toBeGreaterThan(307);
    expect(x1).toBeLessThan(480);
    expect(y0).toBeLessThan(180);
    expect(y1).toBeGreaterThan(192);
  });

  it('finds nothing outside a table', () => {
    const words: Word[] = [];
    put(words, 'Cable flexible', 40, 180);
    put(words, '4', 300, 180);
    put(words, '202.52', 580, 180);
    expect(
      emptyTableCells(linesFromPages([{ number: 1, width: 700, height: 300, words }])),
    ).toEqual([]);
  });
});

/** A ruled-free table rendered like a 200 dpi scan. */
async function tablePng(): Promise<Buffer> {
  const rows = [
    ['Descripción', 'Cant.', 'Unidad', 'Precio', 'Importe'],
    ['Arena de río', '63', 'm3', '424.00', '26,712.00'],
    ['Cable flexible', '4', 'rollo', '50.63', '202.52'],
  ];
  const xs = [60, 560, 720, 900, 1120];
  const text = rows
    .flatMap((row, r) =>
      row.map(
        (cell, c) =>
          `<text x="${xs[c]}" y="${120 + r * 70}" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#111">${cell}</text>`,
      ),
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="400"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).grayscale().png().toBuffer();
}

describe('linesWithSecondLook', () => {
  it('reads again, on the scan itself, a unit the page reading dropped', async () => {
    const ocr = await ocrImage(await tablePng());
    expect(ocr.words.map((w) => w.text)).toContain('rollo');
    // The page as if tesseract's layout had dropped the cell.
    const page: Page = { number: 1, ...ocr, words: ocr.words.filter((w) => w.text !== 'rollo') };
    const before = linesFromPages([page]).map((l) => l.text);
    expect(before.join('\n')).not.toContain('rollo');
    const lines = await linesWithSecondLook([page]);
    const row = lines.find((l) => l.text.includes('Cable'));
    expect(row?.cells.map((c) => c.text)).toEqual([
      'Cable flexible',
      '4',
      'rollo',
      '50.63',
      '202.52',
    ]);
  });

  it('keeps the page as it was when a place cannot be read again, and stops when out of time', async () => {
    const failing: Page = {
      number: 1,
      width: 700,
      height: 300,
      words: tableWords(),
      lookAgain: () => Promise.reject(new OcrError('image_unreadable', 'no')),
    };
    const lines = await linesWithSecondLook([failing]);
    expect(lines.map((l) => l.text)).toEqual(linesFromPages([failing]).map((l) => l.text));
    const late: Page = {
      ...failing,
      lookAgain: () => Promise.reject(new OcrError('timeout', 'late')),
    };
    await expect(linesWithSecondLook([late])).rejects.toThrow('late');
  });

  it('leaves a page that cannot be looked at again as it is', async () => {
    const page: Page = { number: 1, width: 700, height: 300, words: tableWords() };
    const lines = await linesWithSecondLook([page]);
    expect(lines.map((l) => l.text)).toEqual(linesFromPages([page]).map((l) => l.text));
  });
});
