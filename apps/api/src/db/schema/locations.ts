import { doublePrecision, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { LocationType } from '@app/shared/constants/domain';
import { stakeholders } from './stakeholders.ts';

export const locations = pgTable(
  'locations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    stakeholderId: integer()
      .notNull()
      .references(() => stakeholders.id, { onDelete: 'cascade' }),
    name: varchar({ length: 150 }).notNull(),
    locationType: varchar({ length: 32 }).notNull().default('OTHER').$type<LocationType>(),
    streetNumber: varchar({ length: 255 }).notNull().default(''),
    route: varchar({ length: 255 }).notNull().default(''),
    floor: varchar({ length: 255 }).notNull().default(''),
    apartment: varchar({ length: 255 }).notNull().default(''),
    city: varchar({ length: 150 }).notNull(),
    state: varchar({ length: 150 }).notNull(),
    country: varchar({ length: 150 }).notNull(),
    postalCode: varchar({ length: 32 }).notNull(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    placeId: varchar({ length: 255 }).notNull().default(''),
    formattedAddress: varchar({ length: 1000 }).notNull().default(''),
    fullAddress: varchar({ length: 1000 }).notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('locations_stakeholder_idx').on(t.stakeholderId, t.id)],
);
