import sharp, { type Sharp } from 'sharp';
import { measurePageSkew, type GrayImage } from './deskew.ts';
import { isKeystoned, levelRows, measureBandSkews, type BandSkew } from './keystone.ts';
import { clearRulesAndBands } from './rules.ts';
import { OcrError } from './ocr-error.ts';

/**
 * Cleans a page image before OCR with sharp: grayscale (drops a colour cast), paper found and
 * cropped out of a photo's background, uneven lighting flattened, contrast normalized, skew
 * measured and levelled, and small scans enlarged so body text is about 30 px high.
 */

/** 50 megapixels: an A4 page at 600 dpi is 35; more is not a quote scan and would exhaust memory. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Body text of an A4 page at 300 dpi is about 30 px high, where tesseract reads best. */
const TARGET_PAGE_WIDTH = 2480;
const MAX_UPSCALE = 2.5;
const ANALYSIS_WIDTH = 800;

export type PreparedImage = {
  /** PNG of the cleaned page, at `scale` times the resolution of the image as read. */
  png: Buffer;
  /** Size of the cleaned page at the resolution of the image as read. */
  width: number;
  height: number;
  scale: number;
  skewDegrees: number;
};

export type PrepareSteps = {
  crop: boolean;
  flatten: boolean;
  deskew: boolean;
  /** A photo whose text leans differently at the top and bottom is levelled row by row. */
  keystone: boolean;
  upscale: boolean;
  /** Enlarge photos (unevenly lit pages) only. */
  upscalePhotos: boolean;
  rules: boolean;
};

const ALL_STEPS: PrepareSteps = {
  // Measured on the corpus scans (bench:ocr): cropping the photos read fewer values than leaving
  // them, so it stays off until it does better.
  crop: false,
  // Acts on unevenly lit pages (photos) only; it reads their faint grey notes under each item.
  flatten: true,
  deskew: true,
  keystone: true,
  // Measured on the corpus scans: no more values read, three times slower. Kept for tiny images.
  upscale: false,
  // Measured on the 7 photos of dev + dev2 (bench:ocr --detail photo): 161 of 205 key values read
  // verbatim at their own size, 184 enlarged (small, blurred JPEG text), 5.7 s CPU per page
  // against 4.8 (docs/measurements/reader.md § OCR engine and the overfitting harness).
  upscalePhotos: true,
  rules: true,
};

/** Opens one page of an encoded image, refusing huge or unreadable ones before decoding pixels. */
export async function openImagePage(bytes: Uint8Array, page = 0): Promise<Sharp> {
  // The header alone gives the size: read it without a limit, then refuse before decoding.
  const metadata = await sharp(bytes, { limitInputPixels: false, page })
    .metadata()
    .catch((error: unknown) => {
      throw new OcrError('image_unreadable', 'The file is not a readable image.', { cause: error });
    });
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_INPUT_PIXELS) {
    throw new OcrError(
      'too_large',
      `The image is ${width} × ${height} pixels; the most a page may have is ${MAX_INPUT_PIXELS / 1e6} megapixels.`,
    );
  }
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, page, failOn: 'error' });
}

async function grayPixels(image: Sharp): Promise<GrayImage> {
  // Operations such as normalise() turn a one-band raw input into sRGB: ask for one band back.
  const { data, info } = await image
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

/**
 * The paper's bounding box in a photo: rows and columns whose brightness is closer to the page's
 * than to the background's. A flat scan (bright up to its edges) keeps its whole frame.
 */
function paperBox(
  small: GrayImage,
): { left: number; top: number; width: number; height: number } | null {
  const { data, width, height } = small;
  const rowMeans = new Float64Array(height);
  const colMeans = new Float64Array(width);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const value = data[y * width + x]!;
      rowMeans[y]! += value / width;
      colMeans[x]! += value / height;
    }
  }
  const edge = (means: Float64Array) => {
    const sorted = [...means].sort((a, b) => a - b);
    const dark = sorted[Math.floor(sorted.length * 0.02)]!;
    const bright = sorted[Math.floor(sorted.length * 0.9)]!;
    if (bright - dark < 40) return null;
    const cut = (dark + bright) / 2;
    const first = means.findIndex((value) => value > cut);
    const last = means.findLastIndex((value) => value > cut);
    return first < 0 ? null : ([first, last] as const);
  };
  const rows = edge(rowMeans);
  const cols = edge(colMeans);
  if (!rows || !cols) return null;
  return {
    left: cols[0],
    top: rows[0],
    width: cols[1] - cols[0] + 1,
    height: rows[1] - rows[0] + 1,
  };
}

