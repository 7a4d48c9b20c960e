import { and, eq, exists, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { sessions, stakeholders, users } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';

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
  | { outcome: 'rotated'; userId: number }
  | { outcome: 'reused' }
  | { outcome: 'inactive' }
  | { outcome: 'invalid' };

const rotateStatement = preparedPerDatabase((db) =>
  db
    .update(sessions)
    .set({
      currentJti: sql`${sql.placeholder('nextJti')}`,
      expiresAt: sql`${sql.placeholder('expiresAt')}::timestamptz`,
    })
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        eq(sessions.currentJti, sql.placeholder('presentedJti')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        exists(
          db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, sessions.userId), eq(users.isActive, true))),
        ),
      ),
    )
    .returning({ userId: sessions.userId })
    .prepare('rotate_session'),
);

/**
 * Swaps the session's current refresh token id for a new one, in one prepared statement that
 * also requires the user to be active. When the token presented is a spent one of a live session,
 * that is reuse: the caller revokes the session, as it does for an inactive user.
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
  const [row] = await rotateStatement(db).execute({
    sessionId: options.sessionId,
    userId: options.userId,
    presentedJti: options.presentedJti,
    nextJti: options.nextJti,
    // A placeholder skips the column's encoder: the timestamp goes as text, cast in the SQL.
    expiresAt: options.expiresAt.toISOString(),
  });
  if (row) return { outcome: 'rotated', userId: row.userId };
  const [existing] = await db
    .select({
      currentJti: sessions.currentJti,
      revokedAt: sessions.revokedAt,
      isActive: users.isActive,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, options.sessionId), eq(sessions.userId, options.userId)));
  if (!existing || existing.revokedAt) return { outcome: 'invalid' };
  if (existing.currentJti !== options.presentedJti) return { outcome: 'reused' };
  return existing.isActive ? { outcome: 'invalid' } : { outcome: 'inactive' };
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

// Every authenticated request runs it.
const findActorStatement = preparedPerDatabase((db) =>
  db
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
    .prepare('find_actor_by_session'),
);

/** The caller of an access token, when the user is active and the session live: one query. */
export async function findActorBySession(
  db: Db,
  userId: number,
  sessionId: string,
): Promise<Actor | undefined> {
  const statement = findActorStatement(db);
  const [row] = await statement.execute({ userId, sessionId });
  return row;
}
