import { USER_TYPE_BY_STAKEHOLDER_TYPE, type Language } from '@app/shared/constants/domain';
import {
  ACTIVATION_TOKEN_TTL_SECONDS,
  RESET_TOKEN_TTL_SECONDS,
} from '@app/shared/constants/limits';
import { WEB_PATHS } from '@app/shared/api/paths';
import type { ChangePasswordInput, Profile, UpdateProfileInput } from '@app/shared/schemas/users';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { normalizeAvatarDataUrl } from '../../lib/image-data-url.ts';
import { findPasswordWeakness, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { checkUidToken, decodeUid, encodeUid, makeUidToken } from '../../lib/uid-token.ts';
import { renderActivationMail, renderPasswordResetMail } from '../../mail/templates.ts';
import type { Actor } from '../../lib/actor.ts';
import type { AppContext } from '../../app-context.ts';
import { announceActorChange, revokeUserSessions } from '../sessions/sessions.service.ts';
import {
  findProfile,
  findUserByEmail,
  findUserById,
  replacePasswordIfUnchanged,
  updateUser,
  type UserRow,
} from './users.repository.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'mail'>;

/** Throws a 400 on the field when the password is common or too close to the user's own data. */
export function assertPasswordAcceptable(
  password: string,
  user: { email: string; firstName: string; lastName: string },
  field: string,
) {
  const weakness = findPasswordWeakness(password, [user.email, user.firstName, user.lastName]);
  if (weakness) throw badRequest('weak_password', weakness, field);
}

export async function getProfile(ctx: Pick<Ctx, 'db'>, actor: Actor): Promise<Profile> {
  const user = await findProfile(ctx.db, actor.userId);
  if (!user) throw notFound();
  return {
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone_number: user.phoneNumber,
    language: user.language,
    avatar: user.avatar,
    user_type: user.stakeholderType ? USER_TYPE_BY_STAKEHOLDER_TYPE[user.stakeholderType] : null,
    role: user.role,
    is_staff: user.isStaff,
    company_country: user.companyCountry,
  };
}

/** Saves the profile; the avatar only changes when a new image is sent, decoded and encoded anew. */
export async function updateProfile(
  ctx: Pick<AppContext, 'db' | 'actors'>,
  actor: Actor,
  input: UpdateProfileInput,
): Promise<Profile> {
  let avatar: string | undefined;
  if (input.avatar !== undefined) {
    const checked = await normalizeAvatarDataUrl(input.avatar);
    if ('problem' in checked) throw badRequest('invalid_image', checked.problem, 'avatar');
    avatar = checked.dataUrl;
  }
  await updateUser(ctx.db, actor.userId, {
    firstName: input.first_name,
    lastName: input.last_name,
    phoneNumber: input.phone_number,
    language: input.language,
    ...(avatar !== undefined ? { avatar } : {}),
  });
  // The actor carries the names and the language.
  await announceActorChange(ctx, { userId: actor.userId });
  return getProfile(ctx, actor);
}

export async function setLanguage(
  ctx: Pick<AppContext, 'db' | 'actors'>,
  actor: Actor,
  language: Language,
): Promise<void> {
  await updateUser(ctx.db, actor.userId, { language });
  await announceActorChange(ctx, { userId: actor.userId });
}

/** Changes the password after checking the current one; every other session of the user ends. */
export async function changePassword(
  ctx: Pick<AppContext, 'db' | 'actors'>,
  actor: Actor,
  input: ChangePasswordInput,
): Promise<void> {
  const user = await findUserById(ctx.db, actor.userId);
  if (!user) throw notFound();
  if (!(await verifyPassword(input.current_password, user.passwordHash))) {
    throw badRequest('current_password_wrong', 'errors.currentPasswordWrong');
  }
  assertPasswordAcceptable(input.new_password, user, 'new_password');
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await revokeUserSessions({ db: tx }, user.id, actor.sessionId);
  });
  await announceActorChange(ctx, { userId: user.id });
}

