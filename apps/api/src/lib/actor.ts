import type { FastifyRequest } from 'fastify';
import type { Language, RegistrationType, Role } from '@app/shared/constants/domain';
import { unauthorized } from './app-error.ts';

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
    /** A preValidation hook: answers 401 unless a valid access token of an active user's live session is sent. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

/** The actor of an authenticated route; throws when the route forgot `authenticate`. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
