import type { GrayImage } from './deskew.ts';

/**
 * Table rules and shaded header bands confuse tesseract's page layout: a ruled grid makes it drop
 * whole columns or glue a rule to a number ("530|"), and white text on a dark band is skipped.
 * On a levelled page, a dark run far longer than any letter is a rule or a band: thin ones are
 * erased, thick ones (bands) are inverted so their text becomes dark on light.
 */

type Run = { y: number; x0: number; x1: number };

/**
 * The paper's brightness and two thresholds under it: ink, and a fainter one for rules. The paper
 * is read as the brightest tenth of the page, not its mean: a photo's grey background around the
 * sheet would drag the mean down until a shaded header band no longer counts as dark. A rule one
 * pixel wide, blurred over two by the scan or the levelling, is lighter than ink (about 175 on
 * white paper where letters reach 100), so rules are found at the faint threshold, halfway between
 * ink and paper: only a run longer than any letter counts, so text does not.
 */
function thresholds(data: Uint8Array): { ink: number; faint: number } {
  const histogram = new Uint32Array(256);
  for (const value of data) histogram[value]! += 1;
  let seen = 0;
  let paper = 255;
  for (let value = 255; value >= 0; value -= 1) {
    seen += histogram[value]!;
    if (seen >= data.length * 0.1) {
      paper = value;
      break;
    }
  }
  const ink = Math.min(160, paper * 0.65);
  return { ink, faint: (ink + paper) / 2 };
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

/**
 * Groups runs into stacks, one rule or one band each: a run joins the stack whose runs on the row
 * above overlap it. Runs of one row that do not touch belong to different stacks, so a photo's
 * grey margin running down the page's side never swallows a header band beside it.
 */
function stacks(runs: Run[]): Run[][] {
  type Stack = { runs: Run[]; lastY: number; lastRow: Run[]; row: Run[] };
  const all: Stack[] = [];
  let open: Stack[] = [];
  let y = -1;
  const advance = (nextY: number) => {
    for (const stack of open) {
      if (stack.row.length) {
        stack.lastRow = stack.row;
        stack.lastY = y;
        stack.row = [];
      }
    }
    open = open.filter((stack) => stack.lastY >= nextY - 1);
    y = nextY;
  };
  for (const run of runs) {
    if (run.y !== y) advance(run.y);
    const stack = open.find(
      (s) => s.lastY === run.y - 1 && s.lastRow.some((r) => r.x0 < run.x1 && run.x0 < r.x1),
    );
    if (stack) {
      stack.runs.push(run);
      stack.row.push(run);
    } else {
      const created: Stack = { runs: [run], lastY: run.y, lastRow: [], row: [run] };
      all.push(created);
      open.push(created);
    }
  }
  return all.map((stack) => stack.runs);
}

/**
 * Marks the pixels of vertical rules: dark runs down a column longer than `minLength`, kept where
 * they are no wider than a rule (a wide dark block, a logo or a photo, stays). A run may drift a
 * pixel sideways: a phone photo's perspective leaves vertical rules leaning after the page is
 * levelled by its text lines, and a thin rule leaning 1° leaves each pixel column within a few
 * dozen rows, too short to tell from a letter.
 */
function verticalRules(
  image: GrayImage,
  threshold: number,
  minLength: number,
  maxThickness: number,
): Uint8Array {
  const { data, width, height } = image;
  const marked = new Uint8Array(width * height);
  const darkAt = (y: number, x: number) =>
    data[y * width + x]! < threshold ||
    (x > 0 && data[y * width + x - 1]! < threshold) ||
    (x < width - 1 && data[y * width + x + 1]! < threshold);
  for (let x = 0; x < width; x += 1) {
    let start = -1;
    for (let y = 0; y <= height; y += 1) {
      const dark = y < height && darkAt(y, x);
      if (dark && start < 0) start = y;
      else if (!dark && start >= 0) {
        if (y - start >= minLength && start > 0 && y < height)
          for (let yy = start; yy < y; yy += 1)
            for (let xx = Math.max(0, x - 1); xx <= Math.min(width - 1, x + 1); xx += 1)
              if (data[yy * width + xx]! < threshold) marked[yy * width + xx] = 1;
        start = -1;
      }
    }
  }
  for (let y = 0; y < height; y += 1) {
    let start = -1;
    for (let x = 0; x <= width; x += 1) {
      const isMarked = x < width && marked[y * width + x] === 1;
      if (isMarked && start < 0) start = x;
      else if (!isMarked && start >= 0) {
        if (x - start > maxThickness) marked.fill(0, y * width + start, y * width + x);
        start = -1;
      }
    }
  }
  return marked;
}

/**
 * Whether a thin stack of long dark runs is the middle of a line of bold or blurred text, whose
 * letters touch there, rather than a rule: a rule has paper a few pixels above and below it, the
 * letters' strokes go on up and down.
 */
function isInsideText(image: GrayImage, stack: Run[], threshold: number): boolean {
  const { data, width, height } = image;
  let dark = 0;
  let seen = 0;
  const top = stack[0]!.y - 3;
  const bottom = stack.at(-1)!.y + 3;
  for (const run of stack) {
    for (const y of [top, bottom]) {
      if (y < 0 || y >= height) continue;
      for (let x = run.x0; x < run.x1; x += 1) {
        seen += 1;
        if (data[y * width + x]! < threshold) dark += 1;
      }
    }
  }
  return seen > 0 && dark / seen > 0.2;
}

/** Erases table rules and turns dark header bands into dark-on-light text, in place. */
export function clearRulesAndBands(image: GrayImage, options: { evenlyLit: boolean }): void {
  const { data, width, height } = image;
  const { ink: threshold, faint } = thresholds(data);
  const maxRuleThickness = Math.max(3, Math.round(width / 300));
  const minRuleLength = Math.max(40, Math.round(width / 25));
  // A header band holds one line of text; anything taller is a picture or a shaded panel.
  const maxBandHeight = Math.round(height / 30);
  // Vertical rules are found before anything is erased: erasing the horizontal rules first cuts
  // every vertical rule into pieces a row high, too short to tell from a letter. They are erased
  // last, outside the header bands, whose inversion already turns a rule across them light.
  // On an unevenly lit page (a photo) the faint threshold would follow the shading instead.
  const vertical = verticalRules(
    image,
    options.evenlyLit ? faint : threshold,
    Math.max(40, Math.round(height / 30)),
    maxRuleThickness,
  );
  const edges = new Uint8Array(width * height);
  for (const stack of stacks(horizontalRuns(image, threshold, minRuleLength))) {
    const top = stack[0]!.y;
    const bottom = stack.at(-1)!.y;
    if (bottom - top + 1 <= maxRuleThickness) {
      if (isInsideText(image, stack, threshold)) continue;
      for (const run of stack) data.fill(255, run.y * width + run.x0, run.y * width + run.x1);
      // The rule's blurred edges, lighter than ink, would stay as a faint rule of their own.
      for (const run of stack)
        for (const y of [run.y - 1, run.y + 1])
          if (y >= 0 && y < height) edges.fill(1, y * width + run.x0, y * width + run.x1);
      continue;
    }
    if (bottom - top + 1 > maxBandHeight) continue;
    // Row by row, from the first dark run to the last: a band seen in perspective slopes, and its
    // bounding box would invert the text of the row beside it.
    const spans = new Map<number, [number, number]>();
    for (const run of stack) {
      const span = spans.get(run.y);
      spans.set(
        run.y,
        span ? [Math.min(span[0], run.x0), Math.max(span[1], run.x1)] : [run.x0, run.x1],
      );
    }
    // The long dark runs stop where the band's white text begins ("Lín. DESCRIPCIÓN" at its left
    // end, "Importe" at its right): carry each row's span on across gaps no wider than the band is
    // high, which a letter's white strokes never exceed and the paper beyond the band does.
    const gap = bottom - top + 1;
    const dark = (y: number, x: number) => data[y * width + x]! < threshold;
    for (const [y, [left, right]] of spans) {
      let from = left;
      for (let x = left - 1; x > 0 && from - x <= gap; x -= 1) if (dark(y, x)) from = x;
      let to = right;
      for (let x = right; x < width - 1 && x - to < gap; x += 1) if (dark(y, x)) to = x + 1;
      for (let x = from; x < to; x += 1) {
        data[y * width + x] = 255 - data[y * width + x]!;
        // The band's own text must not be taken for a rule crossing it, nor its top and bottom
        // rows for the edges of a rule above or below it.
        vertical[y * width + x] = 0;
        edges[y * width + x] = 0;
      }
    }
  }
  for (let i = 0; i < data.length; i += 1)
    if (vertical[i] === 1 || (edges[i] === 1 && data[i]! < faint)) data[i] = 255;
}
