const PG_UNIQUE_VIOLATION = '23505';

/**
 * Whether an error is PostgreSQL's unique violation (pg puts the code on the error, Drizzle on its
 * cause): two requests racing for one email, decided by the unique index.
 */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return (code ?? cause?.code) === PG_UNIQUE_VIOLATION;
}
