import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Language, Role } from '@app/shared/constants/domain';
import { stakeholders } from './stakeholders.ts';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stored trimmed and lower-cased; unique without regard to case. */
    email: varchar({ length: 254 }).notNull(),
    passwordHash: text().notNull(),
    firstName: varchar({ length: 150 }).notNull(),
    lastName: varchar({ length: 150 }).notNull(),
    phoneNumber: varchar({ length: 20 }).notNull().default(''),
    language: varchar({ length: 2 }).notNull().default('es').$type<Language>(),
    avatar: text(),
    /** Null for account executives (staff), who belong to no company. */
    stakeholderId: integer().references(() => stakeholders.id, { onDelete: 'cascade' }),
    role: varchar({ length: 8 }).$type<Role>(),
    isActive: boolean().notNull().default(false),
    isStaff: boolean().notNull().default(false),
    /** Set when an account executive approves the registration; activation may follow. */
    approvedAt: timestamp({ withTimezone: true }),
    lastLogin: timestamp({ withTimezone: true }),
    dateJoined: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_stakeholder_idx').on(t.stakeholderId),
  ],
);
