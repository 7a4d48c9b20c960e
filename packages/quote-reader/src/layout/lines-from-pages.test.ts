import { describe, expect, it } from 'vitest';
import type { Word } from '../page.ts';
import { linesFromPages } from './lines-from-pages.ts';

/** An OCR'd table whose rows descend 1 px every 100 px to the right (a photo's perspective). */
function slopedTable(): Word[] {
  const words: Word[] = [];
  const put = (text: string, x: number, y: number) =>
    words.push({ text, x0: x, x1: x + 60, y0: y + x / 100, y1: y + x / 100 + 14, confidence: 0.9 });
  for (let row = 0; row < 5; row += 1) {
    const y = 100 + row * 30;
    put(`${row + 1}`, 40, y);
    put('Cemento', 120, y);
    put('gris', 190, y);
    put('50', 700, y);
    put('bulto', 800, y);
    put('245.00', 950, y);
    put(`${(row + 1) * 1000}.00`, 1100, y);
  }
  return words;
}

describe('linesFromPages', () => {
  it('keeps each row of a sloped scan on one line with its own numbers', () => {
    const lines = linesFromPages([{ number: 1, width: 1240, height: 1754, words: slopedTable() }]);
    expect(lines.map((l) => l.cells.map((c) => c.text))).toEqual(
      [1, 2, 3, 4, 5].map((n) => [
        `${n}`,
        'Cemento gris',
        '50',
        'bulto',
        '245.00',
        `${n * 1000}.00`,
      ]),
    );
  });

  it('drops OCR specks a fraction of a letter high instead of making lines of them', () => {
    const words = slopedTable();
    words.push({ text: 'Za', x0: 500, x1: 510, y0: 104, y1: 105, confidence: 0.5 });
    const lines = linesFromPages([{ number: 1, width: 1240, height: 1754, words }]);
    expect(lines).toHaveLength(5);
    expect(lines.flatMap((l) => l.cells.map((c) => c.text))).not.toContain('Za');
  });

  it('joins to its row the words OCR boxed as one block two lines tall', () => {
    const word = (text: string, x0: number, y0: number, y1: number, confidence = 0.9): Word => ({
      text,
      x0,
      x1: x0 + text.length * 5,
      y0,
      y1,
      confidence,
    });
    const words: Word[] = [
      word('6', 78, 307, 314),
      word('Cable', 97, 307, 314),
      word('400', 354, 307, 314),
      word('232,00', 512, 307, 314),
      // the item's two description lines boxed as one block, 322–340, beside its numbers at 324–331
      word('7', 78, 324, 331),
      word('PUERTA', 97, 322, 340, 0.7),
      word('LACADA', 131, 322, 340, 0.6),
      word('Dayfor', 275, 322, 335),
      word('6', 354, 324, 331),
      word('1.173,00', 512, 324, 331),
      word('Base', 442, 350, 357),
      word('10.210,90', 512, 350, 357),
    ];
    const lines = linesFromPages([{ number: 1, width: 600, height: 800, words }]);
    expect(lines.map((l) => l.cells.map((c) => c.text))).toEqual([
      ['6', 'Cable', '400', '232,00'],
      ['7', 'PUERTA LACADA', 'Dayfor', '6', '1.173,00'],
      ['Base', '10.210,90'],
    ]);
  });
});
