import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { assertPasswordAcceptable } from './account.service.ts';
import {
  findLanguagesByEmail,
  findUserByEmail as findUserRowByEmail,
  findUserById as findUserRowById,
  insertUser,
  isEmailTaken as isEmailTakenRow,
  updateUser,
  type UserRow,
} from './users.repository.ts';

// What other modules (auth, companies, the CLI's commands) may ask of the users module. Inside a
// transaction, pass `{ db: tx }`.

type Ctx = Pick<AppContext, 'db'>;

export type { UserRow };

export function findUserByEmail(ctx: Ctx, email: string): Promise<UserRow | undefined> {
  return findUserRowByEmail(ctx.db, email);
}

export function findUserById(ctx: Ctx, id: number): Promise<UserRow | undefined> {
  return findUserRowById(ctx.db, id);
}

/** Whether an account already uses this email, in any letter case. */
export function isEmailTaken(ctx: Ctx, email: string): Promise<boolean> {
  return isEmailTakenRow(ctx.db, email);
}

export async function recordLogin(ctx: Ctx, userId: number): Promise<void> {
  await updateUser(ctx.db, userId, { lastLogin: new Date() });
}

/** Marks a waiting owner approved; answers the updated user (undefined when it is gone). */
export function markApproved(ctx: Ctx, userId: number): Promise<UserRow | undefined> {
  return updateUser(ctx.db, userId, { approvedAt: new Date() });
}

/** The language of each user among these emails (lower-cased keys), to write mail in theirs. */
export function languagesByEmail(
  ctx: Ctx,
  emails: string[],
): Promise<Map<string, UserRow['language']>> {
  return findLanguagesByEmail(ctx.db, emails);
}

/** Creates an account executive (staff user), active at once (CLI). */
export async function createStaffUser(
  ctx: Ctx,
  email: string,
  password: string,
  names: { firstName?: string | undefined; lastName?: string | undefined } = {},
): Promise<{ id: number; email: string }> {
  if (await isEmailTaken(ctx, email))
    throw badRequest('email_in_use', 'errors.emailInUse', 'email');
  const lastName = names.lastName ?? '';
  assertPasswordAcceptable(
    password,
    { email, firstName: names.firstName ?? '', lastName },
    'password',
  );
  // Without a name, the product greets them by the part of the email before the @.
  const firstName = names.firstName ?? email.split('@')[0] ?? email;
  const user = await insertUser(ctx.db, {
    email,
    passwordHash: await hashPassword(password),
    firstName,
    lastName,
    isActive: true,
    isStaff: true,
    approvedAt: new Date(),
  });
  return { id: user.id, email: user.email };
}
