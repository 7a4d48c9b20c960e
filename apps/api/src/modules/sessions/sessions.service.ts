import type { AppContext } from '../../app-context.ts';
import type { Actor } from '../../lib/actor.ts';
import type { ActorChange } from '../../lib/actor-cache.ts';
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
type CachedCtx = Pick<AppContext, 'db' | 'actors'>;

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

/** Ends one session (logout, refresh-token reuse) here and on every other process at once. */
export async function closeSession(
  ctx: CachedCtx,
  sessionId: string,
  userId: number,
): Promise<void> {
  await revokeSession(ctx.db, sessionId, userId);
  await ctx.actors.forget({ sessionId });
}

/**
 * Tells every process that what a user or a company's members may do has changed, so no cached
 * actor outlives it (docs/decisions/017-session-cache.md § Session cache). Call it after the change
 * commits: a process that reloads before the commit would keep the old row until its time to live
 * ends.
 */
export function announceActorChange(ctx: Pick<AppContext, 'actors'>, change: ActorChange) {
  return ctx.actors.forget(change);
}

/**
 * Ends every session of a user but, optionally, the one making the change. It takes a transaction:
 * the caller announces `{ userId }` with `announceActorChange` once it has committed.
 */
export function revokeUserSessions(
  ctx: Ctx,
  userId: number,
  exceptSessionId?: string,
): Promise<void> {
  return revokeUserSessionRows(ctx.db, userId, exceptSessionId);
}

/**
 * The caller of an access token, when the user is active and the session live: from the session
 * cache, else one query.
 */
export function findActorBySession(
  ctx: CachedCtx,
  userId: number,
  sessionId: string,
): Promise<Actor | undefined> {
  return ctx.actors.find(userId, sessionId, () => findActorRow(ctx.db, userId, sessionId));
}
