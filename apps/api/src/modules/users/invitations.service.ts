import { createHash, randomBytes } from 'node:crypto';
import { WEB_PATHS } from '@app/shared/api/paths';
import type { Language } from '@app/shared/constants/domain';
import { INVITATION_TTL_SECONDS } from '@app/shared/constants/limits';
import type {
  AcceptInvitationInput,
  Invitation,
  InviteUserInput,
  UpdateInvitationInput,
} from '@app/shared/schemas/users';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { assertRoleFits, type Scope } from '../../lib/permissions.ts';
import { renderInvitationMail } from '../../mail/templates.ts';
import type { AppContext } from '../../app-context.ts';
import { assertPasswordAcceptable } from './account.service.ts';
import {
  deletePendingInvitation,
  findEntry,
  findInvitationByTokenHash,
  hasPendingInvitation,
  insertInvitation,
  listEntries,
  lockInvitationEmail,
  markInvitationAccepted,
  updatePendingInvitation,
  type MemberEntryRow,
} from './invitations.repository.ts';
import { insertUser, isEmailTaken } from './users.repository.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'mail'>;

/** A member entry in the specification's Invitation shape (§3). */
export function toInvitation(row: MemberEntryRow): Invitation {
  const user = row.user;
  return {
    id: row.id,
    email: row.email,
    role: user?.role ?? row.role,
    is_accepted: row.isAccepted,
    accepted_user: user
      ? {
          id: user.id,
          full_name: `${user.firstName} ${user.lastName}`.trim(),
          first_name: user.firstName,
          last_name: user.lastName,
          role: user.role ?? row.role,
          is_active: user.isActive,
          is_owner: user.role === 'OWNER',
          last_login: user.lastLogin?.toISOString() ?? null,
        }
      : null,
  };
}

/** A new invitation token: random, 32 bytes; only its SHA-256 is stored (docs/product-rules.md § Invitations). */
function issueToken() {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + INVITATION_TTL_SECONDS * 1000),
  };
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Writes the invitation mail, in the inviter's language, with the transaction of the change. */
async function enqueueInvitationMail(
  ctx: Ctx,
  scope: Scope,
  to: string,
  role: string,
  token: string,
) {
  const { actor } = scope;
  await ctx.mail.enqueue(
    ctx.db,
    to,
    renderInvitationMail(actor.language, {
      inviter: `${actor.firstName} ${actor.lastName}`.trim() || actor.email,
      company: scope.stakeholderName,
      role,
      url: ctx.config.appUrl + WEB_PATHS.acceptInvitation(token),
    }),
  );
}

async function requireEntry(
  ctx: Pick<Ctx, 'db'>,
  scope: Scope,
  id: number,
): Promise<MemberEntryRow> {
  const entry = await findEntry(ctx.db, scope.stakeholderId, id);
  if (!entry) throw notFound();
  return entry;
}

/** Every member of the caller's company, the owner included, and every pending invitation. */
export async function listInvitations(ctx: Pick<Ctx, 'db'>, scope: Scope): Promise<Invitation[]> {
  const rows = await listEntries(ctx.db, scope.stakeholderId);
  return rows.map(toInvitation);
}

/**
 * Invites an email into the caller's company and mails the link. An email that already has an
 * account, or already has a pending invitation to this company, answers 400 on `email`.
 */
export async function inviteUser(
  ctx: Ctx,
  scope: Scope,
  input: InviteUserInput,
): Promise<Invitation> {
  assertRoleFits(scope, input.role);
  if (await isEmailTaken(ctx.db, input.email))
    throw badRequest('user_exists', 'errors.userExists', 'email');
  const { token, tokenHash, expiresAt } = issueToken();
  const id = await ctx.db.transaction(async (tx) => {
    await lockInvitationEmail(tx, scope.stakeholderId, input.email);
    if (await hasPendingInvitation(tx, scope.stakeholderId, input.email)) {
      throw badRequest('invitation_pending', 'errors.invitationPending', 'email');
    }
    const row = await insertInvitation(tx, {
      stakeholderId: scope.stakeholderId,
      email: input.email,
      role: input.role,
      tokenHash,
      expiresAt,
      invitedById: scope.userId,
    });
    await enqueueInvitationMail({ ...ctx, db: tx }, scope, input.email, input.role, token);
    return row.id;
  });
  return toInvitation(await requireEntry(ctx, scope, id));
}

