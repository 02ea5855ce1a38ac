import type { OpsContext } from '../ops-context';
import { lastBaseDates } from './base-dates';
import { unusedPaidBalances } from './unused-balance.repository';

/** 基準額 (資金決済法 14条, 施行令 6条): above it on a base date, a deposit is due. */
export const THRESHOLD_YEN = 10_000_000;
/** The base dates the console shows, besides today's provisional figure. */
const BASE_DATES = 4;

export interface UnusedBalanceFigure {
  /** The base date (YYYY-MM-DD, JST), or today's JST date for the provisional figure. */
  date: string;
  provisional: boolean;
  asOf: Date;
  points: number;
  yen: number;
  exceedsThreshold: boolean;
  /** 発行保証金: half of the balance (rounded up) when it exceeds the threshold, else 0. */
  depositYen: number;
  /** The filing (and deposit) deadline; null for the provisional figure. */
  deadline: string | null;
}

/** The project's unused paid balance at its last base dates and now (decision 046). */
export async function unusedBalanceReport(ctx: OpsContext): Promise<UnusedBalanceFigure[]> {
  const now = ctx.now();
  const dates = lastBaseDates(now, BASE_DATES);
  const sums = await unusedPaidBalances(ctx.db, ctx.projectId, [...dates.map((d) => d.cutoff), now]);
  const today = new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
  const rows = [
    ...dates.map((d) => ({ date: d.date, provisional: false, asOf: d.cutoff, deadline: d.deadline })),
    { date: today, provisional: true, asOf: now, deadline: null },
  ];
  return rows.map((row, i) => {
    const { points, yen } = sums[i]!;
    const exceedsThreshold = yen > THRESHOLD_YEN;
    return { ...row, points, yen, exceedsThreshold, depositYen: exceedsThreshold ? Math.ceil(yen / 2) : 0 };
  });
}
