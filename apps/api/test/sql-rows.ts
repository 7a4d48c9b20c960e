import type { SQL } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/** The rows of a raw statement, as the tests that check summaries against raw rows read them. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** The first row of a raw statement that always returns one. */
export const one = async <T>(db: Db, query: SQL) => (await rows<T>(db, query))[0]!;
