import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import * as schema from './schema/index.ts';

const MIGRATIONS = join(import.meta.dirname, 'migrations');

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

/**
 * `npm run db:generate` over the committed schema has nothing to write: every change to
 * `src/db/schema/` came with its migration (docs/architecture.md § Database functions). The same
 * comparison drizzle-kit generate makes, through its programmatic API and the project's casing.
 */
describe('the committed Drizzle schema', () => {
  it('generates no migration: the migrations already build it', async () => {
    const migrated = newestSnapshot();
    // drizzle-kit's snapshot type does not resolve for the linter: both sides pass as they are.
    const committed: unknown = generateDrizzleJson(schema, migrated.id, undefined, 'snake_case');
    expect(await generateMigration(migrated as never, committed as never)).toEqual([]);
  });
});
