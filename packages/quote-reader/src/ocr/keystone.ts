import { measureSkew, type GrayImage } from './deskew.ts';

/**
 * A phone photo is seldom taken square to the sheet: with the camera tilted, text lines at the top
 * of the page lean at one angle and lines at the bottom at another (the lines of a table still
 * straight, but no longer parallel). One rotation levels only the middle; the rows at the top or
 * bottom keep a slope that moves a price at the right end half a line up or down, into another
 * item. Here the lean is measured in bands down the page and undone row by row.
 */

/** Where (share of the page's height, 0 at the top) a band's text leans by `degrees`. */
export type BandSkew = { at: number; degrees: number };

const BANDS = 3;
/** Below this spread between bands, one rotation levels the page as well. */
export const MIN_SPREAD_DEG = 0.3;

/**
 * The lean of the text in horizontal bands of a (small, grayscale) page image; bands with too
 * little text to measure are left out.
 */
export function measureBandSkews(image: GrayImage): BandSkew[] {
  const out: BandSkew[] = [];
  const inset = Math.round(image.width * 0.05);
  const width = image.width - 2 * inset;
  const bandHeight = Math.floor(image.height / BANDS);
  for (let band = 0; band < BANDS; band += 1) {
    const top = band * bandHeight;
    const data = new Uint8Array(width * bandHeight);
    for (let y = 0; y < bandHeight; y += 1) {
      const from = (top + y) * image.width + inset;
      data.set(image.data.subarray(from, from + width), y * width);
    }
    const degrees = measureSkew({ data, width, height: bandHeight });
    if (degrees !== 0) out.push({ at: (top + bandHeight / 2) / image.height, degrees });
  }
  return out;
}

/** Whether the bands lean differently enough to level the page row by row. */
export function isKeystoned(bands: BandSkew[]): boolean {
  if (bands.length < 2) return false;
  const angles = bands.map((band) => band.degrees);
  return Math.max(...angles) - Math.min(...angles) >= MIN_SPREAD_DEG;
}

/** The least-squares line through the bands' angles: degrees at a share of the page's height. */
function angleAt(bands: BandSkew[]): (share: number) => number {
  const n = bands.length;
  const meanAt = bands.reduce((sum, band) => sum + band.at, 0) / n;
  const meanDeg = bands.reduce((sum, band) => sum + band.degrees, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const band of bands) {
    covariance += (band.at - meanAt) * (band.degrees - meanDeg);
    variance += (band.at - meanAt) ** 2;
  }
  const slope = variance > 0 ? covariance / variance : 0;
  const low = Math.min(...bands.map((band) => band.degrees));
  const high = Math.max(...bands.map((band) => band.degrees));
  return (share) => Math.min(high, Math.max(low, meanDeg + slope * (share - meanAt)));
}

/**
 * Levels each row of the page by the lean measured around it: every output pixel is taken, with
 * bilinear interpolation, from where the rotation by that row's angle about the page's centre put
 * it. Outside the image is paper.
 */
export function levelRows(image: GrayImage, bands: BandSkew[]): GrayImage {
  const { data, width, height } = image;
  const out = new Uint8Array(width * height);
  const angle = angleAt(bands);
  const cx = width / 2;
  const cy = height / 2;
  for (let y = 0; y < height; y += 1) {
    const radians = (angle(y / height) * Math.PI) / 180;
    const sin = Math.sin(radians);
    const cos = Math.cos(radians);
    for (let x = 0; x < width; x += 1) {
      const dx = x - cx;
      const dy = y - cy;
      const sx = cx + dx * cos - dy * sin;
      const sy = cy + dx * sin + dy * cos;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 >= width - 1 || y0 >= height - 1) {
        out[y * width + x] = 255;
        continue;
      }
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * width + x0;
      const top = data[i]! * (1 - fx) + data[i + 1]! * fx;
      const bottom = data[i + width]! * (1 - fx) + data[i + width + 1]! * fx;
      out[y * width + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { data: out, width, height };
}
