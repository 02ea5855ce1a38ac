// How many cards home showed last time, so the next visit's skeleton reserves that much room and
// the menu below does not move when the cards arrive (a wrong guess costs one shift, once).
const KEY = 'fan.homeCardCount';

export function readHomeCardCount(storage: Storage = localStorage): number {
  const count = Number(storage.getItem(KEY) ?? 1);
  return Number.isInteger(count) && count >= 0 && count <= 3 ? count : 1;
}

export function writeHomeCardCount(count: number, storage: Storage = localStorage) {
  storage.setItem(KEY, String(count));
}
