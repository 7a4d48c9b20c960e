import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { readRunningServer } from './running-server.ts';

/** Applies the migrations without starting the server (the server also applies them at start). */
const config = loadConfig();
if (!config.databaseUrl && readRunningServer(config.dataDir)) {
  process.stdout.write(
    'The running server holds the embedded database and applied the migrations at start.\n',
  );
} else {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pglite'),
  });
  await database.close();
  process.stdout.write(`Migrations applied (${database.kind}).\n`);
}
