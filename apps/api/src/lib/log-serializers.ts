import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

const REDACTED = '[redacted]';

/** Query parameters whose values say nothing secret; every other value is redacted. */
const PLAIN_QUERY_KEYS = new Set(['language', 'expired', 'page', 'page_size', 'search', 'status']);

/** Mail links and answer links carry their secret in the path (docs/product-rules.md § Security). */
const SECRET_PATH_RULES: [RegExp, string][] = [
  [/(\/(?:password-reset-confirm|activate|reset-password)\/[^/?]+\/)[^/?]+/g, `$1${REDACTED}`],
  [/(\/accept-invitation\/)[^/?]+/g, `$1${REDACTED}`],
];
/** A long run of token characters is a token whatever route it is on (JWTs, signed links). */
const TOKEN_SEGMENT = /^[A-Za-z0-9._~-]{24,}$/;

/** The URL as it may be logged: secrets in the path and query values replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const [pattern, replacement] of SECRET_PATH_RULES) path = path.replace(pattern, replacement);
  path = path
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? REDACTED : segment))
    .join('/');
  if (queryAt === -1) return path;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  const kept = [...query.keys()].map(
    (key) =>
      `${key}=${PLAIN_QUERY_KEYS.has(key) ? encodeURIComponent(query.get(key) ?? '') : REDACTED}`,
  );
  return `${path}?${[...new Set(kept)].join('&')}`;
}

/** Fastify's request fields, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type QueryError = Error & { query?: unknown; params?: unknown; cause?: unknown };

/** PostgreSQL's fields worth logging; `detail` and `where` can echo a whole row, hash included. */
function describeCause(cause: unknown) {
  if (!(cause instanceof Error)) return undefined;
  const { code, table, column, constraint } = cause as Error & Record<string, unknown>;
  return { type: cause.name, message: cause.message, code, table, column, constraint };
}

/**
 * An error as it may be logged. A failed query (Drizzle's DrizzleQueryError) carries its bound
 * parameters in its message, stack and `params` (a password hash, a token): it is logged with its
 * SQL and PostgreSQL's error code only.
 */
export function serializeError(error: unknown) {
  const raw = error as QueryError;
  if (raw instanceof Error && typeof raw.query === 'string' && 'params' in raw) {
    const frames = (raw.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
    return {
      type: raw.name,
      message: `Failed query: ${raw.query}`,
      query: raw.query,
      stack: [`${raw.name}: Failed query: ${raw.query}`, ...frames].join('\n'),
      cause: describeCause(raw.cause),
    };
  }
  return stdSerializers.err(error as Error);
}
