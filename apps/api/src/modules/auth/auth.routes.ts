import type { FastifyPluginAsync } from 'fastify';
import { authContracts as contracts } from '@app/shared/api/contracts/auth';
import { rateLimitOptions } from '../../config/rate-limits.ts';
import { tooManyRequests } from '../../lib/app-error.ts';
import { route } from '../../lib/contract-route.ts';
import { endSession, login, refreshSession } from './auth.service.ts';

export const authRoutes: FastifyPluginAsync = (app) => {
  // Failed sign-ins for one email are counted apart from those of one address
  // (docs/product-rules.md § Rate limits).
  const failuresPerEmail = app.createRateLimit({
    ...rateLimitOptions('loginFailuresPerEmail', app.ctx.config.rateLimitFactor),
    keyGenerator: (request) => {
      const email = (request.body as { email?: unknown }).email;
      return `login-email:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
    },
  });

  route(app, contracts.login, { rateLimit: 'login' }, async (request, reply) => {
    const limit = await failuresPerEmail(request, { increment: false });
    // `isAllowed` only marks an allow-listed key; what matters is whether failures are used up.
    if (!limit.isAllowed && limit.remaining === 0) {
      reply.header('retry-after', String(limit.ttlInSeconds));
      throw tooManyRequests();
    }
    try {
      return await login(app.ctx, request.body);
    } catch (error) {
      await failuresPerEmail(request);
      throw error;
    }
  });

  route(app, contracts.refresh, {}, (request) => refreshSession(app.ctx, request.body.refresh));

  route(app, contracts.logout, {}, async (request) => {
    await endSession(app.ctx, request.body.refresh);
    return { message: request.t('common.messages.loggedOut') };
  });
  return Promise.resolve();
};
