/**
 * The worker that bench/queue.ts kills: it opens the database, queues one job, works it and stays
 * in its handler, saying `picked` once it is there. Arguments: library name, database kind,
 * address (a PostgreSQL URL or a PGlite folder).
 */
import { findLibrary, openPlace } from './queue-libraries.ts';

const [name = '', kind = '', address = ''] = process.argv.slice(2);
if (kind !== 'postgres' && kind !== 'pglite') throw new Error(`unknown database kind ${kind}`);
const database = await openPlace(kind, address);
const queue = await findLibrary(name).open(database);
await queue.startWorker(async () => {
  process.stdout.write('picked\n');
  await new Promise(() => undefined);
});
await database.db.transaction((tx) => queue.enqueue(tx, { n: -1 }));
