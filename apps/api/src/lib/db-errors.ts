const PG_UNIQUE_VIOLATION = '23505';

/**
 * Whether an error is PostgreSQL's unique violation (pg puts the code on the error, Drizzle on its
 * cause): two requests racing for one email, decided by the unique index.
 */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return (code ?? cause?.code) === PG_UNIQUE_VIOLATION;
}

/**
 * Whether an error is PostgreSQL's "data exception" class (22xxx: a value out of a column's range,
 * text the encoding refuses, a malformed number). Input checks should stop these first; this is the
 * safety net that answers 400, not 500 (docs/product-rules.md § Errors).
 */
export function isDataException(error: unknown): boolean {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  const sqlState = code ?? cause?.code;
  return typeof sqlState === 'string' && /^22[0-9A-Z]{3}$/.test(sqlState);
}

const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * What pg says of a connection that went away: cut under a query ("Connection terminated
 * unexpectedly"), or asked for more after that, as a transaction's ROLLBACK is ("Client has
 * encountered a connection error and is not queryable", wrapped by Drizzle as "Failed query:
 * rollback").
 */
const CONNECTION_LOST =
  /^Connection terminated|^Client has encountered a connection error|^Client was closed and is not queryable/;

/**
 * Whether an error means the database is out of reach for a moment: a refused or cut connection,
 * a server shutting down or starting (SQLSTATE 57P01–57P03, class 08), also when it is the cause of
 * a wrapped error (Drizzle's "Failed query"). The request answers 503 with Retry-After and the
 * client may try again (docs/product-rules.md § Errors); nothing was acknowledged.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string') {
      if (
        UNAVAILABLE_NODE_CODES.has(code) ||
        /^57P0[1-3]$/.test(code) ||
        /^08[0-9A-Z]{3}$/.test(code)
      )
        return true;
    }
    if (typeof message === 'string' && CONNECTION_LOST.test(message)) return true;
    current = cause;
  }
  return false;
}
