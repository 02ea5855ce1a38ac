import { startOfJapanDay } from '@fan/shared';
import type { Queryable } from '../../db/db';

export interface UnusedBalanceSum {
  /** Paid points held at the cutoff, all point types. */
  points: number;
  /** Those points in yen, each point type's at its average price paid up to the cutoff. */
  yen: number;
}

const JST_MS = 9 * 3_600_000;

/**
 * The project's unused paid points at each cutoff (ascending). Each cutoff's sum is its whole JST days
 * before it from the per-day totals of the paid bucket (dashboard_point_days, migration 0043: one
 * index range of the project's days, grouped by point type and by the cutoffs they precede with
 * width_bucket), plus, for a cutoff inside a day (now; a base date's cutoff is a day's end), the
 * entries of that day up to it (point_ledger_entries_paid_time_idx). The bounds are constants of the
 * statement, so the planner sees how few rows a day holds. Free points (codes, support grants) never
 * enter: they were not paid for. The ledger keeps a balance, not lots (splitSpend takes from the paid
 * bucket as a whole), so a point type's remaining points are valued at its average yen per point
 * bought up to the cutoff (decision 046).
 */
export async function unusedPaidBalances(
  db: Queryable,
  projectId: string,
  cutoffs: Date[],
): Promise<UnusedBalanceSum[]> {
  const days = cutoffs.map((c) => new Date(startOfJapanDay(c).getTime() + JST_MS).toISOString().slice(0, 10));
  const params: unknown[] = [projectId, cutoffs.length, days, days.at(-1)];
  const partDays = cutoffs.flatMap((c, i) => {
    const from = startOfJapanDay(c);
    if (from.getTime() === c.getTime()) return [];
    params.push(from.toISOString(), c.toISOString());
    const n = params.length;
    return [
      `SELECT ${i + 1} AS k, tier_type_id, amount AS points,
         CASE WHEN kind = 'purchase' THEN amount ELSE 0 END AS bought,
         CASE WHEN kind = 'purchase' THEN COALESCE(price, 0) ELSE 0 END AS paid_yen
       FROM point_ledger_entries
       WHERE project_id = $1 AND balance = 'paid' AND occurred_at >= $${n - 1}::timestamptz
         AND occurred_at < $${n}::timestamptz`,
    ];
  });
  const rows = await db.query<{ k: number; points: number; yen: number }>(
    `WITH cuts AS (SELECT generate_series(1, $2::int) AS k),
     whole AS (
       SELECT tier_type_id, width_bucket(day, $3::date[]) AS b, sum(paid_points) AS points,
         sum(paid_bought) AS bought, sum(paid_yen) AS paid_yen
       FROM dashboard_point_days WHERE project_id = $1 AND day < $4::date
       GROUP BY 1, 2),
     moves AS (
       SELECT cuts.k, w.tier_type_id, w.points, w.bought, w.paid_yen FROM cuts JOIN whole w ON w.b < cuts.k
       ${partDays.map((sql) => `UNION ALL ${sql}`).join('\n')}),
     per_type AS (
       SELECT k, sum(points) AS points, sum(bought) AS bought, sum(paid_yen) AS paid_yen
       FROM moves GROUP BY k, tier_type_id)
     SELECT cuts.k, COALESCE(sum(p.points), 0)::float8 AS points,
       COALESCE(sum(round(p.points::numeric * p.paid_yen / NULLIF(p.bought, 0))), 0)::float8 AS yen
     FROM cuts LEFT JOIN per_type p ON p.k = cuts.k GROUP BY cuts.k ORDER BY cuts.k`,
    params,
  );
  return rows.map((r) => ({ points: Number(r.points), yen: Number(r.yen) }));
}
