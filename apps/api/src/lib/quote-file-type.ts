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
 * The request types a quote file may be sent as, by family: any image, any text, PDF, the
 * spreadsheet types, zip, a saved e-mail, or plain bytes. What the file is comes from its bytes
 * (`detectQuoteFileType`); the header only has to be one a browser or a mail client may name.
 */
export const QUOTE_UPLOAD_CONTENT_TYPES: (string | RegExp)[] = [
  // Fastify's own text parser takes this one exactly unless it is named here.
  'text/plain',
  /^image\/[\w.+-]+(?:\s*;.*)?$/i,
  /^text\/[\w.+-]+(?:\s*;.*)?$/i,
  /^message\/rfc822(?:\s*;.*)?$/i,
  /^application\/(?:octet-stream|pdf|x-pdf|zip|x-zip-compressed|vnd\.ms-excel|vnd\.openxmlformats-officedocument\.[\w.]+)(?:\s*;.*)?$/i,
];

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
