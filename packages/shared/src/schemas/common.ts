import { z } from 'zod';
import { ERROR_CODES } from '../api/error-codes';

/** `{ "message": "…" }`: answers that only tell the user something, in the request's language. */
export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

/**
 * Every error answer: `{ "error": "…", "code": "…" }` or `{ "field": ["…"], "code": "…" }`, the
 * messages in the request's language and `code` one of the stable error codes.
 */
export const errorBodySchema = z
  .object({ code: z.enum(ERROR_CODES), error: z.string().optional() })
  .catchall(z.array(z.string()));

/** An error body as a client reads it: field → messages, plus `error` and `code`. */
export type ErrorBody = Record<string, string | string[]>;

export const idParamSchema = z.object({
  id: z.coerce.number({ error: 'validation.invalidType' }).int().positive(),
});
export type IdParam = z.infer<typeof idParamSchema>;
