import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@app/shared/api/paths';
import { loginSchema, refreshTokenSchema, tokenPairSchema } from '@app/shared/schemas/auth';
import { errorBodySchema, messageSchema } from '@app/shared/schemas/common';
import { refuseWhenUsedUp } from '../../lib/limits.ts';
import { endSession, login, refreshSession } from './auth.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };

export const authRoutes: FastifyPluginAsyncZod = (app) => {
  const factor = app.ctx.config.rateLimitFactor;
  // Failed sign-ins are counted per email and address together (docs/product-rules.md § Rate
  // limits): guessing from one address is stopped there, and nobody elsewhere can lock the owner
  // of the email out by failing on purpose.
  const failuresPerEmail = app.createRateLimit({
    max: Math.ceil(10 * factor),
    timeWindow: 15 * 60_000,
    keyGenerator: (request) => {
      const email = (request.body as { email?: unknown }).email;
      const key = typeof email === 'string' ? email.trim().toLowerCase() : '';
      return `login-email:${key}|${request.ip}`;
    },
  });

  app.post(
    API_PATHS.token,
    {
      config: { rateLimit: { max: Math.ceil(30 * factor), timeWindow: 60_000 } },
      schema: { tags: ['auth'], body: loginSchema, response: { 200: tokenPairSchema, ...errors } },
    },
    async (request, reply) => {
      await refuseWhenUsedUp(failuresPerEmail, request, reply);
      try {
        return await login(app.ctx, request.body);
      } catch (error) {
        await failuresPerEmail(request);
        throw error;
      }
    },
  );

  app.post(
    API_PATHS.tokenRefresh,
    {
      schema: {
        tags: ['auth'],
        body: refreshTokenSchema,
        response: { 200: tokenPairSchema, ...errors },
      },
    },
    (request) => refreshSession(app.ctx, request.body.refresh),
  );

  app.post(
    API_PATHS.tokenBlacklist,
    {
      schema: {
        tags: ['auth'],
        body: refreshTokenSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await endSession(app.ctx, request.body.refresh);
      return { message: request.t('common.messages.loggedOut') };
    },
  );
  return Promise.resolve();
};
