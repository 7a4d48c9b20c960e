import fp from 'fastify-plugin';
import { badRequest } from '../lib/app-error.ts';

/** The first field (top-level name) of a value holding a NUL character, or undefined. */
function fieldWithNul(value: unknown, field: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? field : undefined;
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  // Raw uploads (quote files) are bytes, not text: walking a 20 MB Buffer entry by entry would
  // cost seconds and gigabytes.
  if (ArrayBuffer.isView(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = fieldWithNul(inner, depth === 0 ? key : field, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold a NUL character, so a string carrying one would fail at the
 * database. It is refused here, for every route at once, as the field's own error
 * (docs/product-rules.md § Errors). It runs after authentication and schema validation, so a
 * request without a token still hears 401 first.
 */
export const hostileInputPlugin = fp(
  (app, _options, done) => {
    app.addHook('preHandler', (request, _reply, next) => {
      const field =
        fieldWithNul(request.body, 'error') ??
        fieldWithNul(request.query, 'error') ??
        fieldWithNul(request.params, 'error');
      next(
        field ? badRequest('validation_failed', 'validation.invalidCharacters', field) : undefined,
      );
    });
    done();
  },
  { name: 'hostile-input' },
);
