import sharp from 'sharp';
import { seeded } from './random.ts';

/** A seeded generator of floats in [0, 1) (for renderers that only need jitter). */
export function random(seed: number): () => number {
  const source = seeded(seed);
  return () => source.next();
}

export type Defects = {
  /** Degrees. */
  rotate?: number;
  /** Gaussian blur sigma in pixels. */
  blur?: number;
  /** Share of pixels flipped to salt-and-pepper noise. */
  noise?: number;
  /** JPEG quality. */
  jpeg?: number;
  /** Phone photo: shear as a perspective, a darker border around the sheet, vignetting, a cast. */
  photo?: boolean;
};

/** Scanner and phone defects applied to a clean page image, the same for a seed. */
export async function withDefects(png: Buffer, defects: Defects, seed: number): Promise<Buffer> {
  const rand = random(seed);
  let image = sharp(png);
  const { width = 0, height = 0 } = await image.metadata();
  if (defects.photo) {
    // A sheet held a little askew: a slight shear stands in for the perspective of a phone.
    const shear = (rand() - 0.5) * 0.04;
    image = sharp(
      await image
        .affine(
          [
            [1, shear],
            [shear * 0.5, 1],
          ],
          { background: '#ffffff' },
        )
        .png()
        .toBuffer(),
    );
  }
  if (defects.rotate)
    image = sharp(await image.rotate(defects.rotate, { background: '#ffffff' }).png().toBuffer());
  if (defects.blur) image = image.blur(defects.blur);
  let out = await image.png().toBuffer();
  if (defects.noise) {
    const { data, info } = await sharp(out).grayscale().raw().toBuffer({ resolveWithObject: true });
    for (let i = 0; i < data.length; i += 1) {
      const r = rand();
      if (r < defects.noise / 2) data[i] = 0;
      else if (r < defects.noise) data[i] = 255;
    }
    out = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
      .png()
      .toBuffer();
  }
  if (defects.photo) {
    const meta = await sharp(out).metadata();
    const w = meta.width ?? width;
    const h = meta.height ?? height;
    const border = Math.round(w * 0.06);
    const vignette = Buffer.from(
      `<svg xmlns='http://www.w3.org/2000/svg' width='${w}' height='${h}'><defs><radialGradient id='v' cx='50%' cy='45%' r='75%'><stop offset='55%' stop-color='black' stop-opacity='0'/><stop offset='100%' stop-color='black' stop-opacity='0.45'/></radialGradient></defs><rect width='100%' height='100%' fill='url(#v)'/></svg>`,
    );
    out = await sharp(out)
      .toColourspace('srgb')
      .composite([{ input: vignette }])
      .tint({ r: 255, g: 236, b: 205 })
      .extend({ top: border, bottom: border, left: border, right: border, background: '#5a4a3a' })
      .png()
      .toBuffer();
  }
  if (defects.jpeg) out = await sharp(out).jpeg({ quality: defects.jpeg }).toBuffer();
  return out;
}
