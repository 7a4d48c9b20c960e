import { errors, jwtVerify, SignJWT } from 'jose';
import { ANSWER_LINK_GRACE_DAYS } from '@app/shared/constants/purchasing';

// Short claims keep the token under the router's 200-character path parameter limit.
const AUDIENCE = 'rfq';
const DAY_MS = 86_400_000;

export type AnswerTokenClaims = { invitationId: number; nonce: string };
export type AnswerTokenCheck =
  { kind: 'valid'; claims: AnswerTokenClaims } | { kind: 'expired' } | { kind: 'invalid' };

function keyOf(secretKey: string): Uint8Array {
  return new TextEncoder().encode(secretKey);
}

/** When a link for an RFQ due at `dueAt` stops opening: the due date plus the grace period. */
export function answerLinkExpiry(dueAt: Date): Date {
  return new Date(dueAt.getTime() + ANSWER_LINK_GRACE_DAYS * DAY_MS);
}

/**
 * Signs one supplier's answer link (HS256 with SECRET_KEY): the invitation and its nonce, so a
 * withdrawn or re-issued invitation no longer matches, expiring at due date + grace.
 */
export async function signAnswerToken(
  secretKey: string,
  claims: AnswerTokenClaims,
  dueAt: Date,
): Promise<string> {
  return new SignJWT({ n: claims.nonce })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.invitationId))
    .setAudience(AUDIENCE)
    .setExpirationTime(Math.floor(answerLinkExpiry(dueAt).getTime() / 1000))
    .sign(keyOf(secretKey));
}

/** Checks a link's signature and expiry; says apart an expired link from a tampered one. */
export async function verifyAnswerToken(
  secretKey: string,
  token: string,
): Promise<AnswerTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secretKey), {
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const invitationId = Number(payload.sub);
    if (!Number.isInteger(invitationId) || typeof payload.n !== 'string') {
      return { kind: 'invalid' };
    }
    return { kind: 'valid', claims: { invitationId, nonce: payload.n } };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { kind: 'expired' };
    return { kind: 'invalid' };
  }
}
