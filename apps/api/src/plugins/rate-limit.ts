import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { tooManyRequests } from '../lib/app-error.ts';

/**
 * Rate limits (docs/product-rules.md § Rate limits) with @fastify/rate-limit: kept in memory, or in Redis when REDIS_URL
 * is set so several API processes share them. Routes opt in; nothing is limited globally.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const redis = app.ctx.config.redisUrl
      ? new Redis(app.ctx.config.redisUrl, {
          connectTimeout: 500,
          maxRetriesPerRequest: 1,
          lazyConnect: false,
        })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'cotiza-rl-' } : {}),
      skipOnError: true,
      errorResponseBuilder: (_request, context) => {
        const error = tooManyRequests();
        (error as unknown as { retryAfter: number }).retryAfter = Math.ceil(context.ttl / 1000);
        return error;
      },
    });
  },
  { name: 'rate-limit', dependencies: ['language'] },
);
