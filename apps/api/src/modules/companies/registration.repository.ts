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
