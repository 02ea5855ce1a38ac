import { describe, expect, it } from 'vitest';
import { readHomeCardCount, writeHomeCardCount } from './home-card-count';

describe('home card count', () => {
  it('remembers the last count, and knows nothing before the first or from a garbled value', () => {
    localStorage.clear();
    expect(readHomeCardCount()).toBeNull();
    writeHomeCardCount(0);
    expect(readHomeCardCount()).toBe(0);
    writeHomeCardCount(3);
    expect(readHomeCardCount()).toBe(3);
    localStorage.setItem('fan.homeCardCount', '12');
    expect(readHomeCardCount()).toBeNull();
    localStorage.setItem('fan.homeCardCount', 'x');
    expect(readHomeCardCount()).toBeNull();
  });
});
