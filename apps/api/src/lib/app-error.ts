import { ERROR_STATUS, type ErrorCode, type ErrorMessageKey } from '@app/shared/api/error-codes';

/**
 * The one error services throw. `code` is a stable error code (docs/product-rules.md § Error
 * codes) that fixes the HTTP status; `messageKey` an i18n key (`errors.userExists`); `field` puts
 * the message under that field (`{ email: ["…"] }`) instead of `{ error: "…" }`.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly messageKey: ErrorMessageKey;
  readonly field: string | undefined;
  readonly params: Record<string, string | number> | undefined;

  constructor(options: {
    code: ErrorCode;
    messageKey: ErrorMessageKey;
    field?: string;
    params?: Record<string, string | number>;
  }) {
    super(options.code);
    this.name = 'AppError';
    this.code = options.code;
    this.status = ERROR_STATUS[options.code];
    this.messageKey = options.messageKey;
    this.field = options.field;
    this.params = options.params;
  }
}

/** A refusal of the input with its own code, the message under `field` when given. */
export const badRequest = (code: ErrorCode, messageKey: ErrorMessageKey, field?: string) =>
  new AppError({ code, messageKey, ...(field ? { field } : {}) });

export const unauthorized = (
  messageKey: ErrorMessageKey = 'errors.notAuthenticated',
  code: ErrorCode = 'unauthorized',
) => new AppError({ code, messageKey });

export const forbidden = (
  messageKey: ErrorMessageKey = 'errors.forbidden',
  code: ErrorCode = 'forbidden',
) => new AppError({ code, messageKey });

export const notFound = () => new AppError({ code: 'not_found', messageKey: 'errors.notFound' });

export const tooManyRequests = () =>
  new AppError({ code: 'rate_limited', messageKey: 'errors.rateLimited' });

/**
 * The bytes of an uploaded file. Upload calls take the raw body; one that arrived as JSON (or any
 * type a parser turned into something else) is refused with 415 and `messageKey`, never cast.
 */
export function fileBytes(body: unknown, messageKey: ErrorMessageKey): Buffer {
  if (body === undefined || body === null) return Buffer.alloc(0);
  if (Buffer.isBuffer(body)) return body;
  throw new AppError({ code: 'unsupported_media_type', messageKey });
}
