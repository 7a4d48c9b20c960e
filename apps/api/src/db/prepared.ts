import type { Db } from './client.ts';

/**
 * A statement prepared once per database and reused by every call after: for the queries that
 * run on almost every request (the session check, the profile, the refresh rotation).
 */
export function preparedPerDatabase<Statement>(
  prepare: (db: Db) => Statement,
): (db: Db) => Statement {
  const statements = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
