import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, writeStored } from '../src/safe-storage';

describe('safe storage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('reads, writes and removes', () => {
    expect(writeStored('localStorage', 'k', '1')).toBe(true);
    expect(readStored('localStorage', 'k')).toBe('1');
    writeStored('localStorage', 'k', null);
    expect(readStored('localStorage', 'k')).toBeNull();
  });

  it('reads nothing and drops writes when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readStored('sessionStorage', 'k')).toBeNull();
    expect(writeStored('sessionStorage', 'k', 'v')).toBe(false);
  });
});
