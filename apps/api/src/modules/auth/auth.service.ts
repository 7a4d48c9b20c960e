import { randomUUID } from 'node:crypto';
import type { LoginInput, TokenPair } from '@app/shared/schemas/auth';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '@app/shared/constants/limits';
import { AppError, unauthorized } from '../../lib/app-error.ts';
import { UNUSABLE_PASSWORD_HASH, verifyPassword } from '../../lib/passwords.ts';
import type { AppContext } from '../../app-context.ts';
import { closeSession, openSession, rotateRefreshToken } from '../sessions/sessions.service.ts';
import { findUserByEmail, recordLogin, type UserRow } from '../users/users.service.ts';

type Ctx = Pick<AppContext, 'db' | 'jwt' | 'actors'>;

async function signPair(
  ctx: Ctx,
  userId: number,
  sessionId: string,
  jti: string,
): Promise<TokenPair> {
  const sub = String(userId);
  const [access, refresh] = await Promise.all([
    ctx.jwt.sign('access', { sub, sid: sessionId }, ACCESS_TOKEN_TTL_SECONDS),
    ctx.jwt.sign('refresh', { sub, sid: sessionId, jti }, REFRESH_TOKEN_TTL_SECONDS),
  ]);
  return { access, refresh };
}

const refreshExpiry = () => new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000);

/** Starts a session for a user already known to be active (sign-in, Google sign-in). */
export async function startSession(ctx: Ctx, userId: number): Promise<TokenPair> {
  const jti = randomUUID();
  const sessionId = await openSession(ctx, userId, jti, refreshExpiry());
  await recordLogin(ctx, userId);
  return signPair(ctx, userId, sessionId, jti);
}

/** A registered owner no account executive has approved yet. */
function isAwaitingApproval(user: UserRow): boolean {
  return !user.isStaff && user.role === 'OWNER' && user.approvedAt === null;
}

/**
 * Signs in with email and password. A wrong email, a wrong password and a deactivated account
 * answer the same 401, after the same hashing work; the right password of a registration still
 * awaiting approval answers 403 saying so (docs/product-rules.md § Sessions).
 */
export async function login(ctx: Ctx, input: LoginInput): Promise<TokenPair> {
  const user = await findUserByEmail(ctx, input.email);
  const isMatch = await verifyPassword(
    input.password,
    user?.passwordHash ?? UNUSABLE_PASSWORD_HASH,
  );
  if (!user || !isMatch) throw unauthorized('errors.invalidCredentials', 'invalid_credentials');
  if (!user.isActive) {
    // Only someone who knows the password learns that the registration still waits.
    if (isAwaitingApproval(user)) {
      throw new AppError({
        code: 'awaiting_approval',
        messageKey: 'errors.awaitingApproval',
      });
    }
    throw unauthorized('errors.invalidCredentials', 'invalid_credentials');
  }
  return startSession(ctx, user.id);
}

/**
 * Rotates a refresh token: answers a new access and refresh token and spends the old one. A spent
 * token presented again revokes the whole session (reuse detection).
 */
export async function refreshSession(ctx: Ctx, refreshToken: string): Promise<TokenPair> {
  const claims = await ctx.jwt.verify('refresh', refreshToken);
  const userId = Number(claims?.sub);
  if (!claims?.sid || !claims.jti || !Number.isSafeInteger(userId))
    throw unauthorized('errors.tokenInvalid', 'token_invalid');
  const nextJti = randomUUID();
  const result = await rotateRefreshToken(ctx, {
    sessionId: claims.sid,
    userId,
    presentedJti: claims.jti,
    nextJti,
    expiresAt: refreshExpiry(),
  });
  if (result.outcome === 'reused' || result.outcome === 'inactive') {
    await closeSession(ctx, claims.sid, userId);
    throw unauthorized('errors.tokenInvalid', 'token_invalid');
  }
  if (result.outcome !== 'rotated') throw unauthorized('errors.tokenInvalid', 'token_invalid');
  return signPair(ctx, userId, claims.sid, nextJti);
}

/** Ends the session a refresh token belongs to (logout). */
export async function endSession(ctx: Ctx, refreshToken: string): Promise<void> {
  const claims = await ctx.jwt.verify('refresh', refreshToken);
  const userId = Number(claims?.sub);
  if (!claims?.sid || !Number.isSafeInteger(userId))
    throw unauthorized('errors.tokenInvalid', 'token_invalid');
  await closeSession(ctx, claims.sid, userId);
}
