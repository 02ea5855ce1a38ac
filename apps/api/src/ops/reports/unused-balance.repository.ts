import type { Queryable } from '../../db/db';

export interface UnusedBalanceSum {
  /** Paid points held at the cutoff, all point types. */
  points: number;
  /** Those points in yen, each point type's at its average price paid up to the cutoff. */
  yen: number;
}

/**
 * The project's unused paid points at each cutoff (ascending). Each cutoff's sum is its whole JST days
 * before it from the per-day totals of the paid bucket (dashboard_point_days, migration 0041: one
 * index range of the project's days, grouped by point type and by the cutoffs they precede with
 * width_bucket), plus the entries of its own JST day up to it (point_ledger_entries_paid_time_idx;
 * none for a base date, whose cutoff is a day's end; today's for now). Free points (codes, support
 * grants) never enter: they were not paid for. The ledger keeps a balance, not lots (splitSpend takes
 * from the paid bucket as a whole), so a point type's remaining points are valued at its average yen
 * per point bought up to the cutoff (decision 046).
 */
export async function unusedPaidBalances(
  db: Queryable,
  projectId: string,
  cutoffs: Date[],
): Promise<UnusedBalanceSum[]> {
  const rows = await db.query<{ k: number; points: number; yen: number }>(
    `WITH cuts AS (
       SELECT k::int AS k, c, date_bin('1 day', c, timestamptz '2000-01-01 00:00:00+09') AS day_start
       FROM unnest($2::timestamptz[]) WITH ORDINALITY AS u(c, k)),
     days AS (SELECT array_agg((day_start AT TIME ZONE 'Asia/Tokyo')::date ORDER BY k) AS d FROM cuts),
     whole AS (
       SELECT r.tier_type_id, width_bucket(r.day, days.d) AS b, sum(r.paid_points) AS points,
         sum(r.paid_bought) AS bought, sum(r.paid_yen) AS paid_yen
       FROM days, dashboard_point_days r
       WHERE r.project_id = $1 AND r.day < days.d[array_upper(days.d, 1)]
       GROUP BY 1, 2),
     moves AS (
       SELECT cuts.k, w.tier_type_id, w.points, w.bought, w.paid_yen FROM cuts JOIN whole w ON w.b < cuts.k
       UNION ALL
       SELECT cuts.k, e.tier_type_id, e.amount, CASE WHEN e.kind = 'purchase' THEN e.amount ELSE 0 END,
         CASE WHEN e.kind = 'purchase' THEN COALESCE(e.price, 0) ELSE 0 END
       FROM cuts JOIN point_ledger_entries e ON e.project_id = $1 AND e.balance = 'paid'
         AND e.occurred_at >= cuts.day_start AND e.occurred_at < cuts.c),
     per_type AS (
       SELECT k, sum(points) AS points, sum(bought) AS bought, sum(paid_yen) AS paid_yen
       FROM moves GROUP BY k, tier_type_id)
     SELECT cuts.k, COALESCE(sum(p.points), 0)::float8 AS points,
       COALESCE(sum(round(p.points::numeric * p.paid_yen / NULLIF(p.bought, 0))), 0)::float8 AS yen
     FROM cuts LEFT JOIN per_type p ON p.k = cuts.k GROUP BY cuts.k ORDER BY cuts.k`,
    [projectId, cutoffs.map((c) => c.toISOString())],
  );
  return rows.map((r) => ({ points: Number(r.points), yen: Number(r.yen) }));
}
