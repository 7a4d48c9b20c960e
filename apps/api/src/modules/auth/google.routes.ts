import type { FastifyPluginAsync } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { authContracts as contracts } from '@app/shared/api/contracts/auth';
import { API_BASE } from '@app/shared/api/paths';
import { route } from '../../lib/contract-route.ts';
import {
  BROWSER_BINDING_COOKIE,
  BROWSER_BINDING_MAX_AGE_SECONDS,
  browserBinding,
  finishGoogleLogin,
  startGoogleLogin,
} from './google.service.ts';

/** Sign in with Google (or any OpenID Connect provider set by GOOGLE_ISSUER_URL). */
export const googleRoutes: FastifyPluginAsync = async (app) => {
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

  route(app, contracts.googleLogin, { rateLimit: 'googleLogin' }, async (request, reply) => {
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
  });

  route(app, contracts.googleCallback, { rateLimit: 'googleCallback' }, async (request, reply) => {
    const queryStart = request.url.indexOf('?');
    const rawQuery = queryStart === -1 ? '' : request.url.slice(queryStart + 1);
    const location = await finishGoogleLogin(app.ctx, {
      rawQuery,
      language: request.language,
      browserBinding: request.cookies[BROWSER_BINDING_COOKIE],
    });
    return reply.header('cache-control', 'no-store').redirect(location, 302);
  });
};
