import { readStoredInteger } from '../../../lib/stored-integer';

// The point tier type's id from the last visit, so a fresh load of the history can ask for its first
// page at once, beside the balances, instead of after them (one round trip fewer on a phone). Only a
// guess: the page shows the history only once the balances confirm the id, and asks again if not.
const KEY = 'fan.pointTierTypeId';

/** The id seen last time in this browser, or undefined when none was (or it is garbled). */
export function readPointTierTypeHint(storage: Storage = localStorage): number | undefined {
  return readStoredInteger(KEY, 1, 2 ** 31 - 1, storage) ?? undefined;
}

export function writePointTierTypeHint(id: number, storage: Storage = localStorage) {
  if (readPointTierTypeHint(storage) !== id) storage.setItem(KEY, String(id));
}
