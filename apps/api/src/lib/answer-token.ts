import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { ANSWER_LINK_GRACE_DAYS } from '@app/shared/constants/purchasing';

// Short claims keep the token under the router's 200-character path parameter limit.
const AUDIENCE = 'rfq';
const DAY_MS = 86_400_000;

export type AnswerTokenClaims = { invitationId: number; nonce: string };
export type AnswerTokenCheck =
  { kind: 'valid'; claims: AnswerTokenClaims } | { kind: 'expired' } | { kind: 'invalid' };

/** When a link for an RFQ due at `dueAt` stops opening: the due date plus the grace period. */
export function answerLinkExpiry(dueAt: Date): Date {
  return new Date(dueAt.getTime() + ANSWER_LINK_GRACE_DAYS * DAY_MS);
}

/*
 * One JWT library signs every token of the product: fast-jwt, as the sessions do
 * (docs/decisions/003-sessions.md). The header carries no `typ` and the payload no `iat`, so a
 * link is byte for byte what the earlier signer wrote: links already mailed keep opening.
 */
const signers = new Map<string, (payload: Record<string, unknown>) => string>();
const verifiers = new Map<string, (token: string) => Record<string, unknown>>();

function signerFor(secretKey: string) {
  let signer = signers.get(secretKey);
  if (!signer) {
    signer = createSigner({
      key: secretKey,
      algorithm: 'HS256',
      noTimestamp: true,
      header: { alg: 'HS256', typ: undefined },
    });
    signers.set(secretKey, signer);
  }
  return signer;
}

function verifierFor(secretKey: string) {
  let verifier = verifiers.get(secretKey);
  if (!verifier) {
    verifier = createVerifier({ key: secretKey, algorithms: ['HS256'], allowedAud: AUDIENCE });
    verifiers.set(secretKey, verifier);
  }
  return verifier;
}

/**
 * Signs one supplier's answer link (HS256 with SECRET_KEY): the invitation and its nonce, so a
 * withdrawn or re-issued invitation no longer matches, expiring at due date + grace.
 */
export function signAnswerToken(
  secretKey: string,
  claims: AnswerTokenClaims,
  dueAt: Date,
): Promise<string> {
  return Promise.resolve(
    signerFor(secretKey)({
      n: claims.nonce,
      sub: String(claims.invitationId),
      aud: AUDIENCE,
      exp: Math.floor(answerLinkExpiry(dueAt).getTime() / 1000),
    }),
  );
}

/** Checks a link's signature and expiry; says apart an expired link from a tampered one. */
export function verifyAnswerToken(secretKey: string, token: string): Promise<AnswerTokenCheck> {
  try {
    const payload = verifierFor(secretKey)(token);
    const invitationId = Number(payload.sub);
    if (!Number.isInteger(invitationId) || typeof payload.n !== 'string') {
      return Promise.resolve({ kind: 'invalid' });
    }
    return Promise.resolve({ kind: 'valid', claims: { invitationId, nonce: payload.n } });
  } catch (error) {
    if (error instanceof TokenError && error.code === TokenError.codes.expired) {
      return Promise.resolve({ kind: 'expired' });
    }
    return Promise.resolve({ kind: 'invalid' });
  }
}