/** Changes the role of a pending invitation; an accepted entry answers 400. */
export async function updateInvitation(
  ctx: Pick<Ctx, 'db'>,
  scope: Scope,
  id: number,
  input: UpdateInvitationInput,
): Promise<Invitation> {
  const entry = await requireEntry(ctx, scope, id);
  if (entry.isAccepted) throw badRequest('invitation_not_pending', 'errors.invitationNotPending');
  assertRoleFits(scope, input.role);
  if (!(await updatePendingInvitation(ctx.db, scope.stakeholderId, id, { role: input.role }))) {
    throw badRequest('invitation_not_pending', 'errors.invitationNotPending');
  }
  return toInvitation(await requireEntry(ctx, scope, id));
}

/** Deletes a pending invitation, whose link then stops working; an accepted entry answers 400. */
export async function deleteInvitation(
  ctx: Pick<Ctx, 'db'>,
  scope: Scope,
  id: number,
): Promise<void> {
  const entry = await requireEntry(ctx, scope, id);
  if (entry.isAccepted || !(await deletePendingInvitation(ctx.db, scope.stakeholderId, id))) {
    throw badRequest('invitation_not_pending', 'errors.invitationNotPending');
  }
}

/** Issues a new token and mails it again; the old link stops working and the 7 days start over. */
export async function resendInvitation(ctx: Ctx, scope: Scope, id: number): Promise<void> {
  const entry = await requireEntry(ctx, scope, id);
  if (entry.isAccepted) throw badRequest('invitation_not_pending', 'errors.invitationNotPending');
  const { token, tokenHash, expiresAt } = issueToken();
  await ctx.db.transaction(async (tx) => {
    const row = await updatePendingInvitation(tx, scope.stakeholderId, id, {
      tokenHash,
      expiresAt,
    });
    if (!row) throw badRequest('invitation_not_pending', 'errors.invitationNotPending');
    await enqueueInvitationMail({ ...ctx, db: tx }, scope, row.email, row.role, token);
  });
}

/**
 * Accepts an invitation with its mailed token: creates an active user in the inviting company with
 * the invited role. The payload has no names, so the first name starts as the email's local part
 * and the last name empty; the user edits them in the profile. The user's language is the one the
 * acceptance page was in.
 */
export async function acceptInvitation(
  ctx: Pick<Ctx, 'db'>,
  input: AcceptInvitationInput,
  language: Language,
): Promise<void> {
  const tokenHash = hashToken(input.token);
  const found = await findInvitationByTokenHash(ctx.db, tokenHash);
  if (!found) throw badRequest('invitation_invalid', 'errors.invitationInvalid');
  const { invitation } = found;
  if (invitation.isAccepted)
    throw badRequest('invitation_already_accepted', 'errors.invitationAlreadyAccepted');
  if (!invitation.expiresAt || invitation.expiresAt.getTime() <= Date.now())
    throw badRequest('invitation_expired', 'errors.invitationExpired');
  if (await isEmailTaken(ctx.db, invitation.email))
    throw badRequest('user_exists', 'errors.userExists');
  const firstName = (invitation.email.split('@')[0] ?? '').slice(0, 150);
  assertPasswordAcceptable(
    input.password,
    { email: invitation.email, firstName, lastName: '' },
    'password',
  );
  const passwordHash = await hashPassword(input.password);
  try {
    await ctx.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: invitation.email,
        passwordHash,
        firstName,
        lastName: '',
        language,
        stakeholderId: invitation.stakeholderId,
        role: invitation.role,
        isActive: true,
        approvedAt: new Date(),
      });
      if (!(await markInvitationAccepted(tx, invitation.id, tokenHash, user.id))) {
        throw badRequest('invitation_invalid', 'errors.invitationInvalid');
      }
    });
  } catch (error) {
    // Someone registered this email, or accepted, at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw badRequest('user_exists', 'errors.userExists');
    throw error;
  }
}
