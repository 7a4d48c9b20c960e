import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CHECK = join(import.meta.dirname, '../../test/schema-drift-check.ts');

/**
 * `npm run db:generate` over the committed schema has nothing to write: every change to
 * `src/db/schema/` came with its migration (docs/decisions/024-database-functions.md § Database
 * functions). The same comparison drizzle-kit generate makes, through its programmatic API and the
 * project's casing, in a process of its own (test/schema-drift-check.ts says why).
 */
describe('the committed Drizzle schema', () => {
  it('generates no migration: the migrations already build it', () => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', CHECK], {
      cwd: join(import.meta.dirname, '../..'),
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual([]);
  });
});