/**
 * The paper's brightness around each pixel: the brightest pixel of each block about twice a text
 * line high (a block always holds some paper between letters), smoothed and enlarged back to the
 * page's size. A blur of the page would be darkened by dense text and by shaded bands beside it.
 */
async function paperBrightness(gray: GrayImage): Promise<Uint8Array> {
  const block = Math.max(8, Math.round(Math.max(gray.width, gray.height) / 100));
  const columns = Math.ceil(gray.width / block);
  const rows = Math.ceil(gray.height / block);
  const brightest = new Uint8Array(columns * rows);
  for (let y = 0; y < gray.height; y += 1) {
    const row = Math.floor(y / block) * columns;
    for (let x = 0; x < gray.width; x += 1) {
      const cell = row + Math.floor(x / block);
      const value = gray.data[y * gray.width + x]!;
      if (value > brightest[cell]!) brightest[cell] = value;
    }
  }
  // The dimmest of each block's neighbourhood: where the sheet meets a darker background, the
  // blocks astride the edge would take the paper's brightness and turn the background into a black
  // frame that OCR reads as letters; this way the background stays paper and becomes white.
  const paper = new Uint8Array(brightest.length);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      let dimmest = 255;
      for (let r = Math.max(0, row - 1); r <= Math.min(rows - 1, row + 1); r += 1)
        for (let c = Math.max(0, column - 1); c <= Math.min(columns - 1, column + 1); c += 1)
          dimmest = Math.min(dimmest, brightest[r * columns + c]!);
      paper[row * columns + column] = dimmest;
    }
  }
  // The output is asked for as one band: sharp hands blurred raw pixels back as sRGB otherwise.
  const background = await sharp(Buffer.from(paper), {
    raw: { width: columns, height: rows, channels: 1 },
  })
    .blur(1)
    .resize({ width: gray.width, height: gray.height, fit: 'fill', kernel: 'linear' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  return new Uint8Array(background.buffer, background.byteOffset, background.length);
}

/**
 * A flat scan's paper is equally bright everywhere once normalized; a photo's is not (vignetting,
 * shadow, the table or hand around the sheet). Only then is the page flattened: on a flat scan the
 * stretch below only thickens strokes and glues close columns.
 */
const EVEN_LIGHTING_SHARE = 0.9;

export function isUnevenlyLit(paper: Uint8Array): boolean {
  const sorted = Uint8Array.from(paper).sort();
  const dim = sorted[Math.floor(sorted.length * 0.05)]!;
  const bright = sorted[Math.floor(sorted.length * 0.95)]!;
  return dim < bright * EVEN_LIGHTING_SHARE;
}

/** Share of the local paper brightness at or above which a pixel is paper. */
const PAPER_SHARE = 0.9;
/** Share of the local paper brightness at or below which a pixel is full ink. */
const INK_SHARE = 0.4;

/**
 * Divides each pixel by the local paper brightness, so vignetting, shadows and a photo's colour
 * cast become white paper, then stretches what is left so that faint grey print (notes under an
 * item, a light second line) turns dark enough to survive tesseract's single global threshold,
 * which otherwise drops it with the paper.
 */
export async function flattenLighting(gray: GrayImage): Promise<GrayImage> {
  const paper = await paperBrightness(gray);
  if (!isUnevenlyLit(paper)) return gray;
  const out = new Uint8Array(gray.data.length);
  for (let i = 0; i < out.length; i += 1) {
    const share = gray.data[i]! / Math.max(1, paper[i]!);
    const ink = Math.min(1, Math.max(0, (share - INK_SHARE) / (PAPER_SHARE - INK_SHARE)));
    out[i] = Math.round(255 * ink ** 3);
  }
  return { data: out, width: gray.width, height: gray.height };
}

function rawSharp(gray: GrayImage): Sharp {
  return sharp(Buffer.from(gray.data.buffer, gray.data.byteOffset, gray.data.length), {
    raw: { width: gray.width, height: gray.height, channels: 1 },
  });
}

/** Runs the cleaning steps on one opened page image (see the module comment). */
export async function prepareForOcr(
  image: Sharp,
  only: Partial<PrepareSteps> = {},
): Promise<PreparedImage> {
  const steps = { ...ALL_STEPS, ...only };
  // Transparent areas of a PNG or TIFF are paper.
  let gray = await grayPixels(image.rotate().flatten({ background: '#ffffff' }).grayscale());
  if (steps.crop) {
    const ratio = Math.min(1, ANALYSIS_WIDTH / gray.width);
    const small = await grayPixels(
      rawSharp(gray).resize({ width: Math.round(gray.width * ratio) }),
    );
    const box = paperBox(small);
    if (box) {
      const left = Math.floor(box.left / ratio);
      const top = Math.floor(box.top / ratio);
      const width = Math.min(gray.width - left, Math.ceil(box.width / ratio));
      const height = Math.min(gray.height - top, Math.ceil(box.height / ratio));
      if (width < gray.width * 0.98 || height < gray.height * 0.98) {
        gray = await grayPixels(rawSharp(gray).extract({ left, top, width, height }));
      }
    }
  }
  let skewDegrees = 0;
  let bands: BandSkew[] = [];
  if (steps.deskew) {
    const ratio = Math.min(1, ANALYSIS_WIDTH / gray.width);
    const small = await grayPixels(
      rawSharp(gray).resize({ width: Math.round(gray.width * ratio) }),
    );
    skewDegrees = measurePageSkew(small);
    if (steps.keystone) bands = measureBandSkews(small);
  }
  // Stretch from the darkest ink to the paper: a page that is 99 % paper must keep its ink, so the
  // lower bound is the minimum, not a percentile.
  let pipeline = rawSharp(gray).normalise({ lower: 0, upper: 99 });
  const keystoned = isKeystoned(bands);
  if (!keystoned && Math.abs(skewDegrees) >= 0.1)
    pipeline = pipeline.rotate(-skewDegrees, { background: '#ffffff' });
  if (process.env.DEBUG_SKEW) console.error('skew', skewDegrees, bands);
  let levelled = await grayPixels(pipeline);
  if (keystoned) levelled = levelRows(levelled, bands);
  if (steps.rules)
    clearRulesAndBands(levelled, {
      evenlyLit: !isUnevenlyLit(await paperBrightness(levelled)),
    });
  // After the bands are inverted: a shaded band would otherwise count as paper and lose its text.
  let photo = false;
  if (steps.flatten) {
    const flattened = await flattenLighting(levelled);
    photo = flattened !== levelled;
    // On an unevenly lit page (a photo) the rules were fainter than ink before the flattening,
    // which turns them as dark as the text: they are looked for again on the flattened page.
    if (steps.rules && flattened !== levelled) clearRulesAndBands(flattened, { evenlyLit: true });
    levelled = flattened;
  }
  const scale =
    steps.upscale || (steps.upscalePhotos && photo)
      ? Math.min(MAX_UPSCALE, Math.max(1, TARGET_PAGE_WIDTH / levelled.width))
      : 1;
  let output = rawSharp(levelled);
  if (scale > 1)
    output = output.resize({ width: Math.round(levelled.width * scale), kernel: 'lanczos3' });
  const png = await output.toColourspace('b-w').png({ compressionLevel: 1 }).toBuffer();
  return { png, width: levelled.width, height: levelled.height, scale, skewDegrees };
}
