import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { stakeholders, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return Boolean(row);
}

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function updateUser(
  db: Db,
  id: number,
  patch: Partial<NewUser>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row;
}

// GET /users/profile/ is the app's most frequent call.
const findProfileStatement = preparedPerDatabase((db) =>
  db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
      language: users.language,
      avatar: users.avatar,
      role: users.role,
      isStaff: users.isStaff,
      stakeholderType: stakeholders.type,
      companyCountry: stakeholders.country,
    })
    .from(users)
    .leftJoin(stakeholders, eq(stakeholders.id, users.stakeholderId))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('find_profile'),
);

/** The profile's fields with the company type it belongs to: one prepared query. */
export async function findProfile(db: Db, id: number) {
  const [row] = await findProfileStatement(db).execute({ id });
  return row;
}

/** The languages of staff users with these emails, to write each account executive's mail in theirs. */
export async function findLanguagesByEmail(
  db: Db,
  emails: string[],
): Promise<Map<string, UserRow['language']>> {
  if (!emails.length) return new Map();
  const rows = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) in ${emails.map((e) => e.toLowerCase())}`);
  return new Map(rows.map((r) => [r.email.toLowerCase(), r.language]));
}
