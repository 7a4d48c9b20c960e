import { describe, expect, it } from 'vitest';
import { checkUidToken, decodeUid, encodeUid, makeUidToken } from './uid-token.ts';

const base = {
  secret: 's'.repeat(40),
  purpose: 'activation' as const,
  userId: 42,
  state: 'inactive',
};

describe('mail tokens', () => {
  it('round-trips the user id through uidb64', () => {
    expect(decodeUid(encodeUid(42))).toBe(42);
    expect(decodeUid('!!')).toBeUndefined();
    expect(decodeUid(Buffer.from('0042').toString('base64url'))).toBeUndefined();
    expect(decodeUid(Buffer.from('99999999999').toString('base64url'))).toBeUndefined();
  });

  it('accepts a fresh token and refuses it once the state changed, after it expired, or for another purpose or user', () => {
    const now = Date.now();
    const token = makeUidToken({ ...base, now });
    expect(checkUidToken({ ...base, token, ttlSeconds: 60, now })).toBe(true);
    expect(checkUidToken({ ...base, token, ttlSeconds: 60, now, state: 'active' })).toBe(false);
    expect(checkUidToken({ ...base, token, ttlSeconds: 60, now: now + 61_000 })).toBe(false);
    expect(checkUidToken({ ...base, token, ttlSeconds: 60, now, purpose: 'password-reset' })).toBe(
      false,
    );
    expect(checkUidToken({ ...base, token, ttlSeconds: 60, now, userId: 43 })).toBe(false);
    expect(checkUidToken({ ...base, token: `${token.slice(0, -1)}A`, ttlSeconds: 60, now })).toBe(
      token.endsWith('A'),
    );
    expect(checkUidToken({ ...base, token: 'garbage', ttlSeconds: 60, now })).toBe(false);
  });
});
