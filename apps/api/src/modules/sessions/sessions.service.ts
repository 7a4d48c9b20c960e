import type { AppContext } from '../../app-context.ts';
import type { Actor } from '../../lib/actor.ts';
import {
  createSession,
  findActorBySession as findActorRow,
  revokeSession,
  revokeUserSessions as revokeUserSessionRows,
  rotateSession,
  type RotateResult,
} from './sessions.repository.ts';

// The sessions module: one row per signed-in device, its current refresh token id, and the
// actor an access token stands for. Other modules and the auth plugin reach it only here.

type Ctx = Pick<AppContext, 'db'>;

export type { RotateResult };

export function openSession(
  ctx: Ctx,
  userId: number,
  jti: string,
  expiresAt: Date,
): Promise<string> {
  return createSession(ctx.db, userId, jti, expiresAt);
}

export function rotateRefreshToken(
  ctx: Ctx,
  options: Parameters<typeof rotateSession>[1],
): Promise<RotateResult> {
  return rotateSession(ctx.db, options);
}

export function closeSession(ctx: Ctx, sessionId: string, userId: number): Promise<void> {
  return revokeSession(ctx.db, sessionId, userId);
}

/** Ends every session of a user but, optionally, the one making the change. */
export function revokeUserSessions(
  ctx: Ctx,
  userId: number,
  exceptSessionId?: string,
): Promise<void> {
  return revokeUserSessionRows(ctx.db, userId, exceptSessionId);
}

/** The caller of an access token, when the user is active and the session live: one query. */
export function findActorBySession(
  ctx: Ctx,
  userId: number,
  sessionId: string,
): Promise<Actor | undefined> {
  return findActorRow(ctx.db, userId, sessionId);
}
