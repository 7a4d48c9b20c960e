import { and, eq, sql } from 'drizzle-orm';
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

/**
 * Sets a new password hash only while the user's hash is still the one a reset link was checked
 * against (a salted hash changes with every password): the check and the use of the link are one
 * statement, so of two confirmations at once only one changes the password. Answers whether it did.
 */
export async function replacePasswordIfUnchanged(
  db: Db,
  user: Pick<UserRow, 'id' | 'passwordHash'>,
  passwordHash: string,
): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
    .returning({ id: users.id });
  return row !== undefined;
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
