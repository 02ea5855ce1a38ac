import { describe, expect, it } from 'vitest';
import { splitSpend } from './split-spend';

describe('splitSpend', () => {
  it('takes free points first', () => {
    expect(splitSpend({ free: 30, paid: 100 }, 20)).toEqual({ free: 20, paid: 0 });
  });
  it('takes the rest from paid points', () => {
    expect(splitSpend({ free: 30, paid: 100 }, 50)).toEqual({ free: 30, paid: 20 });
  });
  it('uses paid points when there are no free ones', () => {
    expect(splitSpend({ free: 0, paid: 10 }, 10)).toEqual({ free: 0, paid: 10 });
  });
  it('refuses a spend larger than both buckets', () => {
    expect(splitSpend({ free: 5, paid: 5 }, 11)).toBeNull();
  });
  it('rejects non-positive or fractional amounts', () => {
    expect(() => splitSpend({ free: 5, paid: 5 }, 0)).toThrow(RangeError);
    expect(() => splitSpend({ free: 5, paid: 5 }, 1.5)).toThrow(RangeError);
  });
});
