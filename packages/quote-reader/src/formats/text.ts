import type { Page, Word } from '../page.ts';

/** Width and height of one character when plain text is laid out as a monospace page. */
export const CHAR_WIDTH = 6;
export const TEXT_LINE_HEIGHT = 12;

/**
 * Lays plain text out as a page of words in a monospace grid, so that the one layout stage reads
 * e-mail bodies too: two or more spaces separate columns of a text table, one space does not.
 */
export function pageFromText(text: string, number = 1): Page {
  const words: Word[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((line, index) => {
    const expanded = line.replace(/\t/g, '    ');
    const pattern = /\S+/g;
    let match: RegExpExecArray | null;
    while ((match = pattern.exec(expanded))) {
      const x0 = match.index * CHAR_WIDTH;
      words.push({
        text: match[0],
        x0,
        x1: x0 + match[0].length * CHAR_WIDTH,
        y0: index * TEXT_LINE_HEIGHT * 1.5,
        y1: index * TEXT_LINE_HEIGHT * 1.5 + TEXT_LINE_HEIGHT,
        confidence: 1,
      });
    }
  });
  const width = Math.max(0, ...lines.map((l) => l.length)) * CHAR_WIDTH;
  return { number, width, height: lines.length * TEXT_LINE_HEIGHT * 1.5, words };
}
