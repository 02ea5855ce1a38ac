// Web Storage that may be blocked: a browser refusing site data throws on any access, even on reading
// `localStorage` itself. Nothing the apps keep there is more than a convenience, so a refusal reads as
// nothing stored and a write that is refused is dropped.

export type StorageArea = 'localStorage' | 'sessionStorage';

export function readStored(area: StorageArea, key: string): string | null {
  try {
    return globalThis[area].getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key` (null removes it); false when the browser refused. */
export function writeStored(area: StorageArea, key: string, value: string | null): boolean {
  try {
    if (value === null) globalThis[area].removeItem(key);
    else globalThis[area].setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
