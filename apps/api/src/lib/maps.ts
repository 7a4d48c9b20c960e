/** The first of `rows` under each key, as `rows.find` by that key would give it, in one pass. */
export function firstBy<T, K>(rows: T[], keyOf: (row: T) => K): Map<K, T> {
  const first = new Map<K, T>();
  for (const row of rows) if (!first.has(keyOf(row))) first.set(keyOf(row), row);
  return first;
}

/** The value under `key`, made and kept when missing. */
export function kept<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}
