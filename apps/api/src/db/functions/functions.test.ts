import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../test/sql-rows.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database, Db } from '../client.ts';
import { FUNCTIONS_DIR, STATEMENT_BREAKPOINT, readFunctionDefinitions } from './definitions.ts';
import { writeFunctionMigration } from './function-migration.ts';

type Definitions = { functions: Record<string, string>; triggers: Record<string, string> };

/** Line ends and trailing blanks do not make two definitions differ. */
const normalized = (text: string) =>
  text
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();

/**
 * The functions and triggers of the application's schema as PostgreSQL prints them
 * (`pg_get_functiondef`, `pg_get_triggerdef` and whether the trigger is enabled), by name.
 */
async function readSchemaDefinitions(db: Db): Promise<Definitions> {
  const functions = await rows<{ name: string; definition: string }>(
    db,
    sql`
    select p.proname as name, pg_get_functiondef(p.oid) as definition
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prokind in ('f', 'p')
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    order by 1`,
  );
  const triggers = await rows<{ name: string; definition: string; enabled: string }>(
    db,
    sql`
    select t.tgname as name, pg_get_triggerdef(t.oid) as definition, t.tgenabled as enabled
    from pg_trigger t join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and not t.tgisinternal
    order by 1`,
  );
  return {
    functions: Object.fromEntries(functions.map((row) => [row.name, normalized(row.definition)])),
    triggers: Object.fromEntries(
      triggers.map((row) => [row.name, `${normalized(row.definition)} [${row.enabled}]`]),
    ),
  };
}

const ROLLED_BACK = new Error('rolled back on purpose');

/** The definitions the database holds once every file is applied over it, left unapplied. */
async function definitionsWithFilesApplied(db: Db): Promise<Definitions> {
  let applied: Definitions | undefined;
  await db
    .transaction(async (tx) => {
      for (const definition of readFunctionDefinitions())
        for (const statement of definition.statements) await tx.execute(sql.raw(statement));
      applied = await readSchemaDefinitions(tx);
      throw ROLLED_BACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLED_BACK) throw error;
    });
  if (!applied) throw new Error('the files were not applied');
  return applied;
}

/**
 * After every migration the database holds exactly the functions and triggers of
 * `src/db/functions/`, each as its file defines it (docs/decisions/024-database-functions.md §
 * Database functions): a migration that changed a function without its file, or a file changed
 * without a migration, fails here. PostgreSQL prints both sides, so formatting it normalizes never
 * differs.
 */
describe('the database functions after all migrations', () => {
  let database: Database;
  let migrated: Definitions;
  beforeAll(async () => {
    database = await createTestDatabase();
    migrated = await readSchemaDefinitions(database.db);
  });
  afterAll(() => database.close());

  it('are one file per function, no more and no fewer', () => {
    const files = readFunctionDefinitions();
    expect(files.map((file) => file.name).sort()).toEqual(Object.keys(migrated.functions).sort());
    expect(files.length).toBeGreaterThanOrEqual(18);
  });

  it('have the triggers their files create, no more and no fewer', () => {
    const created = readFunctionDefinitions().flatMap((file) => file.triggers);
    expect(new Set(created).size).toBe(created.length);
    expect(created.sort()).toEqual(Object.keys(migrated.triggers).sort());
    expect(created.length).toBeGreaterThanOrEqual(62);
  });

  it('are defined as their files define them, triggers included', async () => {
    const applied = await definitionsWithFilesApplied(database.db);
    expect(applied.functions).toEqual(migrated.functions);
    expect(applied.triggers).toEqual(migrated.triggers);
    // Rolled back: the database is as the migrations left it.
    expect(await readSchemaDefinitions(database.db)).toEqual(migrated);
  });
});

/**
 * Changing a function is editing its file and running `npm run db:function -- <name>`: the
 * migration written then brings the database to the file (docs/decisions/024-database-functions.md
 * § Database functions). Here on copies of both folders.
 */
describe('a migration written from an edited function file', () => {
  let database: Database;
  let scratch: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    scratch = mkdtempSync(join(tmpdir(), 'cotiza-functions-'));
  });
  afterAll(async () => {
    rmSync(scratch, { recursive: true, force: true });
    await database.close();
  });

  it('applies the edited definition: the spend key of an order without a supplier changes', async () => {
    const functionsDir = join(scratch, 'functions');
    const migrationsDir = join(scratch, 'migrations');
    cpSync(FUNCTIONS_DIR, functionsDir, { recursive: true });
    cpSync(join(FUNCTIONS_DIR, '..', 'migrations'), migrationsDir, { recursive: true });
    const before = readdirSync(migrationsDir).filter((file) => file.endsWith('.sql')).length;
    const file = join(functionsDir, 'spend_keys.sql');
    writeFileSync(file, readFileSync(file, 'utf8').replace("'name:' || $2", "'named:' || $2"));

    const written = writeFunctionMigration(['spend_keys'], { functionsDir, migrationsDir });

    expect(readdirSync(migrationsDir).filter((name) => name.endsWith('.sql'))).toHaveLength(
      before + 1,
    );
    const journal = JSON.parse(
      readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    expect(written).toBe(join(migrationsDir, `${journal.entries.at(-1)?.tag}.sql`));
    // Applied as the migrator applies it: statement by statement.
    for (const statement of readFileSync(written, 'utf8').split(STATEMENT_BREAKPOINT))
      await database.db.execute(sql.raw(statement));
    const keys = await rows<{ key: string }>(
      database.db,
      sql`select key from spend_keys(null, 'Ferretería Sol', 1, now()) where dimension = 'supplier'`,
    );
    expect(keys.map((row) => row.key)).toEqual(['named:Ferretería Sol']);
  });
});
