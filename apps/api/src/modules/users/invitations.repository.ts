import { and, asc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invitations, stakeholders, users } from '../../db/schema/index.ts';

export type InvitationRow = typeof invitations.$inferSelect;

const entryColumns = {
  id: invitations.id,
  email: invitations.email,
  role: invitations.role,
  isAccepted: invitations.isAccepted,
  user: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    role: users.role,
    isActive: users.isActive,
    lastLogin: users.lastLogin,
  },
};

function selectEntries(db: Db, stakeholderId: number, where?: SQL) {
  return (
    db
      .select(entryColumns)
      .from(invitations)
      .leftJoin(users, eq(users.id, invitations.acceptedUserId))
      // The user must be of the entry's company too, so a stale link never shows someone else's
      // account. Kept out of the join on purpose: there, the planner turned it into a rescan of the
      // company's users for every entry (quadratic at 1,000 members without table statistics).
      .where(
        and(
          eq(invitations.stakeholderId, stakeholderId),
          or(isNull(users.id), eq(users.stakeholderId, invitations.stakeholderId)),
          where,
        ),
      )
      .orderBy(asc(invitations.id))
  );
}

export type MemberEntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

/** Every member (the owner included) and every pending invitation of a company: one query. */
export async function listEntries(db: Db, stakeholderId: number): Promise<MemberEntryRow[]> {
  return selectEntries(db, stakeholderId);
}

export async function findEntry(
  db: Db,
  stakeholderId: number,
  id: number,
): Promise<MemberEntryRow | undefined> {
  const [row] = await selectEntries(db, stakeholderId, eq(invitations.id, id));
  return row;
}

/** The accepted entry of a member of this company. */
export async function findEntryByUser(
  db: Db,
  stakeholderId: number,
  userId: number,
): Promise<MemberEntryRow | undefined> {
  const [row] = await selectEntries(db, stakeholderId, eq(invitations.acceptedUserId, userId));
  return row;
}

/** Whether this company already has a pending invitation for the email. */
export async function hasPendingInvitation(
  db: Db,
  stakeholderId: number,
  email: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.stakeholderId, stakeholderId),
        eq(invitations.isAccepted, false),
        sql`lower(${invitations.email}) = ${email.toLowerCase()}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Serialises invitations of one email in one company until the transaction ends, so two inviters
 * at the same moment cannot both create a pending invitation.
 */
export async function lockInvitationEmail(
  db: Db,
  stakeholderId: number,
  email: string,
): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(${stakeholderId}, hashtext(${email.toLowerCase()}))`,
  );
}

export async function insertInvitation(
  db: Db,
  values: typeof invitations.$inferInsert,
): Promise<InvitationRow> {
  const [row] = await db.insert(invitations).values(values).returning();
  if (!row) throw new Error('invitation insert returned nothing');
  return row;
}

/** Changes a pending invitation of this company; undefined when there is none with this id. */
export async function updatePendingInvitation(
  db: Db,
  stakeholderId: number,
  id: number,
  patch: Pick<Partial<InvitationRow>, 'role' | 'tokenHash' | 'expiresAt'>,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(invitations)
    .set(patch)
    .where(
      and(
        eq(invitations.id, id),
        eq(invitations.stakeholderId, stakeholderId),
        eq(invitations.isAccepted, false),
      ),
    )
    .returning();
  return row;
}

/** Deletes a pending invitation of this company; answers whether there was one. */
export async function deletePendingInvitation(
  db: Db,
  stakeholderId: number,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(invitations)
    .where(
      and(
        eq(invitations.id, id),
        eq(invitations.stakeholderId, stakeholderId),
        eq(invitations.isAccepted, false),
      ),
    )
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/** The invitation a mailed token belongs to, with its company: the token is the only key. */
export async function findInvitationByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ invitation: invitations, stakeholderType: stakeholders.type })
    .from(invitations)
    .innerJoin(stakeholders, eq(stakeholders.id, invitations.stakeholderId))
    .where(eq(invitations.tokenHash, tokenHash));
  return row;
}

/**
 * Marks the invitation accepted by this user, only while this token is still its live one: a
 * second accept, a resend or an expiry in between leaves nothing to update.
 */
export async function markInvitationAccepted(
  db: Db,
  id: number,
  tokenHash: string,
  userId: number,
): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ isAccepted: true, acceptedUserId: userId })
    .where(
      and(
        eq(invitations.id, id),
        eq(invitations.tokenHash, tokenHash),
        eq(invitations.isAccepted, false),
        gt(invitations.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: invitations.id });
  return rows.length > 0;
}
