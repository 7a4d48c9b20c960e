import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** The folder of the database functions' current definitions (docs/decisions/024-database-functions.md § Database functions). */
export const FUNCTIONS_DIR = import.meta.dirname;

/** What one migration statement splits on (drizzle-kit's breakpoint). */
export const STATEMENT_BREAKPOINT = '--> statement-breakpoint';

/**
 * One database function as it is now: `<name>.sql` holds its `CREATE OR REPLACE FUNCTION` and the
 * `CREATE OR REPLACE TRIGGER`s that call it, each statement ending at a breakpoint, so the file
 * applies as it stands, as a migration or over a database that already has them.
 */
export type FunctionDefinition = {
  name: string;
  file: string;
  sql: string;
  statements: string[];
  /** The names of the triggers the file creates. */
  triggers: string[];
};

export function readFunctionDefinition(file: string): FunctionDefinition {
  const sql = readFileSync(file, 'utf8');
  const statements = sql
    .split(STATEMENT_BREAKPOINT)
    .map((statement) => statement.trim())
    .filter(Boolean);
  const triggers = statements.flatMap((statement) => {
    const match = /CREATE OR REPLACE TRIGGER "([^"]+)"/.exec(statement);
    return match?.[1] ? [match[1]] : [];
  });
  return { name: basename(file, '.sql'), file, sql, statements, triggers };
}

/** Every function's definition, by name. */
export function readFunctionDefinitions(dir = FUNCTIONS_DIR): FunctionDefinition[] {
  return readdirSync(dir)
    .filter((entry) => entry.endsWith('.sql'))
    .sort()
    .map((entry) => readFunctionDefinition(join(dir, entry)));
}
