import { createSigner, createVerifier, TokenError } from 'fast-jwt';

export type TokenType = 'access' | 'refresh' | 'cli';

export type TokenClaims = {
  sub: string;
  /** Session id (access and refresh). */
  sid?: string;
  /** Refresh token id: only the session's current one is valid. */
  jti?: string;
};

type Payload = { typ?: unknown; sub?: unknown; sid?: unknown; jti?: unknown; iat?: unknown };

/** Clocks of two API processes may differ a little; a token issued further ahead is forged. */
const ISSUED_AT_TOLERANCE_SECONDS = 30;

/**
 * Signs and checks HS256 tokens with SECRET_KEY; the `typ` claim keeps token kinds apart.
 * fast-jwt (Fastify's JWT library) signs with node's crypto synchronously and keeps an LRU of
 * verified tokens, which matters on the hot path of every authenticated request.
 */
export function createJwt(secretKey: string) {
  const signer = createSigner({ key: secretKey, algorithm: 'HS256' });
  const verifier = createVerifier({ key: secretKey, algorithms: ['HS256'], cache: 10_000 });

  return {
    sign(type: TokenType, claims: TokenClaims, ttlSeconds: number): Promise<string> {
      const now = Math.floor(Date.now() / 1000);
      return Promise.resolve(
        signer({
          typ: type,
          sub: claims.sub,
          iat: now,
          exp: now + ttlSeconds,
          ...(claims.sid ? { sid: claims.sid } : {}),
          ...(claims.jti ? { jti: claims.jti } : {}),
        }),
      );
    },

    /** Answers the claims, or undefined for a token that is malformed, tampered, expired or of another type. */
    verify(type: TokenType, token: string): Promise<TokenClaims | undefined> {
      try {
        const payload = verifier(token) as Payload;
        if (payload.typ !== type || typeof payload.sub !== 'string')
          return Promise.resolve(undefined);
        const now = Math.floor(Date.now() / 1000);
        if (typeof payload.iat !== 'number' || payload.iat > now + ISSUED_AT_TOLERANCE_SECONDS)
          return Promise.resolve(undefined);
        return Promise.resolve({
          sub: payload.sub,
          ...(typeof payload.sid === 'string' ? { sid: payload.sid } : {}),
          ...(typeof payload.jti === 'string' ? { jti: payload.jti } : {}),
        });
      } catch (error) {
        if (error instanceof TokenError) return Promise.resolve(undefined);
        throw error;
      }
    },
  };
}

export type Jwt = ReturnType<typeof createJwt>;
