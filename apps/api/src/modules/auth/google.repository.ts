import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oidcStates } from '../../db/schema/index.ts';

export type OidcStateRow = typeof oidcStates.$inferSelect;
export type NewOidcState = Omit<typeof oidcStates.$inferInsert, 'expiresAt' | 'usedAt'>;

/**
 * Keeps a sign-in in progress for `ttlSeconds`. The expiry is computed by the database, like the
 * check in `consumeOidcState`, so clocks of several API processes cannot disagree.
 */
export async function insertOidcState(
  db: Db,
  values: NewOidcState,
  ttlSeconds: number,
): Promise<void> {
  await db.insert(oidcStates).values({
    ...values,
    expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
  });
}

/**
 * Marks a live, unused state started by this browser as used and answers it, in one statement: of
 * two callbacks racing with the same state, only one gets the row.
 */
export async function consumeOidcState(
  db: Db,
  state: string,
  browserBindingHash: string,
): Promise<OidcStateRow | undefined> {
  const [row] = await db
    .update(oidcStates)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oidcStates.state, state),
        eq(oidcStates.browserBindingHash, browserBindingHash),
        isNull(oidcStates.usedAt),
        gt(oidcStates.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** A state whatever its condition (expired, used), to send a late callback back where it began. */
export async function findOidcState(db: Db, state: string): Promise<OidcStateRow | undefined> {
  const [row] = await db.select().from(oidcStates).where(eq(oidcStates.state, state));
  return row;
}

/** Forgets states that expired more than `graceSeconds` ago. */
export async function deleteStaleOidcStates(db: Db, graceSeconds: number): Promise<void> {
  await db
    .delete(oidcStates)
    .where(lt(oidcStates.expiresAt, sql`now() - make_interval(secs => ${graceSeconds})`));
}
