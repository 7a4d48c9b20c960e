import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { rows } from './sql-rows.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * The tables the product deletes rows from: a requested item removed from an RFQ, a supplier merged
 * into another, a location, an award changed, a quote's lines read again, its price records, an
 * exchange rate, a team invitation, a sign-in state, a learned line match.
 */
const DELETED_FROM = [
  'rfq_items',
  'suppliers',
  'locations',
  'rfq_awards',
  'quote_lines',
  'price_records',
  'fx_rates',
  'invitations',
  'oidc_states',
  'supplier_line_matches',
];

type ForeignKey = { child: string; column: string; parent: string; indexed: boolean };

/**
 * Each foreign key to a table the product deletes from has an index led by its column
 * (docs/decisions/022-foreign-key-indexes.md § Foreign keys the product deletes through): without
 * one, PostgreSQL reads the whole referencing table for every row deleted. Replacing a 500-item
 * RFQ's items took 5 s with 200,000 quote lines in the database (`npm run bench:purchasing`). Runs
 * on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
describe('foreign keys the product deletes through', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('each has an index led by its column', async () => {
    const keys = await rows<ForeignKey>(
      database.db,
      sql`select c.conrelid::regclass::text as child, a.attname as column,
            c.confrelid::regclass::text as parent,
            exists (select 1 from pg_index i
              where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]) as indexed
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          where c.contype = 'f'
            and c.confrelid::regclass::text in (${sql.join(
              DELETED_FROM.map((table) => sql`${table}`),
              sql`, `,
            )})
          order by 1, 2`,
    );
    // The keys of the requested items are among them: the query reads what it should.
    expect(keys.filter((key) => key.parent === 'rfq_items').map((key) => key.child)).toEqual([
      'price_records',
      'purchase_order_lines',
      'quote_lines',
      'rfq_answer_lines',
      'rfq_award_lines',
    ]);
    expect(keys.filter((key) => !key.indexed)).toEqual([]);
  });
});
