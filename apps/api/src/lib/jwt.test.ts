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
});
