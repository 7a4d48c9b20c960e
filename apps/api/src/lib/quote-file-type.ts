import { fileTypeFromBuffer } from 'file-type';

/** Quote files the reader takes, by the type found in their bytes. */
const ACCEPTED = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/tiff',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]);

/**
 * The content type of an uploaded quote file, found from its bytes (never its name), or undefined
 * when it is not a type Cotiza reads. Text has no signature: a file named .csv or .txt whose first
 * 64 KB hold no NUL byte is taken as CSV text.
 */
export async function detectQuoteFileType(
  bytes: Buffer,
  fileName: string,
): Promise<string | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  if (found) return ACCEPTED.has(found.mime) ? found.mime : undefined;
  const isText = !bytes.subarray(0, 65_536).includes(0);
  if (/\.(csv|txt)$/i.test(fileName) && isText) return 'text/csv';
  // A saved e-mail: text whose first lines are mail headers.
  if (
    /\.eml$/i.test(fileName) &&
    isText &&
    /^(?:[\w-]+:.*\r?\n)*(?:from|subject|to|date|received|mime-version):/im.test(
      bytes.subarray(0, 8192).toString('latin1'),
    )
  )
    return 'message/rfc822';
  return undefined;
}
