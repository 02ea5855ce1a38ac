import { describe, expect, it } from 'vitest';
import { dashboardView } from './dashboard-view';

const day = (date: string) => ({
  date,
  totalYen: 1000,
  cardYen: 800,
  konbiniYen: 200,
  pointsYen: 600,
  membershipsYen: 400,
  refundedYen: 0,
});
const failed = (date: string) => ({
  date,
  pointPurchasesCard: 1,
  pointPurchasesKonbini: 2,
  renewalsCard: 3,
  renewalsKonbini: 4,
  yen: 500,
});

describe('dashboardView', () => {
  it('sums the range into figures and keeps one chart value per bucket', () => {
    const dates = ['2026-04-01', '2026-04-02'];
    const { figures, charts } = dashboardView(
      {
        revenue: dates.map(day),
        failedPayments: dates.map(failed),
        memberships: dates.map((date, i) => ({ date, started: 3 + i, ended: 1 })),
        points: [],
      } as unknown as Parameters<typeof dashboardView>[0],
      dates,
    );
    expect(figures[0]).toEqual({
      label: '売上（返金差し引き後）',
      value: '¥2,000',
      note: 'カード ¥1,600・コンビニ ¥400',
    });
    expect(figures[3]).toEqual({ label: 'メンバーシップ開始', value: '7件', note: '終了 2件' });
    expect(charts[1]?.series.map((s) => s.values)).toEqual([
      [3, 4],
      [1, 1],
    ]);
    expect(figures[5]).toEqual({ label: '失敗した支払い', value: '20件', note: '¥1,000' });
    expect(charts.map((c) => c.title)).toEqual([
      '売上（円）',
      'メンバーシップの開始と終了（件）',
      'ポイントの販売と利用（pt）',
      '失敗した支払い（件）',
    ]);
    expect(charts[3]?.series.map((s) => s.values)).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
  });
});
