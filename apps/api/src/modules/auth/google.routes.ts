import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@app/shared/api/paths';
import { googleLoginResponseSchema, googleLoginSchema } from '@app/shared/schemas/auth';
import { errorBodySchema } from '@app/shared/schemas/common';
import { finishGoogleLogin, startGoogleLogin } from './google.service.ts';

const errors = {
  400: errorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
  503: errorBodySchema,
};

/** Sign in with Google (or any OpenID Connect provider set by GOOGLE_ISSUER_URL). */
export const googleRoutes: FastifyPluginAsyncZod = (app) => {
  const factor = app.ctx.config.rateLimitFactor;

  app.post(
    API_PATHS.googleLogin,
    {
      // Each call stores a state row: limited so nobody fills the table.
      config: { rateLimit: { max: Math.ceil(20 * factor), timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        body: googleLoginSchema,
        response: { 200: googleLoginResponseSchema, ...errors },
      },
    },
    async (request) => {
      // The language chosen on the button also words this answer's errors.
      if (request.body.language) request.language = request.body.language;
      const authorizationUrl = await startGoogleLogin(app.ctx, {
        callbackUrl: request.body.callback_url,
        language: request.language,
      });
      return { authorization_url: authorizationUrl };
    },
  );

  app.get(
    API_PATHS.googleCallback,
    {
      config: { rateLimit: { max: Math.ceil(30 * factor), timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Where the provider returns; redirects (302) to the web app.',
      },
    },
    async (request, reply) => {
      const queryStart = request.url.indexOf('?');
      const rawQuery = queryStart === -1 ? '' : request.url.slice(queryStart + 1);
      const location = await finishGoogleLogin(app.ctx, { rawQuery, language: request.language });
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );
  return Promise.resolve();
};
