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
});
