import { boolean, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { Role } from '@app/shared/constants/domain';
import { stakeholders } from './stakeholders.ts';
import { users } from './users.ts';

/**
 * A member's entry in a company: pending until accepted. The owner gets an accepted entry at
 * registration, so the member list is one query over this table.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    stakeholderId: integer()
      .notNull()
      .references(() => stakeholders.id, { onDelete: 'cascade' }),
    email: varchar({ length: 254 }).notNull(),
    role: varchar({ length: 8 }).notNull().$type<Role>(),
    /** SHA-256 of the random token; the token itself is only ever in the mail. */
    tokenHash: varchar({ length: 64 }),
    expiresAt: timestamp({ withTimezone: true }),
    isAccepted: boolean().notNull().default(false),
    acceptedUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    invitedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invitations_stakeholder_idx').on(t.stakeholderId),
    index('invitations_token_idx').on(t.tokenHash),
  ],
);
