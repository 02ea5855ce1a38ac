import { readStoredInteger } from '../../../lib/stored-integer';

// How many cards home showed last time, so the next visit's skeleton reserves that much room and
// the menu below does not move when the cards arrive (a wrong guess costs one shift, once).
const KEY = 'fan.homeCardCount';

/** The count home showed last time in this browser, or null when it never did (or it is garbled). */
export function readHomeCardCount(storage: Storage = localStorage): number | null {
  return readStoredInteger(KEY, 0, 3, storage);
}

export function writeHomeCardCount(count: number, storage: Storage = localStorage) {
  storage.setItem(KEY, String(count));
}
