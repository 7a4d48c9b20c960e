import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { Language } from '@app/shared/constants/domain';
import type { TaxIdType } from '@app/shared/constants/purchasing';
import { stakeholders } from './stakeholders.ts';

/** A supplier in one buyer's directory; one per (normalized) tax id per company. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    stakeholderId: integer()
      .notNull()
      .references(() => stakeholders.id, { onDelete: 'cascade' }),
    legalName: varchar({ length: 150 }).notNull(),
    tradeName: varchar({ length: 150 }).notNull().default(''),
    taxIdType: varchar({ length: 8 }).$type<TaxIdType>(),
    /** Normalized: upper case, no spaces, dots or dashes; '' when unknown. */
    taxId: varchar({ length: 32 }).notNull().default(''),
    country: varchar({ length: 2 }).notNull(),
    /** Lower-cased. */
    emails: varchar({ length: 254 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    phone: varchar({ length: 20 }).notNull().default(''),
    categories: varchar({ length: 60 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    language: varchar({ length: 2 }).notNull().default('es').$type<Language>(),
    /** The provider company on Cotiza one of the e-mails belongs to, found when saved. */
    providerStakeholderId: integer().references(() => stakeholders.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('suppliers_tax_id_unique')
      .on(t.stakeholderId, t.taxId)
      .where(sql`${t.taxId} <> ''`),
    index('suppliers_stakeholder_idx').on(t.stakeholderId, t.id),
  ],
);
