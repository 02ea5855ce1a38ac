// The point tier type's id from the last visit, so a fresh load of the history can ask for its first
// page at once, beside the balances, instead of after them (one round trip fewer on a phone). Only a
// guess: the page shows the history only once the balances confirm the id, and asks again if not.
const KEY = 'fan.pointTierTypeId';

/** The id seen last time in this browser, or undefined when none was (or it is garbled). */
export function readPointTierTypeHint(storage: Storage = localStorage): number | undefined {
  const stored = storage.getItem(KEY);
  const id = Number(stored);
  return stored !== null && Number.isInteger(id) && id > 0 && id <= 2 ** 31 - 1 ? id : undefined;
}

export function writePointTierTypeHint(id: number, storage: Storage = localStorage) {
  if (readPointTierTypeHint(storage) !== id) storage.setItem(KEY, String(id));
}
