import { z } from 'zod';
import { ERROR_CODES } from '../api/error-codes';

/** `{ "message": "…" }`: answers that only tell the user something, in the request's language. */
export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

/**
 * Every error answer: `{ "error": "…", "error_code": "…" }` or `{ "field": ["…"], "error_code":
 * "…" }`, the messages in the request's language and `error_code` one of the stable error codes.
 * (Not `code`: projects, items and units have fields named `code` whose messages go there.)
 */
export const errorBodySchema = z
  .object({ error_code: z.enum(ERROR_CODES), error: z.string().optional() })
  .catchall(z.array(z.string()));

/** An error body as a client reads it: field → messages, plus `error` and `error_code`. */
export type ErrorBody = Record<string, string | string[]>;

/** Ids are PostgreSQL `integer` columns: a larger one names nothing. */
export const MAX_ID = 2_147_483_647;

export const idParamSchema = z.object({
  id: z.coerce.number({ error: 'validation.invalidType' }).int().positive().max(MAX_ID),
});
export type IdParam = z.infer<typeof idParamSchema>;
