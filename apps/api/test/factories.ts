import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RegistrationType, Role } from '@app/shared/constants/domain';
import type { TokenPair } from '@app/shared/schemas/auth';
import { invitations, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { insertRegistration } from '../src/modules/companies/registration.repository.ts';
import type { TestApp } from './test-app.ts';

/** The password every factory user has; hashed once per file, since scrypt is slow on purpose. */
export const PASSWORD = 'Andamio#Cemento42';
let passwordHash: Promise<string> | undefined;
const hashed = () => (passwordHash ??= hashPassword(PASSWORD));

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export type Company = { id: number; ownerId: number; ownerEmail: string; type: RegistrationType };

/** A company (or retail account) whose owner is approved and active. */
export async function createCompany(
  t: TestApp,
  options: { type?: RegistrationType; name?: string; language?: 'en' | 'es' } = {},
): Promise<Company> {
  const type = options.type ?? 'company';
  const email = uniqueEmail('owner');
  const { stakeholder, owner } = await t.database.db.transaction((tx) =>
    hashed().then((passwordHash) =>
      insertRegistration(tx, {
        stakeholder: {
          name:
            options.name ??
            (type === 'retail' ? 'Rita Retail' : `Company ${randomBytes(3).toString('hex')}`),
          type,
          subtype: type === 'provider' ? 'distributor' : type === 'company' ? 'contractor' : null,
        },
        owner: {
          email,
          passwordHash,
          firstName: 'Olga',
          lastName: 'Owner',
          phoneNumber: '+5215512345678',
          language: options.language ?? 'en',
          isActive: true,
          approvedAt: new Date(),
        },
      }),
    ),
  );
  return { id: stakeholder.id, ownerId: owner.id, ownerEmail: owner.email, type };
}

/** An active member of a company with the given role, as if they had accepted an invitation. */
export async function createMember(
  t: TestApp,
  company: Company,
  role: Exclude<Role, 'OWNER'>,
  options: { isActive?: boolean; firstName?: string } = {},
): Promise<{ id: number; email: string; invitationId: number }> {
  const email = uniqueEmail(role.toLowerCase());
  const [user] = await t.database.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashed(),
      firstName: options.firstName ?? role.charAt(0) + role.slice(1).toLowerCase(),
      lastName: 'Member',
      stakeholderId: company.id,
      role,
      isActive: options.isActive ?? true,
      approvedAt: new Date(),
    })
    .returning();
  if (!user) throw new Error('no user');
  const [entry] = await t.database.db
    .insert(invitations)
    .values({
      stakeholderId: company.id,
      email,
      role,
      isAccepted: true,
      acceptedUserId: user.id,
      invitedById: company.ownerId,
    })
    .returning();
  if (!entry) throw new Error('no invitation');
  return { id: user.id, email, invitationId: entry.id };
}

/** An account executive (staff user). */
export async function createStaff(t: TestApp): Promise<{ id: number; email: string }> {
  const email = uniqueEmail('staff');
  const [user] = await t.database.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashed(),
      firstName: 'Esteban',
      lastName: 'Executive',
      isActive: true,
      isStaff: true,
      approvedAt: new Date(),
    })
    .returning();
  if (!user) throw new Error('no user');
  return { id: user.id, email };
}

export async function signIn(t: TestApp, email: string, password = PASSWORD): Promise<TokenPair> {
  const response = await t.request({
    method: 'POST',
    url: '/api/token/',
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<TokenPair>();
}

/**
 * Flips a user's active flag in the database and announces it, as every product path that writes
 * a user does (docs/architecture.md § Session cache).
 */
export async function setActive(t: TestApp, userId: number, isActive: boolean): Promise<void> {
  await t.database.db.update(users).set({ isActive }).where(eq(users.id, userId));
  await t.app.ctx.actors.forget({ userId });
}
