import { describe, expect, it } from 'vitest';
import { readHomeCardCount, writeHomeCardCount } from './home-card-count';

describe('home card count', () => {
  it('remembers the last count and guesses one card when it knows nothing usable', () => {
    localStorage.clear();
    expect(readHomeCardCount()).toBe(1);
    writeHomeCardCount(0);
    expect(readHomeCardCount()).toBe(0);
    writeHomeCardCount(3);
    expect(readHomeCardCount()).toBe(3);
    localStorage.setItem('fan.homeCardCount', '12');
    expect(readHomeCardCount()).toBe(1);
    localStorage.setItem('fan.homeCardCount', 'x');
    expect(readHomeCardCount()).toBe(1);
  });
});
