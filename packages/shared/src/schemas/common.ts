import { z } from 'zod';

/** `{ "message": "…" }`: answers that only tell the user something, in the request's language. */
export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

/** `{ "error": "…" }` or `{ "field": ["…"] }` (docs/product-rules.md § Errors). */
export const errorBodySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Ids are PostgreSQL `integer` columns: a larger one names nothing. */
export const MAX_ID = 2_147_483_647;

export const idParamSchema = z.object({
  id: z.coerce.number({ error: 'validation.invalidType' }).int().positive().max(MAX_ID),
});
export type IdParam = z.infer<typeof idParamSchema>;
