import { DAYS, EVERY_BUCKET, bucketQuery, type BucketRow } from './buckets';

const REVENUE = ['card_yen', 'konbini_yen', 'refunded_yen', 'points_yen', 'memberships_yen'] as const;
export type RevenueRow = BucketRow<(typeof REVENUE)[number]>;

/**
 * Yen taken per bucket, refunds subtracted on the day they were made: point purchases on the day the
 * payment credited the points (the ledger's purchase entry, at its purchase's price and method),
 * each Refund of a point purchase (point_refunds, migration 0044: a partial one too) on its day, and
 * membership payments on the day Stripe marked the invoice paid. A membership payment written
 * without its method (the demo seed) counts as card. Read from the per-day totals (dashboard_money_days, migration 0043: the view
 * dashboard_money_days_raw says the same from the rows), its stripes summed.
 */
export const revenueByBucket = bucketQuery<RevenueRow>(
  `WITH days AS (
       SELECT day, sum(card_yen) AS card_yen, sum(konbini_yen) AS konbini_yen, sum(refunded_yen) AS refunded_yen,
         sum(points_yen) AS points_yen, sum(memberships_yen) AS memberships_yen
       FROM dashboard_money_days WHERE project_id = $1 AND ${DAYS} GROUP BY day
     ), ${EVERY_BUCKET(REVENUE)}`,
);

const FAILED = ['point_card', 'point_konbini', 'renewal_card', 'renewal_konbini', 'yen'] as const;
export type FailedPaymentsRow = BucketRow<(typeof FAILED)[number]>;

/**
 * Payments that did not go through, per bucket: point purchases that failed (card declined, konbini
 * voucher expired; on the day they turned failed) and renewals not paid when due (unpaid_renewals,
 * on the day the row was made: a declined or 3-D Secure card renewal, a konbini renewal invoice).
 * From the per-day totals (dashboard_money_days).
 */
export const failedPaymentsByBucket = bucketQuery<FailedPaymentsRow>(
  `WITH days AS (
       SELECT day, sum(failed_point_card) AS point_card, sum(failed_point_konbini) AS point_konbini,
         sum(failed_renewal_card) AS renewal_card, sum(failed_renewal_konbini) AS renewal_konbini,
         sum(failed_yen) AS yen
       FROM dashboard_money_days WHERE project_id = $1 AND ${DAYS} GROUP BY day
     ), ${EVERY_BUCKET(FAILED)}`,
);
