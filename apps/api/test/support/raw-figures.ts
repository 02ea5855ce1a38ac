// The operators' figures as they were read before the per-day totals (migration 0043): every row of
// the range summed on each request. The reference the totals are held to (dashboard-rollups.test.ts):
// the dashboard and the unused-balance report must answer exactly what these answer.
import type { Queryable } from '../../src/db/db';
import { EVERY_BUCKET, bucketQuery } from '../../src/ops/dashboard/buckets';
import type { UnusedBalanceSum } from '../../src/ops/reports/unused-balance.repository';

type Row = Record<string, unknown>;

const DAY_BIN = (column: string) => `date_bin('1 day', ${column}, timestamptz '2000-01-01 00:00:00+09')`;
const JST_DAY = (column: string) => `(${DAY_BIN(column)} AT TIME ZONE 'Asia/Tokyo')::date`;
const BOUNDS = `(SELECT $2::date::timestamp AT TIME ZONE 'Asia/Tokyo' AS lo,
  ($3::date + 1)::timestamp AT TIME ZONE 'Asia/Tokyo' AS hi) r`;
const REVENUE = ['card_yen', 'konbini_yen', 'refunded_yen', 'points_yen', 'memberships_yen'] as const;
const FAILED = ['point_card', 'point_konbini', 'renewal_card', 'renewal_konbini', 'yen'] as const;
const MOVEMENTS = ['started', 'ended', 'started_by_change', 'ended_by_change'] as const;

export const rawRevenue = bucketQuery<Row>(
  `WITH money AS (
       SELECT e.occurred_at AS at, p.method, 'points' AS source, p.price AS yen
       FROM ${BOUNDS}, point_ledger_entries e
       JOIN point_purchases p ON p.stripe_payment_intent_id = e.reference AND p.project_id = e.project_id
       WHERE e.project_id = $1 AND e.kind = 'purchase' AND e.occurred_at >= r.lo AND e.occurred_at < r.hi
       UNION ALL
       SELECT f.refunded_at, f.method, 'refund', -f.yen
       FROM ${BOUNDS}, point_refunds f
       WHERE f.project_id = $1 AND f.refunded_at >= r.lo AND f.refunded_at < r.hi
       UNION ALL
       SELECT mp.paid_at, COALESCE(mp.method, 'card'), 'memberships', mp.amount
       FROM ${BOUNDS}, membership_payments mp JOIN memberships m ON m.id = mp.membership_id
       WHERE m.project_id = $1 AND mp.paid_at >= r.lo AND mp.paid_at < r.hi
     ), days AS (
       SELECT ${JST_DAY('at')} AS day,
         sum(yen) FILTER (WHERE method = 'card') AS card_yen,
         sum(yen) FILTER (WHERE method = 'konbini') AS konbini_yen,
         -sum(yen) FILTER (WHERE source = 'refund') AS refunded_yen,
         sum(yen) FILTER (WHERE source <> 'memberships') AS points_yen,
         sum(yen) FILTER (WHERE source = 'memberships') AS memberships_yen
       FROM money GROUP BY ${DAY_BIN('at')}
     ), ${EVERY_BUCKET(REVENUE)}`,
);

export const rawFailedPayments = bucketQuery<Row>(
  `WITH failed AS (
       SELECT p.updated_at AS at, p.method, 'point' AS source, p.price AS yen
       FROM ${BOUNDS}, point_purchases p
       WHERE p.project_id = $1 AND p.status = 'failed' AND p.updated_at >= r.lo AND p.updated_at < r.hi
       UNION ALL
       SELECT u.created_at, u.method, 'renewal', u.amount
       FROM ${BOUNDS}, unpaid_renewals u JOIN memberships m ON m.id = u.membership_id
       WHERE m.project_id = $1 AND u.created_at >= r.lo AND u.created_at < r.hi
     ), days AS (
       SELECT ${JST_DAY('at')} AS day,
         count(*) FILTER (WHERE source = 'point' AND method = 'card') AS point_card,
         count(*) FILTER (WHERE source = 'point' AND method = 'konbini') AS point_konbini,
         count(*) FILTER (WHERE source = 'renewal' AND method = 'card') AS renewal_card,
         count(*) FILTER (WHERE source = 'renewal' AND method = 'konbini') AS renewal_konbini,
         sum(yen) AS yen
       FROM failed GROUP BY ${DAY_BIN('at')}
     ), ${EVERY_BUCKET(FAILED)}`,
);

