import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  numeric,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Currency, ProjectStatus } from '@app/shared/constants/purchasing';
import { foreignKeyIndex } from './foreign-key-index.ts';
import { locations } from './locations.ts';
import { stakeholders } from './stakeholders.ts';

/** A buyer's construction project: every RFQ belongs to one. */
export const projects = pgTable(
  'projects',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    stakeholderId: integer()
      .notNull()
      .references(() => stakeholders.id, { onDelete: 'cascade' }),
    name: varchar({ length: 150 }).notNull(),
    code: varchar({ length: 32 }).notNull(),
    client: varchar({ length: 150 }).notNull().default(''),
    deliveryLocationId: integer().references(() => locations.id, { onDelete: 'set null' }),
    currency: varchar({ length: 3 }).notNull().$type<Currency>(),
    /** Percent, exact (e.g. 16 for 16 % VAT). */
    taxRate: numeric().notNull(),
    budget: numeric(),
    status: varchar({ length: 8 }).notNull().default('active').$type<ProjectStatus>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('projects_code_unique').on(t.stakeholderId, sql`lower(${t.code})`),
    index('projects_stakeholder_idx').on(t.stakeholderId, t.id),
    foreignKeyIndex('projects_delivery_location_idx', t.deliveryLocationId),
  ],
);
