import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stakeholders } from '../../db/schema/index.ts';

const companyColumns = {
  name: stakeholders.name,
  type: stakeholders.type,
  country: stakeholders.country,
};

export async function findCompany(db: Db, stakeholderId: number) {
  const [row] = await db
    .select(companyColumns)
    .from(stakeholders)
    .where(eq(stakeholders.id, stakeholderId));
  return row;
}

/** Renames the company, and moves it to another country when one is given. */
export async function updateCompany(
  db: Db,
  stakeholderId: number,
  changes: { name: string; country?: string | undefined },
) {
  const [row] = await db
    .update(stakeholders)
    .set({ name: changes.name, ...(changes.country ? { country: changes.country } : {}) })
    .where(eq(stakeholders.id, stakeholderId))
    .returning(companyColumns);
  return row;
}
