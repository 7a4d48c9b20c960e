import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { FUNCTIONS_DIR, STATEMENT_BREAKPOINT, readFunctionDefinition } from './definitions.ts';

const API_DIR = join(import.meta.dirname, '..', '..', '..');
const MIGRATIONS_DIR = join(API_DIR, 'src', 'db', 'migrations');

export type FunctionMigrationOptions = {
  /** Where the definitions are read; `src/db/functions` unless given (tests use a copy). */
  functionsDir?: string;
  /** Where the migration is written; `src/db/migrations` unless given (tests use a copy). */
  migrationsDir?: string;
};

/**
 * Writes a new migration that brings these database functions, and their triggers, to what their
 * files in `src/db/functions/` say now (docs/decisions/024-database-functions.md § Database
 * functions). drizzle-kit makes the (custom) migration, its journal entry and its snapshot; the
 * files' statements fill it. Answers the migration's path.
 */
export function writeFunctionMigration(
  names: string[],
  options: FunctionMigrationOptions = {},
): string {
  if (!names.length) throw new Error('Name at least one function of src/db/functions.');
  const functionsDir = options.functionsDir ?? FUNCTIONS_DIR;
  const migrationsDir = options.migrationsDir ?? MIGRATIONS_DIR;
  const definitions = names.map((name) =>
    readFunctionDefinition(join(functionsDir, `${name}.sql`)),
  );
  const drizzleKit = join(
    dirname(createRequire(import.meta.url).resolve('drizzle-kit')),
    'bin.cjs',
  );
  // The flags repeat drizzle.config.ts, so that a test can write into a copy of the folder.
  execFileSync(
    process.execPath,
    [
      drizzleKit,
      'generate',
      '--custom',
      `--name=${names.join('_').slice(0, 60)}`,
      '--dialect=postgresql',
      '--schema=./src/db/schema/index.ts',
      `--out=${relative(API_DIR, migrationsDir)}`,
      '--casing=snake_case',
    ],
    { cwd: API_DIR, stdio: 'pipe' },
  );
  const journal = JSON.parse(
    readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const tag = journal.entries.at(-1)?.tag;
  if (!tag) throw new Error('drizzle-kit wrote no migration');
  const file = join(migrationsDir, `${tag}.sql`);
  const header = `-- The current definitions of ${names.join(', ')}, from src/db/functions (docs/decisions/024-database-functions.md § Database functions).\n`;
  writeFileSync(
    file,
    header +
      definitions
        .flatMap((definition) => definition.statements)
        .join(`\n${STATEMENT_BREAKPOINT}\n`) +
      '\n',
  );
  return file;
}
