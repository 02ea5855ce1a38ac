import { describe, expect, it } from 'vitest';
import { unusedBalanceLine } from './unused-balance-view';

describe('unusedBalanceLine', () => {
  it('shows a base date under the threshold without a deposit', () => {
    expect(
      unusedBalanceLine({
        date: '2026-09-30',
        provisional: false,
        points: 1300,
        yen: 1503,
        exceedsThreshold: false,
        depositYen: 0,
        deadline: '2026-11-30',
      }),
    ).toEqual({
      key: '2026-09-30',
      date: '2026/09/30',
      points: '1,300pt',
      yen: '¥1,503',
      threshold: '以下',
      deposit: '—',
      deadline: '2026/11/30まで',
    });
  });
  it('shows the deposit due above the threshold, and marks today as provisional', () => {
    const line = unusedBalanceLine({
      date: '2026-11-27',
      provisional: true,
      points: 25_000_000,
      yen: 25_000_000,
      exceedsThreshold: true,
      depositYen: 12_500_000,
      deadline: null,
    });
    expect(line).toMatchObject({
      key: 'today',
      date: '2026/11/27（本日時点・暫定）',
      yen: '¥25,000,000',
      threshold: '超過',
      deposit: '¥12,500,000',
      deadline: '—',
    });
  });
});
