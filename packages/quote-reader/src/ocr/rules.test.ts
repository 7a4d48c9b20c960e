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
    clearRulesAndBands(image, { evenlyLit: true });
    const at = (x: number, y: number) => image.data[y * WIDTH + x]!;
    expect(at(300, 110)).toBeGreaterThan(150); // the band's middle
    expect(at(102, 110)).toBeGreaterThan(150); // its left end, among the letters
    expect(at(492, 110)).toBeGreaterThan(150); // its right end, among the letters
    expect(at(105, 110)).toBeLessThan(100); // a letter's stroke is now dark
    expect(at(30, 300)).toBe(90); // the margin is left alone
  });

  /** A ruled table: dark rules 3 px thick every 30 px, crossed by a thin vertical rule. */
  function ruledTable(verticalValue: number) {
    const data = new Uint8Array(WIDTH * HEIGHT).fill(245);
    for (let y = 200; y <= 500; y += 30)
      for (let dy = 0; dy < 3; dy += 1)
        data.fill(100, (y + dy) * WIDTH + 50, (y + dy) * WIDTH + 550);
    for (let y = 200; y < 503; y += 1) {
      data[y * WIDTH + 300] = verticalValue;
      data[y * WIDTH + 301] = verticalValue;
    }
    return { data, width: WIDTH, height: HEIGHT };
  }

  it('erases a vertical rule crossed by horizontal rules closer together than a rule is long', () => {
    const image = ruledTable(100);
    clearRulesAndBands(image, { evenlyLit: true });
    const at = (x: number, y: number) => image.data[y * WIDTH + x]!;
    expect(at(300, 215)).toBe(255); // between two horizontal rules
    expect(at(200, 201)).toBe(255); // a horizontal rule
  });

  it('erases a faint vertical rule on an evenly lit page, and keeps it on a photo', () => {
    // A one-pixel rule blurred over two is lighter than ink.
    const scan = ruledTable(175);
    clearRulesAndBands(scan, { evenlyLit: true });
    expect(scan.data[215 * WIDTH + 300]).toBe(255);
    const photo = ruledTable(175);
    clearRulesAndBands(photo, { evenlyLit: false });
    expect(photo.data[215 * WIDTH + 300]).toBe(175);
  });

  it('keeps a line of bold text whose letters touch, where a rule would go', () => {
    const data = new Uint8Array(WIDTH * HEIGHT).fill(245);
    // Bold letters 14 px high, stems 3 px thick every 6 px, joined by a 2 px bar across their middle.
    for (let y = 300; y < 314; y += 1)
      for (let x = 100; x < 300; x += 6) data.fill(40, y * WIDTH + x, y * WIDTH + x + 3);
    for (let y = 306; y < 308; y += 1) data.fill(40, y * WIDTH + 100, y * WIDTH + 300);
    const image = { data, width: WIDTH, height: HEIGHT };
    clearRulesAndBands(image, { evenlyLit: true });
    expect(image.data[306 * WIDTH + 150]).toBe(40);
  });

  it('erases a vertical rule that leans 2°, as a phone photo leaves it, and the digits beside it', () => {
    const data = new Uint8Array(WIDTH * HEIGHT).fill(245);
    const lean = Math.tan((2 * Math.PI) / 180);
    for (let y = 200; y < 600; y += 1) data[y * WIDTH + Math.round(300 + (y - 200) * lean)] = 60;
    // A digit-sized mark beside the rule: letters are far shorter than a rule and stay.
    for (let y = 300; y < 312; y += 1) for (let x = 330; x < 333; x += 1) data[y * WIDTH + x] = 60;
    const image = { data, width: WIDTH, height: HEIGHT };
    clearRulesAndBands(image, { evenlyLit: true });
    const dark = [...Array(400).keys()].filter(
      (i) => data[(200 + i) * WIDTH + Math.round(300 + i * lean)]! < 200,
    );
    expect(dark).toEqual([]);
    expect(data[305 * WIDTH + 331]).toBe(60);
  });
});
