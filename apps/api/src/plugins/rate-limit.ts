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
          // While Redis is down a count fails at once instead of waiting in a queue, so requests
          // go on unlimited (fail open, docs/product-rules.md § Rate limits) without slowing down.
          enableOfflineQueue: false,
        })
      : undefined;
    if (redis) {
      let reported = false;
      redis.on('error', (error: Error) => {
        if (reported) return;
        reported = true;
        app.log.warn(
          { err: error },
          'Redis is out of reach: rate limits are not enforced until it is back',
        );
      });
      redis.on('ready', () => {
        if (reported) app.log.info('Redis is back: rate limits are enforced again');
        reported = false;
      });
    }
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
