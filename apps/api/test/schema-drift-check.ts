import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import * as schema from '../src/db/schema/index.ts';

/*
 * Prints, as JSON, the statements `npm run db:generate` would write over the committed schema
 * (docs/decisions/024-database-functions.md § Database functions). Run in its own process by
 * `src/db/schema-drift.test.ts`: drizzle-kit's API adds enumerable properties to
 * `Array.prototype` when it loads, which would leak into every later test file of a Vitest worker
 * (the API's workers do not isolate files) and break pdf.js there.
 */

const MIGRATIONS = join(import.meta.dirname, '../src/db/migrations');

type Journal = { entries: { idx: number; tag: string }[] };

/** The snapshot drizzle-kit left beside the newest migration: the schema the migrations build. */
function newestSnapshot(): { id: string } & Record<string, unknown> {
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const newest = journal.entries.at(-1);
  if (!newest) throw new Error('no migration in the journal');
  const file = `${String(newest.idx).padStart(4, '0')}_snapshot.json`;
  return JSON.parse(readFileSync(join(MIGRATIONS, 'meta', file), 'utf8')) as { id: string };
}

const migrated = newestSnapshot();
// drizzle-kit's snapshot type does not resolve for the linter: the value passes as it is.
const committed: unknown = generateDrizzleJson(schema, migrated.id, undefined, 'snake_case');
const statements = await generateMigration(migrated, committed);
process.stdout.write(JSON.stringify(statements));
