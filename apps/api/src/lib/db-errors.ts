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
