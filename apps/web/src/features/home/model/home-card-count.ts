// How many cards home showed last time, so the next visit's skeleton reserves that much room and
// the menu below does not move when the cards arrive (a wrong guess costs one shift, once).
const KEY = 'fan.homeCardCount';

/** The count home showed last time in this browser, or null when it never did (or it is garbled). */
export function readHomeCardCount(storage: Storage = localStorage): number | null {
  const stored = storage.getItem(KEY);
  const count = Number(stored);
  return stored !== null && Number.isInteger(count) && count >= 0 && count <= 3 ? count : null;
}

export function writeHomeCardCount(count: number, storage: Storage = localStorage) {
  storage.setItem(KEY, String(count));
}
