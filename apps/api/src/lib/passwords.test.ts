import { describe, expect, it } from 'vitest';
import {
  findPasswordWeakness,
  hashPassword,
  UNUSABLE_PASSWORD_HASH,
  verifyPassword,
} from './passwords.ts';

/** How passwords are stored and checked (docs/product-rules.md § Passwords, docs/decisions/004-passwords.md). */
describe('password hashes', () => {
  it('stores scrypt with N=2^15, r=8, p=1, a 16-byte salt and a 32-byte key, never the password', async () => {
    const stored = await hashPassword('Constru!2026');
    const [algorithm, n, r, p, salt, key, ...rest] = stored.split('$');
    expect([algorithm, n, r, p, rest]).toEqual(['scrypt', '32768', '8', '1', []]);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(32);
    expect(stored).not.toContain('Constru!2026');
  });

  it('salts every hash, so one password stored twice does not read the same', async () => {
    expect(await hashPassword('Constru!2026')).not.toBe(await hashPassword('Constru!2026'));
  });

  it('accepts the right password and refuses any other', async () => {
    const stored = await hashPassword('Constru!2026');
    await expect(verifyPassword('Constru!2026', stored)).resolves.toBe(true);
    await expect(verifyPassword('constru!2026', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('reads a password typed in another Unicode form as the same (NFKC)', async () => {
    const stored = await hashPassword('ﬁnanzas-obra-9');
    await expect(verifyPassword('finanzas-obra-9', stored)).resolves.toBe(true);
  });

  it('checks with the cost stored in the hash, so older hashes keep working', async () => {
    const stored = await hashPassword('Constru!2026');
    const [, , , , salt] = stored.split('$');
    const { scryptSync } = await import('node:crypto');
    const cheaper = scryptSync('Constru!2026', Buffer.from(salt ?? '', 'base64url'), 32, {
      N: 1024,
      r: 8,
      p: 1,
    });
    const old = ['scrypt', 1024, 8, 1, salt, cheaper.toString('base64url')].join('$');
    await expect(verifyPassword('Constru!2026', old)).resolves.toBe(true);
  });

  it('refuses every password against a damaged or foreign hash instead of throwing', async () => {
    const stored = await hashPassword('Constru!2026');
    const parts = stored.split('$');
    const damaged = [
      ['bcrypt', ...parts.slice(1)].join('$'),
      [...parts.slice(0, 4), '', parts[5]].join('$'),
      parts.slice(0, 5).join('$'),
      [...parts.slice(0, 5), (parts[5] ?? '').slice(0, 20)].join('$'),
    ];
    for (const hash of damaged) {
      await expect(verifyPassword('Constru!2026', hash), hash).resolves.toBe(false);
    }
  });

  it('keeps a hash no password matches, for unknown emails', async () => {
    expect(UNUSABLE_PASSWORD_HASH).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    await expect(verifyPassword('', UNUSABLE_PASSWORD_HASH)).resolves.toBe(false);
    await expect(verifyPassword('Constru!2026', UNUSABLE_PASSWORD_HASH)).resolves.toBe(false);
  });
});

describe('password weaknesses the server checks', () => {
  const attributes = ['maria.lopez@constructora.mx', 'María', 'López'];

  it('refuses a common password whatever its case', () => {
    expect(findPasswordWeakness('password123', attributes)).toBe('validation.password.common');
    expect(findPasswordWeakness('PASSWORD123', attributes)).toBe('validation.password.common');
  });

  it('refuses a password close to the email’s local part, not to its domain', () => {
    expect(findPasswordWeakness('maria.lopez7', attributes)).toBe('validation.password.similar');
    expect(findPasswordWeakness('Constructora#55', ['x@constructora.mx'])).toBeUndefined();
  });

  it('refuses a password close to a name, and accepts one unlike any attribute', () => {
    expect(findPasswordWeakness('lopezlopez', attributes)).toBe('validation.password.similar');
    expect(findPasswordWeakness('Tq8#vNw2zR', attributes)).toBeUndefined();
  });
});
