import { relative } from 'node:path';
import { writeFunctionMigration } from '../db/functions/function-migration.ts';

/**
 * `npm run db:function -- <name> [<name>…]`: after editing `src/db/functions/<name>.sql`, writes
 * the migration that applies it (docs/decisions/024-database-functions.md § Database functions).
 */
const names = process.argv.slice(2);
if (!names.length) {
  process.stderr.write('Usage: npm run db:function -- <function name> [<function name>…]\n');
  process.exit(1);
}
const file = writeFunctionMigration(names);
process.stdout.write(`Migration written: ${relative(process.cwd(), file)}\n`);
