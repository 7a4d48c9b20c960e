import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { createServerDatabase, installJobQueue, migratedPgliteDump } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory, dumped once for the whole run (a tar file's path). */
    pgliteTemplatePath: string;
    /** A migrated database on TEST_DATABASE_URL's server that each test file copies. */
    serverTemplateName: string;
  }
}

/**
 * Migrates one database for the whole run, so that each test file copies it instead of migrating
 * its own: every file runs in its own process, and migrating PGlite took about 15 s of CPU per
 * file (docs/decisions/026-how-the-tests-run.md § Tests).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createServerDatabase(serverUrl, 'cotiza_template');
    const database = await openDatabase({ databaseUrl: template.url, poolSize: 1 });
    await installJobQueue(database);
    await database.close();
    project.provide('serverTemplateName', template.name);
    return template.drop;
  }
  const dump = await migratedPgliteDump();
  const directory = mkdtempSync(join(tmpdir(), `cotiza-pglite-${randomBytes(3).toString('hex')}-`));
  const path = join(directory, 'migrated.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', path);
  return () => {
    rmSync(directory, { recursive: true, force: true });
    return Promise.resolve();
  };
}
