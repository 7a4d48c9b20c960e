import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/app-error.ts';
import { findActorBySession } from '../modules/sessions/sessions.service.ts';

// Routes take the actor's type and accessor from here (the plugin that fills `request.actor`).
export { requireActor, type Actor } from '../lib/actor.ts';

export const authPlugin = fp(
  async (app) => {
    // The session cache listens for other processes' changes before the first request is served.
    await app.ctx.actors.start();
    app.decorateRequest('actor', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match?.[1]) throw unauthorized();
      const claims = await app.ctx.jwt.verify('access', match[1]);
      const userId = claims ? Number(claims.sub) : NaN;
      if (!claims?.sid || !Number.isSafeInteger(userId))
        throw unauthorized('errors.tokenInvalid', 'token_invalid');
      const actor = await findActorBySession(app.ctx, userId, claims.sid);
      if (!actor) throw unauthorized('errors.tokenInvalid', 'token_invalid');
      request.actor = actor;
    });
  },
  { name: 'auth', dependencies: ['language'] },
);
