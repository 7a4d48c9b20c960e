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

/** An optional id in a query string (`?rfq_id=12`), where every value arrives as text. */
export const queryIdParam = z.coerce
  .number({ error: 'validation.invalidType' })
  .int('validation.invalidType')
  .positive('validation.invalidType')
  .max(MAX_ID, 'validation.invalidType')
  .optional();

/** `?page=`: 1-based page of a paged list; a page past the end answers no rows and the total. */
export const pageParam = z.coerce.number().int().min(1).max(100_000).optional().default(1);

/** What a paged list answers beside its rows. */
export const pageFields = { page: z.number(), page_size: z.number(), total: z.number() };

/**
 * A generated document (PDF, XLSX) the API sends as its own bytes. It only describes the answer in
 * the OpenAPI document: Fastify sends bytes as they are, without a serializer.
 */
export const fileResponseSchema = z.custom<Uint8Array>().meta({
  type: 'string',
  format: 'binary',
  description: 'The file’s bytes, of the type its Content-Type names.',
});

/** An answer that only redirects (302, `Location`), with no body. */
export const redirectResponseSchema = z
  .null()
  .meta({ description: 'A redirect: the Location header says where to go.' });
