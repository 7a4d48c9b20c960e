import { AVATAR_MAX_BYTES, AVATAR_MAX_EDGE_PX } from '@app/shared/constants/limits';

/** A crop rectangle in the source image's own pixels (react-easy-crop's `croppedAreaPixels`). */
export type PixelArea = { x: number; y: number; width: number; height: number };

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = source;
  });
}

/** Bytes a base64 data URL stands for (the server's 2 MB limit counts the image, not the text). */
function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Math.floor((base64.length * 3) / 4);
}

/**
 * Cuts the square `area` out of the image and scales it to at most AVATAR_MAX_EDGE_PX a side, in
 * the browser, so only a small image travels. PNG and WebP stay PNG (transparency); JPEG stays
 * JPEG; a PNG that would still be too large falls back to JPEG.
 */
export async function cropImageToDataUrl(
  source: string,
  area: PixelArea,
  mimeType: string,
): Promise<string> {
  const image = await loadImage(source);
  const edge = Math.max(1, Math.min(AVATAR_MAX_EDGE_PX, Math.round(area.width)));
  const canvas = document.createElement('canvas');
  canvas.width = edge;
  canvas.height = edge;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  const type = mimeType === 'image/jpeg' ? 'image/jpeg' : 'image/png';
  if (type === 'image/jpeg') {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, edge, edge);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, edge, edge);
  const dataUrl = canvas.toDataURL(type, 0.9);
  if (type === 'image/png' && dataUrlBytes(dataUrl) > AVATAR_MAX_BYTES) {
    return canvas.toDataURL('image/jpeg', 0.85);
  }
  return dataUrl;
}

/** Reads a chosen file as a data URL (the cropper's source). */
export function readFileAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('The file could not be read'));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
