import { inflateRawSync } from 'node:zlib';
import { ReadError } from '../result.ts';
import { READ_LIMITS } from './limits.ts';

/** Unpacked size a workbook may reach; real quotes are a few megabytes at most. */
export const MAX_UNZIPPED_BYTES = READ_LIMITS.unzippedBytes;

const invalid = () => new ReadError('corrupt_file', 'The spreadsheet is not a valid zip archive.');
const tooLarge = () =>
  new ReadError('too_large', 'The spreadsheet unpacks to far more data than a quote holds.');

/**
 * Refuses a zip bomb before a parser inflates it (docs/product-rules.md § Hostile files): sums
 * the uncompressed sizes the zip's central directory declares, then inflates each part with
 * its declared size as a hard ceiling, so a part that lies about its size is caught too. The
 * work is bounded by `maxBytes` whatever the archive claims.
 */
export function checkZipSize(bytes: Uint8Array, maxBytes: number = MAX_UNZIPPED_BYTES): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw invalid();
  const entries = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  if (entries > READ_LIMITS.zipEntries)
    throw new ReadError('too_large', 'The spreadsheet has too many parts.');
  const parts: { method: number; compressed: number; uncompressed: number; local: number }[] = [];
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) throw invalid();
    const part = {
      method: view.getUint16(offset + 10, true),
      compressed: view.getUint32(offset + 20, true),
      uncompressed: view.getUint32(offset + 24, true),
      local: view.getUint32(offset + 42, true),
    };
    total += part.uncompressed;
    if (total > maxBytes || (part.compressed > 0 && part.uncompressed / part.compressed > 1000)) {
      throw tooLarge();
    }
    parts.push(part);
    offset +=
      46 +
      view.getUint16(offset + 28, true) +
      view.getUint16(offset + 30, true) +
      view.getUint16(offset + 32, true);
  }
  for (const part of parts) checkPartSize(bytes, view, part);
}

/** Inflates one deflated part with its declared size as the ceiling; more is a lie, so refused. */
function checkPartSize(
  bytes: Uint8Array,
  view: DataView,
  part: { method: number; compressed: number; uncompressed: number; local: number },
): void {
  if (part.method !== 8) return;
  if (part.local + 30 > bytes.length || view.getUint32(part.local, true) !== 0x04034b50)
    throw invalid();
  const start =
    part.local + 30 + view.getUint16(part.local + 26, true) + view.getUint16(part.local + 28, true);
  if (start + part.compressed > bytes.length) throw invalid();
  try {
    inflateRawSync(bytes.subarray(start, start + part.compressed), {
      maxOutputLength: Math.max(1, part.uncompressed),
    });
  } catch (error) {
    if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw tooLarge();
    throw invalid();
  }
}