/** Membership events of the range per JST day and tier (the raw side of both membership figures). */
const EVENT_DAYS = `SELECT ${JST_DAY('e.occurred_at')} AS day, e.tier_id,
       count(*) FILTER (WHERE e.kind = 'started') AS started,
       count(*) FILTER (WHERE e.kind = 'ended') AS ended,
       count(*) FILTER (WHERE e.kind = 'started' AND e.cause = 'changed') AS started_by_change,
       count(*) FILTER (WHERE e.kind = 'ended' AND e.cause = 'changed') AS ended_by_change
     FROM ${BOUNDS}, membership_events e
     WHERE e.project_id = $1 AND e.occurred_at >= r.lo AND e.occurred_at < r.hi
     GROUP BY ${DAY_BIN('e.occurred_at')}, e.tier_id`;

export const rawMemberships = bucketQuery<Row>(`WITH days AS (${EVENT_DAYS}), ${EVERY_BUCKET(MOVEMENTS)}`);

export const rawMembershipTiers = (db: Queryable, projectId: string, range: { from: string; to: string }) =>
  db.query<Row>(
    `SELECT g.tier_id, t.title AS tier_title, t.rank AS tier_rank, c.id AS creator_id, c.name AS creator_name,
         g.started, g.ended, g.started_by_change, g.ended_by_change
       FROM (
         SELECT tier_id, sum(started)::int AS started, sum(ended)::int AS ended,
           sum(started_by_change)::int AS started_by_change, sum(ended_by_change)::int AS ended_by_change
         FROM (${EVENT_DAYS}) days GROUP BY tier_id
       ) g
       JOIN subscription_tiers t ON t.id = g.tier_id JOIN contributors c ON c.id = t.contributor_id
       ORDER BY c.sort_order, c.id, t.rank`,
    [projectId, range.from, range.to],
  );

export const rawPoints = bucketQuery<Row>(
  `SELECT to_char(g.bucket, 'YYYY-MM-DD') AS date, g.tier_type_id AS point_type_id, t.unit, t.name,
       g.sold, g.spent, g.refunded, g.granted
     FROM (
       SELECT date_trunc($4, day)::date AS bucket, tier_type_id, COALESCE(sum(sold), 0)::int AS sold,
         COALESCE(sum(spent), 0)::int AS spent, COALESCE(sum(refunded), 0)::int AS refunded,
         COALESCE(sum(granted), 0)::int AS granted
       FROM (
         SELECT ${JST_DAY('e.occurred_at')} AS day, e.tier_type_id,
           sum(e.amount) FILTER (WHERE e.kind = 'purchase') AS sold,
           -sum(e.amount) FILTER (WHERE e.kind = 'spend') AS spent,
           -sum(e.amount) FILTER (WHERE e.kind = 'refund') AS refunded,
           sum(e.amount) FILTER (WHERE e.kind IN ('coupon', 'adjustment')) AS granted
         FROM ${BOUNDS}, point_ledger_entries e
         WHERE e.project_id = $1 AND e.occurred_at >= r.lo AND e.occurred_at < r.hi
         GROUP BY ${DAY_BIN('e.occurred_at')}, e.tier_type_id
       ) days GROUP BY 1, 2
     ) g
     JOIN point_tier_types t ON t.id = g.tier_type_id
     ORDER BY g.bucket, g.tier_type_id`,
);

export async function rawUnusedPaidBalances(
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
