import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { createJwt } from './jwt.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const sign = createSigner({ key: SECRET, algorithm: 'HS256' });
const signWithoutIat = createSigner({ key: SECRET, algorithm: 'HS256', noTimestamp: true });
const now = () => Math.floor(Date.now() / 1000);

describe('access tokens', () => {
  const jwt = createJwt(SECRET);

  it('accepts a token it signed', async () => {
    const token = await jwt.sign('access', { sub: '7', sid: 's1' }, 60);
    await expect(jwt.verify('access', token)).resolves.toEqual({ sub: '7', sid: 's1' });
  });

  it('refuses a token issued in the future, as only a forger holding the key could make one', async () => {
    const token = sign({ typ: 'access', sub: '7', iat: now() + 3600, exp: now() + 7200 });
    await expect(jwt.verify('access', token)).resolves.toBeUndefined();
  });

  it('refuses a token with no issue time', async () => {
    const token = signWithoutIat({ typ: 'access', sub: '7', exp: now() + 60 });
    await expect(jwt.verify('access', token)).resolves.toBeUndefined();
  });

  it('tolerates a few seconds of clock difference between processes', async () => {
    const token = sign({ typ: 'access', sub: '7', iat: now() + 5, exp: now() + 60 });
    await expect(jwt.verify('access', token)).resolves.toEqual({ sub: '7' });
  });

  it('accepts a token issued 30 seconds ahead and refuses one 31 seconds ahead', async () => {
    const at = (ahead: number) =>
      sign({ typ: 'access', sub: '7', iat: now() + ahead, exp: now() + 600 });
    await expect(jwt.verify('access', at(30))).resolves.toEqual({ sub: '7' });
    await expect(jwt.verify('access', at(31))).resolves.toBeUndefined();
  });

  it('refuses a token of another kind, one without a text subject, and an expired one', async () => {
    const refresh = await jwt.sign('refresh', { sub: '7', sid: 's1', jti: 'j1' }, 60);
    await expect(jwt.verify('access', refresh)).resolves.toBeUndefined();
    await expect(jwt.verify('refresh', refresh)).resolves.toEqual({
      sub: '7',
      sid: 's1',
      jti: 'j1',
    });
    const numericSub = sign({ typ: 'access', sub: 7, iat: now(), exp: now() + 60 });
    await expect(jwt.verify('access', numericSub)).resolves.toBeUndefined();
    const expired = sign({ typ: 'access', sub: '7', iat: now() - 120, exp: now() - 60 });
    await expect(jwt.verify('access', expired)).resolves.toBeUndefined();
  });

  it('refuses a token signed with the same key under another algorithm', async () => {
    const hs512 = createSigner({ key: SECRET, algorithm: 'HS512' });
    const token = hs512({ typ: 'access', sub: '7', iat: now(), exp: now() + 60 });
    await expect(jwt.verify('access', token)).resolves.toBeUndefined();
  });

  it('answers only session and token ids that are text, and signs none it was not given', async () => {
    const odd = sign({ typ: 'access', sub: '7', sid: 5, jti: ['x'], iat: now(), exp: now() + 60 });
    await expect(jwt.verify('access', odd)).resolves.toEqual({ sub: '7' });
    const bare = await jwt.sign('cli', { sub: '7' }, 60);
    const [, payload] = bare.split('.');
    expect(
      Object.keys(JSON.parse(Buffer.from(payload!, 'base64url').toString()) as object),
    ).toEqual(['typ', 'sub', 'iat', 'exp']);
  });
});
