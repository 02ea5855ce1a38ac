import { describe, expect, it } from 'vitest';
import { perBucket, sum } from './series';

describe('series', () => {
  it('sums rows per bucket with zeros for the missing ones', () => {
    const rows = [
      { date: '2026-04-01', v: 2 },
      { date: '2026-04-01', v: 3 },
      { date: '2026-04-03', v: 1 },
    ];
    expect(perBucket(['2026-04-01', '2026-04-02', '2026-04-03'], rows, (r) => r.v)).toEqual([5, 0, 1]);
    expect(sum([5, 0, 1])).toBe(6);
  });
});
