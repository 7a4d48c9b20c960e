import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { Language } from '@app/shared/constants/domain';

/**
 * A Google (OpenID Connect) sign-in in progress: kept in the database so it survives a restart
 * and works across several API processes. Single use: `usedAt` is set when the callback runs.
 */
export const oidcStates = pgTable('oidc_states', {
  state: varchar({ length: 64 }).primaryKey(),
  nonce: varchar({ length: 64 }).notNull(),
  codeVerifier: varchar({ length: 128 }).notNull(),
  callbackUrl: varchar({ length: 2048 }).notNull(),
  language: varchar({ length: 2 }).notNull().$type<Language>(),
  /**
   * SHA-256 (hex) of the random value in the starting browser's HttpOnly cookie: the callback only
   * signs in the browser that pressed the button (no login CSRF with an attacker's own callback).
   */
  browserBindingHash: varchar({ length: 64 }).notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});
