import { ReadError } from '../result.ts';

/** Unpacked size a workbook may claim; real quotes are a few megabytes at most. */
export const MAX_UNZIPPED_BYTES = 200 * 1024 * 1024;
const MAX_ENTRIES = 10_000;

/**
 * Refuses a zip bomb before anything inflates it: sums the uncompressed sizes the zip's central
 * directory declares (the decompressor stops at the declared size, so the sum bounds the work).
 */
export function checkZipSize(bytes: Uint8Array): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ReadError('corrupt_file', 'The spreadsheet is not a valid zip archive.');
  const entries = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  if (entries > MAX_ENTRIES)
    throw new ReadError('too_large', 'The spreadsheet has too many parts.');
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) {
      throw new ReadError('corrupt_file', 'The spreadsheet is not a valid zip archive.');
    }
    const compressed = view.getUint32(offset + 20, true);
    const uncompressed = view.getUint32(offset + 24, true);
    total += uncompressed;
    if (total > MAX_UNZIPPED_BYTES || (compressed > 0 && uncompressed / compressed > 1000)) {
      throw new ReadError(
        'too_large',
        'The spreadsheet unpacks to far more data than a quote holds.',
      );
    }
    offset +=
      46 +
      view.getUint16(offset + 28, true) +
      view.getUint16(offset + 30, true) +
      view.getUint16(offset + 32, true);
  }
}
