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

  it('takes only a whole uidb64 of a user id: no padding, no stray characters, no id past the largest', () => {
    const uid = (text: string) => Buffer.from(text).toString('base64url');
    expect(decodeUid(`${encodeUid(42)}=`)).toBeUndefined();
    expect(decodeUid(`=${encodeUid(42)}`)).toBeUndefined();
    // Node's base64 decoding skips characters outside the alphabet: the pattern must not.
    expect(decodeUid(`.${encodeUid(42)}`)).toBeUndefined();
    expect(decodeUid('')).toBeUndefined();
    expect(decodeUid(uid('42 '))).toBeUndefined();
    expect(decodeUid(uid(' 42'))).toBeUndefined();
    expect(decodeUid(uid('4x2'))).toBeUndefined();
    expect(decodeUid(uid('7'))).toBe(7);
    expect(decodeUid(uid('2147483647'))).toBe(2_147_483_647);
    expect(decodeUid(uid('2147483648'))).toBeUndefined();
    expect(decodeUid('A'.repeat(33))).toBeUndefined();
  });

  it('allows a minute of clock difference and the whole time to live, not a second more', () => {
    const now = Date.now();
    const check = (token: string, at: number) =>
      checkUidToken({ ...base, token, ttlSeconds: 60, now: at });
    const ahead = (seconds: number) => makeUidToken({ ...base, now: now + seconds * 1000 });
    expect(check(ahead(60), now)).toBe(true);
    expect(check(ahead(61), now)).toBe(false);
    const token = makeUidToken({ ...base, now });
    expect(check(token, now + 60_000)).toBe(true);
    expect(check(token, now + 61_000)).toBe(false);
  });

  it('refuses a token whose time or signature is not written exactly as it was made', () => {
    const now = Date.now();
    const token = makeUidToken({ ...base, now });
    // The signature is base64url and may hold '-' itself: the time ends at the first one.
    const time = token.slice(0, token.indexOf('-'));
    const signature = token.slice(token.indexOf('-') + 1);
    const check = (candidate: string) =>
      checkUidToken({ ...base, token: candidate, ttlSeconds: 60, now });
    expect(check(`${time}-${signature}`)).toBe(true);
    expect(check(`${time.toUpperCase()}-${signature}`)).toBe(time === time.toUpperCase());
    expect(check(`${time}-${signature}x`)).toBe(false);
    expect(check(`x${time}-${signature}`)).toBe(false);
    expect(check(`.${time}-${signature}`)).toBe(false);
    expect(check(`${time}-${signature.slice(1)}`)).toBe(false);
    expect(check(`${time}${signature}`)).toBe(false);
    expect(check(`0${time}-${signature}`)).toBe(true);
  });
});
