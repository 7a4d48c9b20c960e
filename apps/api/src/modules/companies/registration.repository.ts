import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invitations, stakeholders, users } from '../../db/schema/index.ts';

/**
 * Writes a registration: the company (or retail account), its owner and the owner's accepted
 * member entry. Call it inside a transaction.
 */
export async function insertRegistration(
  db: Db,
  values: {
    stakeholder: typeof stakeholders.$inferInsert;
    owner: Omit<typeof users.$inferInsert, 'stakeholderId' | 'role'>;
  },
) {
  const [stakeholder] = await db.insert(stakeholders).values(values.stakeholder).returning();
  if (!stakeholder) throw new Error('stakeholder insert returned nothing');
  const [owner] = await db
    .insert(users)
    .values({ ...values.owner, stakeholderId: stakeholder.id, role: 'OWNER' })
    .returning();
  if (!owner) throw new Error('user insert returned nothing');
  await db.insert(invitations).values({
    stakeholderId: stakeholder.id,
    email: owner.email,
    role: 'OWNER',
    isAccepted: true,
    acceptedUserId: owner.id,
  });
  return { stakeholder, owner };
}

/** Registrations waiting for an account executive: owners not yet approved, oldest first. */
export async function listPendingRegistrations(db: Db) {
  return db
    .select({ user: users, stakeholder: stakeholders })
    .from(users)
    .innerJoin(stakeholders, eq(stakeholders.id, users.stakeholderId))
    .where(
      and(
        eq(users.role, 'OWNER'),
        isNull(users.approvedAt),
        eq(users.isActive, false),
        eq(users.isStaff, false),
      ),
    )
    .orderBy(asc(users.dateJoined), asc(users.id));
}
