import type { GrayImage } from './deskew.ts';

/**
 * Table rules and shaded header bands confuse tesseract's page layout: a ruled grid makes it drop
 * whole columns or glue a rule to a number ("530|"), and white text on a dark band is skipped.
 * On a levelled page, a dark run far longer than any letter is a rule or a band: thin ones are
 * erased, thick ones (bands) are inverted so their text becomes dark on light.
 */

type Run = { y: number; x0: number; x1: number };

function darkThreshold(data: Uint8Array): number {
  // Paper is the bright majority after normalisation; ink and rules are well below it.
  let sum = 0;
  for (const value of data) sum += value;
  return Math.min(160, (sum / data.length) * 0.65);
}

function horizontalRuns(image: GrayImage, threshold: number, minLength: number): Run[] {
  const { data, width, height } = image;
  const runs: Run[] = [];
  for (let y = 0; y < height; y += 1) {
    let start = -1;
    for (let x = 0; x <= width; x += 1) {
      const dark = x < width && data[y * width + x]! < threshold;
      if (dark && start < 0) start = x;
      else if (!dark && start >= 0) {
        // A run from the image's edge is a photo's background or a scanner's shadow, not a rule.
        if (x - start >= minLength && start > 0 && x < width) runs.push({ y, x0: start, x1: x });
        start = -1;
      }
    }
  }
  return runs;
}

/** Groups runs of consecutive rows into stacks: one rule or one band each. */
function stacks(runs: Run[]): Run[][] {
  const groups: Run[][] = [];
  let current: Run[] = [];
  for (const run of runs) {
    const last = current.at(-1);
    if (last && run.y - last.y > 1) {
      groups.push(current);
      current = [];
    }
    current.push(run);
  }
  if (current.length) groups.push(current);
  return groups;
}

function eraseVerticalRules(
  image: GrayImage,
  threshold: number,
  minLength: number,
  maxThickness: number,
): void {
  const { data, width, height } = image;
  const marked = new Uint8Array(width * height);
  for (let x = 0; x < width; x += 1) {
    let start = -1;
    for (let y = 0; y <= height; y += 1) {
      const dark = y < height && data[y * width + x]! < threshold;
      if (dark && start < 0) start = y;
      else if (!dark && start >= 0) {
        if (y - start >= minLength && start > 0 && y < height)
          for (let yy = start; yy < y; yy += 1) marked[yy * width + x] = 1;
        start = -1;
      }
    }
  }
  // Only thin strokes are rules; a wide dark block (a logo, a photo) stays.
  for (let y = 0; y < height; y += 1) {
    let start = -1;
    for (let x = 0; x <= width; x += 1) {
      const isMarked = x < width && marked[y * width + x] === 1;
      if (isMarked && start < 0) start = x;
      else if (!isMarked && start >= 0) {
        if (x - start <= maxThickness)
          for (let xx = start; xx < x; xx += 1) data[y * width + xx] = 255;
        start = -1;
      }
    }
  }
}

/** Erases table rules and turns dark header bands into dark-on-light text, in place. */
export function clearRulesAndBands(image: GrayImage): void {
  const { data, width, height } = image;
  const threshold = darkThreshold(data);
  const maxRuleThickness = Math.max(3, Math.round(width / 300));
  // A header band holds one line of text; anything taller is a picture or a shaded panel.
  const maxBandHeight = Math.round(height / 30);
  for (const stack of stacks(
    horizontalRuns(image, threshold, Math.max(40, Math.round(width / 25))),
  )) {
    const top = stack[0]!.y;
    const bottom = stack.at(-1)!.y;
    if (bottom - top + 1 <= maxRuleThickness) {
      for (const run of stack) data.fill(255, run.y * width + run.x0, run.y * width + run.x1);
      continue;
    }
    if (bottom - top + 1 > maxBandHeight) continue;
    const left = Math.min(...stack.map((run) => run.x0));
    const right = Math.max(...stack.map((run) => run.x1));
    for (let y = top; y <= bottom; y += 1) {
      for (let x = left; x < right; x += 1) data[y * width + x] = 255 - data[y * width + x]!;
    }
  }
  eraseVerticalRules(image, threshold, Math.max(40, Math.round(height / 30)), maxRuleThickness);
}
