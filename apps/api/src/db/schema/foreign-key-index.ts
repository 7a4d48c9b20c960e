import { sql } from 'drizzle-orm';
import { index, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * The index PostgreSQL needs to find the rows that name a parent row the product deletes (a
 * requested item, a supplier, a location): without it, deleting each parent reads the whole
 * referencing table to clear or remove its rows (docs/decisions/022-foreign-key-indexes.md §
 * Foreign keys the product deletes through). Rows that name no parent stay out of it.
 */
export function foreignKeyIndex(name: string, column: PgColumn) {
  const keyed = index(name).on(column);
  return column.notNull ? keyed : keyed.where(sql`${column} is not null`);
}
