import type { Queryable } from '../../db/db';
import { DAYS, EVERY_BUCKET, bucketQuery, type BucketRow } from './buckets';
import type { DashboardRange } from './dashboard-range';

const MOVEMENTS = ['started', 'ended', 'started_by_change', 'ended_by_change'] as const;
export type MembershipMovementRow = BucketRow<(typeof MOVEMENTS)[number]>;

/**
 * Memberships started and ended per bucket, all tiers together, from the membership history
 * (membership_events, migration 0033) as totalled per day and tier (dashboard_membership_days,
 * migration 0043). One row per bucket, zeros included: a year by day is 365 rows, not one per day and
 * tier (membershipsByTier gives the tiers over the whole range).
 */
export const membershipsByBucket = bucketQuery<MembershipMovementRow>(
  `WITH days AS (
       SELECT day, sum(started) AS started, sum(ended) AS ended, sum(started_by_change) AS started_by_change,
         sum(ended_by_change) AS ended_by_change
       FROM dashboard_membership_days WHERE project_id = $1 AND ${DAYS} GROUP BY day
     ), ${EVERY_BUCKET(MOVEMENTS)}`,
);

export interface TierMovementRow extends Record<(typeof MOVEMENTS)[number], number> {
  tier_id: number;
  tier_title: string;
  tier_rank: number;
  creator_id: number;
  creator_name: string;
}

/**
 * Memberships started and ended per tier over the whole range, from the same per-day totals. Only
 * tiers with a movement have a row; in creator order (the catalogue's), then rank.
 */
export const membershipsByTier = (db: Queryable, projectId: string, range: DashboardRange) =>
  db.query<TierMovementRow>(
    `SELECT g.tier_id, t.title AS tier_title, t.rank AS tier_rank, c.id AS creator_id, c.name AS creator_name,
         g.started, g.ended, g.started_by_change, g.ended_by_change
       FROM (
         SELECT tier_id, sum(started)::int AS started, sum(ended)::int AS ended,
           sum(started_by_change)::int AS started_by_change, sum(ended_by_change)::int AS ended_by_change
         FROM dashboard_membership_days
         WHERE project_id = $1 AND ${DAYS}
         GROUP BY tier_id HAVING sum(events) > 0
       ) g
       JOIN subscription_tiers t ON t.id = g.tier_id JOIN contributors c ON c.id = t.contributor_id
       ORDER BY c.sort_order, c.id, t.rank`,
    [projectId, range.from, range.to],
  );

export interface PointFlowRow {
  date: string;
  point_type_id: number;
  unit: string;
  name: string;
  sold: number;
  spent: number;
  refunded: number;
  granted: number;
}

/**
 * Points moved per bucket and point type, from the ledger as totalled per day (dashboard_point_days,
 * migration 0043): sold (purchase entries), spent, refunded (taken back with a refund) and granted
 * (promotion codes and support's adjustments, net). Only buckets and point types with entries have
 * a row.
 */
export const pointsByBucket = bucketQuery<PointFlowRow>(
  `SELECT to_char(g.bucket, 'YYYY-MM-DD') AS date, g.tier_type_id AS point_type_id, t.unit, t.name,
       g.sold, g.spent, g.refunded, g.granted
     FROM (
       SELECT date_trunc($4, day)::date AS bucket, tier_type_id, sum(sold)::int AS sold, sum(spent)::int AS spent,
         sum(refunded)::int AS refunded, sum(granted)::int AS granted
       FROM dashboard_point_days
       WHERE project_id = $1 AND ${DAYS}
       GROUP BY 1, 2 HAVING sum(entries) > 0
     ) g
     JOIN point_tier_types t ON t.id = g.tier_type_id
     ORDER BY g.bucket, g.tier_type_id`,
);
