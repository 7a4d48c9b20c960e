import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { answerLinkExpiry, signAnswerToken, verifyAnswerToken } from './answer-token.ts';

const SECRET = 'a-secret-key-of-the-test-suite-0123456789';
const claims = { invitationId: 4812, nonce: 'q3J8xv0KcTfWm1Zb' };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

/** A link as the earlier signer (jose) wrote it: links already in suppliers' inboxes. */
function mailedLink(dueAt: Date, secret = SECRET) {
  return new SignJWT({ n: claims.nonce })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.invitationId))
    .setAudience('rfq')
    .setExpirationTime(Math.floor(answerLinkExpiry(dueAt).getTime() / 1000))
    .sign(new TextEncoder().encode(secret));
}

describe('answer links', () => {
  it('opens its own invitation, and a link already mailed is byte for byte the same link', async () => {
    const dueAt = inDays(10);
    const token = await signAnswerToken(SECRET, claims, dueAt);
    expect(await verifyAnswerToken(SECRET, token)).toEqual({ kind: 'valid', claims });
    expect(token).toBe(await mailedLink(dueAt));
    // Short enough for the router's 200-character path parameter.
    expect(token.length).toBeLessThan(200);
  });

  it('tells an expired link from a tampered one or one signed with another key', async () => {
    const expired = await signAnswerToken(SECRET, claims, inDays(-30));
    expect(await verifyAnswerToken(SECRET, expired)).toEqual({ kind: 'expired' });

    const token = await signAnswerToken(SECRET, claims, inDays(10));
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '1' }),
    ).toString('base64url');
    expect(await verifyAnswerToken(SECRET, `${header}.${forged}.${signature}`)).toEqual({
      kind: 'invalid',
    });
    expect(await verifyAnswerToken(SECRET, await mailedLink(inDays(10), 'another-key'))).toEqual({
      kind: 'invalid',
    });
    expect(await verifyAnswerToken(SECRET, 'not-a-token')).toEqual({ kind: 'invalid' });
  });

  it('refuses a session token of the product as an answer link', async () => {
    const session = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.invitationId))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    expect(await verifyAnswerToken(SECRET, session)).toEqual({ kind: 'invalid' });
  });
});
