/**
 * A whole number the app remembers in web storage as a hint for the next visit: read back only when
 * it is one within [min, max], so a missing, garbled or out-of-range value reads as null.
 */
export function readStoredInteger(key: string, min: number, max: number, storage: Storage): number | null {
  const stored = storage.getItem(key);
  const value = Number(stored);
  return stored !== null && Number.isInteger(value) && value >= min && value <= max ? value : null;
}
