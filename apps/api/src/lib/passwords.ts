import type { ErrorMessageKey } from '@app/shared/api/error-codes';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import { isPasswordTooSimilar } from '@app/shared/schemas/rules';

/**
 * scrypt with N=2^15, r=8, p=1: 32 MiB and about 50–100 ms a hash on this machine's cores, run in
 * libuv's thread pool so the event loop keeps serving (docs/decisions/004-passwords.md).
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, params, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, hash] = stored.split('$');
  if (algorithm !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash no password matches: compared against when the email is unknown, to keep timing flat. */
export const UNUSABLE_PASSWORD_HASH = `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${randomBytes(16).toString('base64url')}$${randomBytes(KEY_LENGTH).toString('base64url')}`;

let commonPasswords: Set<string> | undefined;

function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((p) => String(p).toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

/**
 * The checks of a new password beyond the shared schema (length, not all digits), as asked in
 * (docs/product-rules.md § Passwords). Returns the message key of the first failure, or undefined when it is acceptable.
 */
export function findPasswordWeakness(
  password: string,
  attributes: readonly string[],
): ErrorMessageKey | undefined {
  if (isCommonPassword(password)) return 'validation.password.common';
  const local = attributes.map((a) => (a.includes('@') ? (a.split('@')[0] ?? '') : a));
  if (isPasswordTooSimilar(password, local)) return 'validation.password.similar';
  return undefined;
}
