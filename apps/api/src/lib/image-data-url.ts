import sharp from 'sharp';
import type { ErrorMessageKey } from '@app/shared/api/error-codes';
import { AVATAR_MAX_BYTES } from '@app/shared/constants/limits';

/** A profile picture needs no more; a larger image is scaled down, which also caps decoding. */
const AVATAR_MAX_SIDE = 512;
/** Refuses decompression bombs before any pixel is decoded. */
const AVATAR_MAX_INPUT_PIXELS = 40_000_000;

const FORMATS = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' } as const;
type AvatarType = keyof typeof FORMATS;

export type AvatarCheck = { dataUrl: string } | { problem: ErrorMessageKey };

/**
 * Decodes an avatar data URL (PNG, JPEG or WebP of at most 2 MB) and encodes it again
 * (docs/product-rules.md § Security): whatever rides after the image's magic bytes (HTML, a
 * script) and its metadata (a phone's GPS position) do not survive. Answers the new data URL, or
 * the message key of the problem.
 */
export async function normalizeAvatarDataUrl(dataUrl: string): Promise<AvatarCheck> {
  const match = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match?.[1] || !match[2]) return { problem: 'validation.avatar.invalid' };
  if ((match[2].length * 3) / 4 > AVATAR_MAX_BYTES + 3)
    return { problem: 'validation.avatar.tooLarge' };
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length > AVATAR_MAX_BYTES) return { problem: 'validation.avatar.tooLarge' };
  const type = match[1] as AvatarType;
  try {
    const image = sharp(bytes, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== FORMATS[type]) return { problem: 'validation.avatar.invalid' };
    const encoded = await image
      .rotate()
      .resize(AVATAR_MAX_SIDE, AVATAR_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .toFormat(FORMATS[type])
      .toBuffer();
    return { dataUrl: `data:${type};base64,${encoded.toString('base64')}` };
  } catch {
    return { problem: 'validation.avatar.invalid' };
  }
}