/** What a reset token signs: it stops working once the password changes or the user signs in. */
const resetState = (user: UserRow) => `${user.passwordHash}:${user.lastLogin?.getTime() ?? ''}`;
/** What an activation token signs: it stops working once the account is active. */
const activationState = (user: UserRow) =>
  `${user.isActive}:${user.approvedAt?.getTime() ?? ''}:${user.email}`;

/**
 * Mails a reset link when an active account has this email. The answer never tells whether it
 * exists (docs/product-rules.md § Passwords).
 */
export async function requestPasswordReset(ctx: Ctx, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user?.isActive) return;
  const token = makeUidToken({
    secret: ctx.config.secretKey,
    purpose: 'password-reset',
    userId: user.id,
    state: resetState(user),
  });
  const url = ctx.config.appUrl + WEB_PATHS.resetPassword(encodeUid(user.id), token);
  await ctx.db.transaction((tx) =>
    ctx.mail.enqueue(
      tx,
      user.email,
      renderPasswordResetMail(user.language, { name: user.firstName, url }),
    ),
  );
}

export async function confirmPasswordReset(
  ctx: Pick<AppContext, 'db' | 'config' | 'actors'>,
  params: { uidb64: string; token: string; newPassword: string },
): Promise<void> {
  const userId = decodeUid(params.uidb64);
  const user = userId ? await findUserById(ctx.db, userId) : undefined;
  const isValid =
    user?.isActive &&
    checkUidToken({
      secret: ctx.config.secretKey,
      purpose: 'password-reset',
      userId: user.id,
      state: resetState(user),
      token: params.token,
      ttlSeconds: RESET_TOKEN_TTL_SECONDS,
    });
  if (!user || !isValid) throw badRequest('reset_link_invalid', 'errors.resetLinkInvalid');
  assertPasswordAcceptable(params.newPassword, user, 'new_password');
  const passwordHash = await hashPassword(params.newPassword);
  // The link is used up by the statement that checks it is still unused: of two confirmations at
  // once, the second finds the password changed and is refused.
  await ctx.db.transaction(async (tx) => {
    if (!(await replacePasswordIfUnchanged(tx, user, passwordHash))) {
      throw badRequest('reset_link_invalid', 'errors.resetLinkInvalid');
    }
    await revokeUserSessions({ db: tx }, user.id);
  });
  await announceActorChange(ctx, { userId: user.id });
}

/** The activation link an approved user is mailed. */
export function activationUrl(config: Ctx['config'], user: UserRow): string {
  const token = makeUidToken({
    secret: config.secretKey,
    purpose: 'activation',
    userId: user.id,
    state: activationState(user),
  });
  return config.appUrl + WEB_PATHS.activate(encodeUid(user.id), token);
}

/** Writes the activation mail of an approved user into the outbox (inside the approval's transaction). */
export async function enqueueActivationMail(
  ctx: Pick<Ctx, 'db' | 'config' | 'mail'>,
  user: UserRow,
): Promise<void> {
  await ctx.mail.enqueue(
    ctx.db,
    user.email,
    renderActivationMail(user.language, {
      name: user.firstName,
      url: activationUrl(ctx.config, user),
    }),
  );
}

/** Activates an approved account from its mailed link; the link works once. */
export async function activateAccount(
  ctx: Pick<Ctx, 'db' | 'config'>,
  uidb64: string,
  token: string,
): Promise<void> {
  const userId = decodeUid(uidb64);
  const user = userId ? await findUserById(ctx.db, userId) : undefined;
  const isValid =
    user &&
    !user.isActive &&
    user.approvedAt &&
    checkUidToken({
      secret: ctx.config.secretKey,
      purpose: 'activation',
      userId: user.id,
      state: activationState(user),
      token,
      ttlSeconds: ACTIVATION_TOKEN_TTL_SECONDS,
    });
  if (!user || !isValid) {
    throw new AppError({
      code: 'activation_failed',
      messageKey: 'errors.activationFailed',
    });
  }
  await updateUser(ctx.db, user.id, { isActive: true });
}
