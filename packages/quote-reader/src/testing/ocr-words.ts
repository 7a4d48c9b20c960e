import type { Word } from '../page.ts';

/**
 * Places the words of `text` as OCR places them (one box per word, image pixels) from x: 7 px a
 * character, 4 px between words, so that one call makes one cell.
 */
export function put(words: Word[], text: string, x: number, y: number): void {
  let left = x;
  for (const word of text.split(' ')) {
    words.push({
      text: word,
      x0: left,
      x1: left + word.length * 7,
      y0: y,
      y1: y + 12,
      confidence: 0.9,
    });
    left += word.length * 7 + 4;
  }
}
