import type { Queryable } from '../../db/db';

export interface UnusedBalanceSum {
  /** Paid points held at the cutoff, all point types. */
  points: number;
  /** Those points in yen, each point type's at its average price paid up to the cutoff. */
  yen: number;
}

/**
 * The project's unused paid points at each cutoff (ascending), in one range scan of its paid-bucket
 * entries (point_ledger_entries_paid_time_idx): entries are grouped by point type and by the
 * cutoffs they precede (width_bucket), then summed per cutoff. Free points (codes, support grants)
 * never enter: they were not paid for. The ledger keeps a balance, not lots (splitSpend takes from
 * the paid bucket as a whole), so a point type's remaining points are valued at its average yen per
 * point bought up to the cutoff (decision 046).
 */
export async function unusedPaidBalances(
  db: Queryable,
  projectId: string,
  cutoffs: Date[],
): Promise<UnusedBalanceSum[]> {
  const rows = await db.query<{ k: number; points: number; yen: number }>(
    `WITH cuts AS (SELECT k::int AS k FROM unnest($2::timestamptz[]) WITH ORDINALITY AS u(c, k)),
     moves AS (
       SELECT tier_type_id, width_bucket(occurred_at, $2::timestamptz[]) AS b, sum(amount)::bigint AS points,
         COALESCE(sum(amount) FILTER (WHERE kind = 'purchase'), 0)::bigint AS bought,
         COALESCE(sum(price) FILTER (WHERE kind = 'purchase'), 0)::bigint AS paid_yen
       FROM point_ledger_entries
       WHERE project_id = $1 AND balance = 'paid' AND occurred_at < $3
       GROUP BY 1, 2),
     per_type AS (
       SELECT cuts.k, sum(points) AS points, sum(bought) AS bought, sum(paid_yen) AS paid_yen
       FROM cuts JOIN moves ON moves.b < cuts.k GROUP BY cuts.k, moves.tier_type_id)
     SELECT cuts.k, COALESCE(sum(p.points), 0)::float8 AS points,
       COALESCE(sum(round(p.points::numeric * p.paid_yen / NULLIF(p.bought, 0))), 0)::float8 AS yen
     FROM cuts LEFT JOIN per_type p ON p.k = cuts.k GROUP BY cuts.k ORDER BY cuts.k`,
    [projectId, cutoffs.map((c) => c.toISOString()), cutoffs.at(-1)!.toISOString()],
  );
  return rows.map((r) => ({ points: Number(r.points), yen: Number(r.yen) }));
}
