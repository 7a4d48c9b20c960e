import { and, eq } from 'drizzle-orm';
import type { Role } from '@app/shared/constants/domain';
import type { Db } from '../../db/client.ts';
import { invitations, users } from '../../db/schema/index.ts';

/** A user of this company; undefined for anyone else's id. */
export async function findMember(db: Db, stakeholderId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role, isActive: users.isActive })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.stakeholderId, stakeholderId)));
  return row;
}

/** Sets a member's role, and the role on their accepted entry so the list agrees. */
export async function updateMemberRole(
  db: Db,
  stakeholderId: number,
  userId: number,
  role: Role,
): Promise<void> {
  await db
    .update(users)
    .set({ role })
    .where(and(eq(users.id, userId), eq(users.stakeholderId, stakeholderId)));
  await db
    .update(invitations)
    .set({ role })
    .where(
      and(eq(invitations.acceptedUserId, userId), eq(invitations.stakeholderId, stakeholderId)),
    );
}

export async function setMemberActive(
  db: Db,
  stakeholderId: number,
  userId: number,
  isActive: boolean,
): Promise<void> {
  await db
    .update(users)
    .set({ isActive })
    .where(and(eq(users.id, userId), eq(users.stakeholderId, stakeholderId)));
}
