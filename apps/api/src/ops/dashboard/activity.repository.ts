import { DAYS, bucketQuery } from './buckets';

export interface MembershipMovementRow {
  date: string;
  tier_id: number;
  tier_title: string;
  tier_rank: number;
  creator_id: number;
  creator_name: string;
  started: number;
  ended: number;
  started_by_change: number;
  ended_by_change: number;
}

/**
 * Memberships started and ended per bucket and tier, from the membership history (membership_events,
 * migration 0033) as totalled per day (dashboard_membership_days, migration 0041). Only buckets and
 * tiers with a movement have a row; in creator and tier order.
 */
export const membershipsByBucket = bucketQuery<MembershipMovementRow>(
  `SELECT to_char(g.bucket, 'YYYY-MM-DD') AS date, g.tier_id, t.title AS tier_title, t.rank AS tier_rank,
       c.id AS creator_id, c.name AS creator_name, g.started, g.ended, g.started_by_change, g.ended_by_change
     FROM (
       SELECT date_trunc($4, day)::date AS bucket, tier_id, sum(started)::int AS started, sum(ended)::int AS ended,
         sum(started_by_change)::int AS started_by_change, sum(ended_by_change)::int AS ended_by_change
       FROM dashboard_membership_days
       WHERE project_id = $1 AND ${DAYS}
       GROUP BY 1, 2 HAVING sum(events) > 0
     ) g
     JOIN subscription_tiers t ON t.id = g.tier_id JOIN contributors c ON c.id = t.contributor_id
     ORDER BY g.bucket, c.sort_order, c.id, t.rank`,
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
 * migration 0041): sold (purchase entries), spent, refunded (taken back with a refund) and granted
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
