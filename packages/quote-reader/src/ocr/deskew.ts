/**
 * Skew of a page of text by projection profile: dark pixels are projected onto the vertical axis
 * along lines tilted by each candidate angle; at the true angle the text lines fall into few rows,
 * so the profile is sharpest (largest sum of squared row counts). Works on a small binary image,
 * so it costs milliseconds.
 */
export type GrayImage = { data: Uint8Array; width: number; height: number };

const MAX_ANGLE_DEG = 5;
const COARSE_STEP_DEG = 0.25;
const FINE_STEP_DEG = 0.05;

function otsuThreshold(data: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (const value of data) histogram[value]! += 1;
  let sum = 0;
  for (let i = 0; i < 256; i += 1) sum += i * histogram[i]!;
  let below = 0;
  let sumBelow = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t += 1) {
    below += histogram[t]!;
    if (below === 0) continue;
    const above = data.length - below;
    if (above === 0) break;
    sumBelow += t * histogram[t]!;
    const meanBelow = sumBelow / below;
    const meanAbove = (sum - sumBelow) / above;
    const between = below * above * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

function profileSharpness(
  xs: Int32Array,
  ys: Int32Array,
  count: number,
  angleDeg: number,
  height: number,
): number {
  const slope = Math.tan((angleDeg * Math.PI) / 180);
  const margin = Math.ceil(Math.abs(slope) * 4096) + 1;
  const rows = new Float64Array(height + 2 * margin);
  for (let i = 0; i < count; i += 1) {
    const row = Math.round(ys[i]! - xs[i]! * slope) + margin;
    if (row >= 0 && row < rows.length) rows[row]! += 1;
  }
  let score = 0;
  for (const value of rows) score += value * value;
  return score;
}

/**
 * The slope of the text lines of a grayscale image, in degrees: lines run along
 * y = c + x·tan(angle) with y pointing down, so a positive angle means the text descends to the
 * right and `sharp().rotate(-angle)` levels it. 0 when the image holds too little ink to tell.
 */
export function measureSkew(image: GrayImage): number {
  const threshold = otsuThreshold(image.data);
  const xs = new Int32Array(image.data.length);
  const ys = new Int32Array(image.data.length);
  let count = 0;
  let dark = 0;
  // A dark run that reaches the image's side is the table or the shadow around a photographed
  // sheet: it lies at its own angle (or at none) and would outweigh the text in the profile, so it
  // is not counted. Letters, rules and bands inside the sheet are.
  const edge = (start: number, end: number) => start === 0 || end === image.width;
  for (let y = 0; y < image.height; y += 1) {
    let start = -1;
    for (let x = 0; x <= image.width; x += 1) {
      const isDark = x < image.width && image.data[y * image.width + x]! < threshold;
      if (isDark) dark += 1;
      if (isDark && start < 0) start = x;
      else if (!isDark && start >= 0) {
        if (!edge(start, x)) {
          for (let xx = start; xx < x; xx += 1) {
            xs[count] = xx;
            ys[count] = y;
            count += 1;
          }
        }
        start = -1;
      }
    }
  }
  // Mostly dark: not a page of text on paper (or an inverted image); do not guess.
  if (count < 200 || count > image.data.length * 0.5 || dark > image.data.length * 0.8) return 0;
  const scoreAt = (angle: number) => profileSharpness(xs, ys, count, angle, image.height);
  let bestAngle = 0;
  let bestScore = scoreAt(0);
  for (let angle = -MAX_ANGLE_DEG; angle <= MAX_ANGLE_DEG; angle += COARSE_STEP_DEG) {
    const score = scoreAt(angle);
    if (score > bestScore) [bestAngle, bestScore] = [angle, score];
  }
  const coarse = bestAngle;
  for (
    let angle = coarse - COARSE_STEP_DEG;
    angle <= coarse + COARSE_STEP_DEG;
    angle += FINE_STEP_DEG
  ) {
    const score = scoreAt(angle);
    if (score > bestScore) [bestAngle, bestScore] = [angle, score];
  }
  return Math.round(bestAngle * 100) / 100;
}

/** Share of each side left out when the skew is measured on a page's middle. */
const INNER_MARGIN = 0.15;

/**
 * The skew measured on the middle of the page first: in a phone photo the paper's edges, the
 * table behind it and their shadows are long dark lines at other angles than the text, and they
 * outweigh it in the profile. A page with too little ink in its middle is measured whole.
 */
export function measurePageSkew(image: GrayImage): number {
  const left = Math.round(image.width * INNER_MARGIN);
  const top = Math.round(image.height * INNER_MARGIN);
  const width = image.width - 2 * left;
  const height = image.height - 2 * top;
  const inner = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const from = (y + top) * image.width + left;
    inner.set(image.data.subarray(from, from + width), y * width);
  }
  return measureSkew({ data: inner, width, height }) || measureSkew(image);
}
