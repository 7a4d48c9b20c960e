import type { ValidationMessageKey } from '@app/shared/api/error-codes';
import { AVATAR_MAX_BYTES } from '@app/shared/constants/limits';

const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  'image/png': (b) =>
    b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/**
 * Checks that an avatar data URL is a PNG, JPEG or WebP of at most 2 MB whose bytes really are
 * that image. Answers the message key of the failure, or undefined.
 */
export function checkAvatarDataUrl(dataUrl: string): ValidationMessageKey | undefined {
  const match = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match?.[1] || !match[2]) return 'validation.avatar.invalid';
  if ((match[2].length * 3) / 4 > AVATAR_MAX_BYTES + 3) return 'validation.avatar.tooLarge';
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length > AVATAR_MAX_BYTES) return 'validation.avatar.tooLarge';
  const isThatImage = SIGNATURES[match[1]];
  if (!isThatImage || bytes.length < 12 || !isThatImage(bytes)) return 'validation.avatar.invalid';
  return undefined;
}
