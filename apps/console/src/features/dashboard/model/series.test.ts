import { describe, expect, it } from 'vitest';
import { membershipsByTier, perBucket, sum } from './series';

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
  it('totals memberships per tier', () => {
    const row = { creator: 'ユキ', tier: 'ライト', tierId: 3, tierRank: 1 };
    expect(
      membershipsByTier([
        { ...row, date: '2026-04-01', started: 2, ended: 1 },
        { ...row, date: '2026-04-02', started: 1, ended: 0 },
      ]),
    ).toEqual([{ tierId: 3, creator: 'ユキ', tier: 'ライト', tierRank: 1, started: 3, ended: 1, net: 2 }]);
  });
});
