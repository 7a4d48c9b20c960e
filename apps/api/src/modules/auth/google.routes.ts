import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fastifyCookie from '@fastify/cookie';
import { API_BASE, API_PATHS } from '@app/shared/api/paths';
import { googleLoginResponseSchema, googleLoginSchema } from '@app/shared/schemas/auth';
import { errorBodySchema, redirectResponseSchema } from '@app/shared/schemas/common';
import {
  BROWSER_BINDING_COOKIE,
  BROWSER_BINDING_MAX_AGE_SECONDS,
  browserBinding,
  finishGoogleLogin,
  startGoogleLogin,
} from './google.service.ts';

const errors = {
  400: errorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
  503: errorBodySchema,
};

/** Sign in with Google (or any OpenID Connect provider set by GOOGLE_ISSUER_URL). */
export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const factor = app.ctx.config.rateLimitFactor;
  await app.register(fastifyCookie);
  // Sent back only to the Google paths, over https when the app is; Lax lets the provider's
  // top-level redirect carry it.
  const bindingCookie = {
    httpOnly: true,
    sameSite: 'lax',
    secure: app.ctx.config.appUrl.startsWith('https:'),
    path: `${API_BASE}/users/google/`,
    maxAge: BROWSER_BINDING_MAX_AGE_SECONDS,
  } as const;

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
    async (request, reply) => {
      // The language chosen on the button also words this answer's errors.
      if (request.body.language) request.language = request.body.language;
      const binding = browserBinding(request.cookies[BROWSER_BINDING_COOKIE]);
      const authorizationUrl = await startGoogleLogin(app.ctx, {
        callbackUrl: request.body.callback_url,
        language: request.language,
        browserBinding: binding,
      });
      void reply.setCookie(BROWSER_BINDING_COOKIE, binding, bindingCookie);
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
        response: { 302: redirectResponseSchema },
      },
    },
    async (request, reply) => {
      const queryStart = request.url.indexOf('?');
      const rawQuery = queryStart === -1 ? '' : request.url.slice(queryStart + 1);
      const location = await finishGoogleLogin(app.ctx, {
        rawQuery,
        language: request.language,
        browserBinding: request.cookies[BROWSER_BINDING_COOKIE],
      });
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );
};
