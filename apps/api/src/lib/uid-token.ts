import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Mail tokens after Django's PasswordResetTokenGenerator: `uidb64` is the user id in URL-safe
 * base64 and the token is `<timestamp base36>-<HMAC>` over the purpose, the user's id, a state
 * string and the timestamp. Once the state changes (the account activated, the password changed)
 * or the time passes, the token stops working; nothing is stored.
 */
export type UidTokenPurpose = 'activation' | 'password-reset';

export function encodeUid(userId: number): string {
  return Buffer.from(String(userId)).toString('base64url');
}

export function decodeUid(uidb64: string): number | undefined {
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(uidb64)) return undefined;
  const decoded = Buffer.from(uidb64, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,9}$/.test(decoded)) return undefined;
  const id = Number(decoded);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : undefined;
}

function sign(secret: string, purpose: UidTokenPurpose, userId: number, state: string, ts: number) {
  return createHmac('sha256', `${secret}:${purpose}`)
    .update(`${userId}:${state}:${ts}`)
    .digest('base64url')
    .slice(0, 32);
}

export function makeUidToken(options: {
  secret: string;
  purpose: UidTokenPurpose;
  userId: number;
  state: string;
  now?: number;
}): string {
  const ts = Math.floor((options.now ?? Date.now()) / 1000);
  return `${ts.toString(36)}-${sign(options.secret, options.purpose, options.userId, options.state, ts)}`;
}

export function checkUidToken(options: {
  secret: string;
  purpose: UidTokenPurpose;
  userId: number;
  state: string;
  token: string;
  ttlSeconds: number;
  now?: number;
}): boolean {
  const match = /^([0-9a-z]{1,10})-([A-Za-z0-9_-]{32})$/.exec(options.token);
  if (!match?.[1] || !match[2]) return false;
  const ts = parseInt(match[1], 36);
  const now = Math.floor((options.now ?? Date.now()) / 1000);
  if (!Number.isFinite(ts) || ts > now + 60 || now - ts > options.ttlSeconds) return false;
  const expected = Buffer.from(
    sign(options.secret, options.purpose, options.userId, options.state, ts),
  );
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
