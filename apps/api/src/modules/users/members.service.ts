import type { Invitation, UpdateMemberRoleInput } from '@app/shared/schemas/users';
import { notFound } from '../../lib/app-error.ts';
import { assertMayChangeMember, assertRoleFits, type Scope } from '../../lib/permissions.ts';
import type { AppContext } from '../../app-context.ts';
import { announceActorChange, revokeUserSessions } from '../sessions/sessions.service.ts';
import { findEntryByUser } from './invitations.repository.ts';
import { toInvitation } from './invitations.service.ts';
import { findMember, setMemberActive, updateMemberRole } from './members.repository.ts';

type Ctx = Pick<AppContext, 'db'>;

type ChangeCtx = Pick<AppContext, 'db' | 'actors'>;

async function requireMember(ctx: Ctx, scope: Scope, userId: number) {
  const member = await findMember(ctx.db, scope.stakeholderId, userId);
  if (!member) throw notFound();
  return member;
}

async function memberEntry(ctx: Ctx, scope: Scope, userId: number): Promise<Invitation> {
  const entry = await findEntryByUser(ctx.db, scope.stakeholderId, userId);
  if (!entry) throw notFound();
  return toInvitation(entry);
}

/** Changes an accepted member's role; never the owner's, and only to a role of this company type. */
export async function changeMemberRole(
  ctx: ChangeCtx,
  scope: Scope,
  userId: number,
  input: UpdateMemberRoleInput,
): Promise<Invitation> {
  const member = await requireMember(ctx, scope, userId);
  assertMayChangeMember(scope, member, 'role');
  assertRoleFits(scope, input.role);
  await ctx.db.transaction((tx) => updateMemberRole(tx, scope.stakeholderId, userId, input.role));
  await announceActorChange(ctx, { userId });
  return memberEntry(ctx, scope, userId);
}

/**
 * Activates or deactivates a member (not the owner, not oneself). Deactivation also ends every
 * session, so the member's refresh token fails too, not only the access token.
 */
export async function toggleMemberStatus(
  ctx: ChangeCtx,
  scope: Scope,
  userId: number,
): Promise<Invitation> {
  const member = await requireMember(ctx, scope, userId);
  assertMayChangeMember(scope, member, 'status');
  const isActive = !member.isActive;
  await ctx.db.transaction(async (tx) => {
    await setMemberActive(tx, scope.stakeholderId, userId, isActive);
    if (!isActive) await revokeUserSessions({ db: tx }, userId);
  });
  await announceActorChange(ctx, { userId });
  return memberEntry(ctx, scope, userId);
}
