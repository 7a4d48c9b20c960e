import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stakeholders } from '../../db/schema/index.ts';

const companyColumns = { name: stakeholders.name, type: stakeholders.type };

export async function findCompany(db: Db, stakeholderId: number) {
  const [row] = await db
    .select(companyColumns)
    .from(stakeholders)
    .where(eq(stakeholders.id, stakeholderId));
  return row;
}

export async function updateCompanyName(db: Db, stakeholderId: number, name: string) {
  const [row] = await db
    .update(stakeholders)
    .set({ name })
    .where(eq(stakeholders.id, stakeholderId))
    .returning(companyColumns);
  return row;
}
