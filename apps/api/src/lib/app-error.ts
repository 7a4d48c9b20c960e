/**
 * The one error services throw. `messageKey` is an i18n key (`errors.userExists`); `field` puts
 * the message under that field (`{ email: ["…"] }`) instead of `{ error: "…" }`.
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly messageKey: string;
  readonly field: string | undefined;
  readonly params: Record<string, string | number> | undefined;

  constructor(options: {
    code: string;
    status: number;
    messageKey: string;
    field?: string;
    params?: Record<string, string | number>;
  }) {
    super(options.code);
    this.name = 'AppError';
    this.code = options.code;
    this.status = options.status;
    this.messageKey = options.messageKey;
    this.field = options.field;
    this.params = options.params;
  }
}

export const badRequest = (messageKey: string, field?: string) =>
  new AppError({ code: 'bad_request', status: 400, messageKey, ...(field ? { field } : {}) });

export const unauthorized = (messageKey = 'errors.notAuthenticated') =>
  new AppError({ code: 'unauthorized', status: 401, messageKey });

export const forbidden = (messageKey = 'errors.forbidden') =>
  new AppError({ code: 'forbidden', status: 403, messageKey });

export const notFound = () =>
  new AppError({ code: 'not_found', status: 404, messageKey: 'errors.notFound' });

export const tooManyRequests = () =>
  new AppError({ code: 'rate_limited', status: 429, messageKey: 'errors.rateLimited' });

/**
 * The bytes of an uploaded file. Upload calls take the raw body; one that arrived as JSON (or any
 * type a parser turned into something else) is refused with 415 and `messageKey`, never cast.
 */
export function fileBytes(body: unknown, messageKey: string): Buffer {
  if (body === undefined || body === null) return Buffer.alloc(0);
  if (Buffer.isBuffer(body)) return body;
  throw new AppError({ code: 'unsupported_media_type', status: 415, messageKey });
}
