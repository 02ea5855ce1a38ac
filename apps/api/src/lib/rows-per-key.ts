/**
 * For a DataLoader batch: the rows of each key asked for, in the order of the keys and each in the
 * rows' own order (an empty list for a key no row has). One pass over the rows.
 */
export function rowsPerKey<K, R>(keys: readonly K[], rows: readonly R[], keyOf: (row: R) => K): R[][] {
  const groups = new Map<K, R[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key)!);
}
