import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, stakeholders, users } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';

export async function createSession(
  db: Db,
  userId: number,
  jti: string,
  expiresAt: Date,
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({ userId, currentJti: jti, expiresAt })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
}

export type RotateResult =
  { outcome: 'rotated'; userId: number } | { outcome: 'reused' } | { outcome: 'invalid' };

/**
 * Swaps the session's current refresh token id for a new one, in one statement. When the token
 * presented is a spent one of a live session, that is reuse: the caller revokes the session.
 */
export async function rotateSession(
  db: Db,
  options: {
    sessionId: string;
    userId: number;
    presentedJti: string;
    nextJti: string;
    expiresAt: Date;
  },
): Promise<RotateResult> {
  const [row] = await db
    .update(sessions)
    .set({ currentJti: options.nextJti, expiresAt: options.expiresAt })
    .where(
      and(
        eq(sessions.id, options.sessionId),
        eq(sessions.userId, options.userId),
        eq(sessions.currentJti, options.presentedJti),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: sessions.userId });
  if (row) return { outcome: 'rotated', userId: row.userId };
  const [existing] = await db
    .select({ currentJti: sessions.currentJti, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(and(eq(sessions.id, options.sessionId), eq(sessions.userId, options.userId)));
  if (existing && !existing.revokedAt && existing.currentJti !== options.presentedJti)
    return { outcome: 'reused' };
  return { outcome: 'invalid' };
}

export async function revokeSession(db: Db, sessionId: string, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)),
    );
}

/** Ends every session of a user but, optionally, the one making the change. */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  exceptSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}

function prepareFindActor(db: Db) {
  return db
    .select({
      userId: users.id,
      sessionId: sessions.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      isStaff: users.isStaff,
      role: users.role,
      stakeholderId: users.stakeholderId,
      stakeholderType: stakeholders.type,
      stakeholderName: stakeholders.name,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(stakeholders, eq(stakeholders.id, users.stakeholderId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.isActive, true),
      ),
    )
    .prepare('find_actor_by_session');
}

// Built once per database: this runs on every authenticated request.
const findActorStatements = new WeakMap<Db, ReturnType<typeof prepareFindActor>>();

/** The caller of an access token, when the user is active and the session live: one query. */
export async function findActorBySession(
  db: Db,
  userId: number,
  sessionId: string,
): Promise<Actor | undefined> {
  let statement = findActorStatements.get(db);
  if (!statement) {
    statement = prepareFindActor(db);
    findActorStatements.set(db, statement);
  }
  const [row] = await statement.execute({ userId, sessionId });
  return row;
}
