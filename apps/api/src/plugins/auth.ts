import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Language, RegistrationType, Role } from '@app/shared/constants/domain';
import { invalidToken, unauthorized } from '../lib/app-error.ts';
import { findActorBySession } from '../modules/auth/sessions.repository.ts';

/** Who is calling: loaded on every authenticated request, so a deactivation takes effect at once. */
export type Actor = {
  userId: number;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  language: Language;
  isStaff: boolean;
  role: Role | null;
  stakeholderId: number | null;
  stakeholderType: RegistrationType | null;
  stakeholderName: string | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** preHandler: answers 401 unless a valid access token of an active user's live session is sent. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

/** The actor of an authenticated route; throws when the route forgot `authenticate`. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

export const authPlugin = fp(
  (app) => {
    app.decorateRequest('actor', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match?.[1]) throw unauthorized();
      const claims = await app.ctx.jwt.verify('access', match[1]);
      const userId = claims ? Number(claims.sub) : NaN;
      if (!claims?.sid || !Number.isSafeInteger(userId)) throw invalidToken();
      const actor = await findActorBySession(app.ctx.db, userId, claims.sid);
      if (!actor) throw invalidToken();
      request.actor = actor;
    });
  },
  { name: 'auth', dependencies: ['language'] },
);
