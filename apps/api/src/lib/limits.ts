import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from './app-error.ts';

/** A count made with `app.createRateLimit` (docs/product-rules.md § Rate limits). */
export type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

function refuse(reply: FastifyReply, retryAfterSeconds: number): never {
  reply.header('retry-after', String(retryAfterSeconds));
  throw tooManyRequests();
}

/** Counts this request, and answers 429 with Retry-After once the count is past its limit. */
export async function countOrRefuse(
  limiter: Limiter,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const limit = await limiter(request);
  if (!limit.isAllowed && limit.isExceeded) refuse(reply, limit.ttlInSeconds);
}

/**
 * Answers 429 with Retry-After when the count is used up, without counting this request: for
 * limits that count failures only, which the caller adds with `limiter(request)` when one happens.
 */
export async function refuseWhenUsedUp(
  limiter: Limiter,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const limit = await limiter(request, { increment: false });
  // `isAllowed` only marks an allow-listed key; what matters is whether the count is used up.
  if (!limit.isAllowed && limit.remaining === 0) refuse(reply, limit.ttlInSeconds);
}
