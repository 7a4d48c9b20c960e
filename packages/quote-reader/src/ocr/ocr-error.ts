/**
 * Why a scan could not be read. The codes are the reader's own `ReadErrorCode` values, so the
 * reader can pass them through unchanged and the UI translates them.
 */
export type OcrErrorCode = 'too_large' | 'too_many_pages' | 'image_unreadable' | 'timeout';

export class OcrError extends Error {
  readonly code: OcrErrorCode;
  constructor(code: OcrErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.name = 'OcrError';
  }
}
