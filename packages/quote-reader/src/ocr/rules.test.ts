import { describe, expect, it } from 'vitest';
import { clearRulesAndBands } from './rules.ts';

const WIDTH = 600;
const HEIGHT = 1000;

/** A white page with a grey margin down its left side and a dark header band with white letters. */
function pageWithBand() {
  const data = new Uint8Array(WIDTH * HEIGHT).fill(245);
  const set = (x: number, y: number, value: number) => (data[y * WIDTH + x] = value);
  for (let y = 0; y < HEIGHT; y += 1) for (let x = 5; x < 65; x += 1) set(x, y, 90);
  for (let y = 100; y < 120; y += 1) {
    for (let x = 100; x < 500; x += 1) set(x, y, 60);
    // White strokes of letters at both ends of the band, closer together than the band is high.
    for (let x = 104; x < 170; x += 9) for (let dx = 0; dx < 3; dx += 1) set(x + dx, y, 250);
    for (let x = 440; x < 496; x += 9) for (let dx = 0; dx < 3; dx += 1) set(x + dx, y, 250);
  }
  return { data, width: WIDTH, height: HEIGHT };
}

describe('clearRulesAndBands', () => {
  it('turns a header band into dark text on light, beside a grey margin that stays', () => {
    const image = pageWithBand();
    clearRulesAndBands(image);
    const at = (x: number, y: number) => image.data[y * WIDTH + x]!;
    expect(at(300, 110)).toBeGreaterThan(150); // the band's middle
    expect(at(102, 110)).toBeGreaterThan(150); // its left end, among the letters
    expect(at(492, 110)).toBeGreaterThan(150); // its right end, among the letters
    expect(at(105, 110)).toBeLessThan(100); // a letter's stroke is now dark
    expect(at(30, 300)).toBe(90); // the margin is left alone
  });
});
