import { BOUNDS, JST_DAY, DAY_BIN, EVERY_BUCKET, bucketQuery, type BucketRow } from './buckets';

const REVENUE = ['card_yen', 'konbini_yen', 'refunded_yen', 'points_yen', 'memberships_yen'] as const;
export type RevenueRow = BucketRow<(typeof REVENUE)[number]>;

/**
 * Yen taken per bucket, refunds subtracted on the day they were made: point purchases on the day the
 * payment credited the points (the ledger's purchase entry, joined to its purchase for the price and
 * method), refunds of point purchases (the whole payment) on their refund day, and membership
 * payments on the day Stripe marked the invoice paid. A membership payment written without its
 * method (the demo seed) counts as card.
 */
export const revenueByBucket = bucketQuery<RevenueRow>(
  `WITH money AS (
       SELECT e.occurred_at AS at, p.method, 'points' AS source, p.price AS yen
       FROM ${BOUNDS}, point_ledger_entries e
       JOIN point_purchases p ON p.stripe_payment_intent_id = e.reference AND p.project_id = e.project_id
       WHERE e.project_id = $1 AND e.kind = 'purchase' AND e.occurred_at >= r.lo AND e.occurred_at < r.hi
       UNION ALL
       SELECT p.refunded_at, p.method, 'refund', -p.price
       FROM ${BOUNDS}, point_purchases p
       WHERE p.project_id = $1 AND p.refunded_at >= r.lo AND p.refunded_at < r.hi
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

const FAILED = ['point_card', 'point_konbini', 'renewal_card', 'renewal_konbini', 'yen'] as const;
export type FailedPaymentsRow = BucketRow<(typeof FAILED)[number]>;

/**
 * Payments that did not go through, per bucket: point purchases that failed (card declined, konbini
 * voucher expired; on the day they turned failed) and renewals not paid when due (unpaid_renewals,
 * on the day the row was made: a declined or 3-D Secure card renewal, a konbini renewal invoice).
 */
export const failedPaymentsByBucket = bucketQuery<FailedPaymentsRow>(
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
