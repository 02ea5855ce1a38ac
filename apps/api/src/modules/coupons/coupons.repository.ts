import type { Queryable } from '../../db/db';

export interface CouponRow {
  id: number;
  tier_type_id: number;
  name: string;
  amount: number;
  coupon_type: string;
}

// Key space of pg_advisory_xact_lock(int, int) used to serialise one listener's code attempts.
const ATTEMPTS_LOCK = 727002;

/** Serialises a listener's attempts (across API instances) so the rate limit holds under bursts. */
export async function lockAttempts(tx: Queryable, listenerId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [ATTEMPTS_LOCK, listenerId]);
}

export async function countFailuresSince(tx: Queryable, listenerId: number, since: Date): Promise<number> {
  const rows = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM coupon_attempts WHERE listener_id = $1 AND NOT success AND attempted_at > $2`,
    [listenerId, since.toISOString()],
  );
  return rows[0]?.n ?? 0;
}

export async function recordAttempt(tx: Queryable, listenerId: number, at: Date, success: boolean) {
  await tx.query('INSERT INTO coupon_attempts (listener_id, attempted_at, success) VALUES ($1, $2, $3)', [
    listenerId,
    at.toISOString(),
    success,
  ]);
}

/** A code of the project, valid at `now`, of a kind of point not archived; matched case-insensitively. */
export async function findValidCoupon(
  tx: Queryable,
  projectId: string,
  code: string,
  now: Date,
): Promise<CouponRow | null> {
  const rows = await tx.query<CouponRow>(
    `SELECT c.id, c.tier_type_id, c.name, c.amount, t.coupon_type
     FROM coupons c JOIN point_tier_types t ON t.id = c.tier_type_id
     WHERE c.project_id = $1 AND upper(c.code) = upper($2) AND c.valid_from <= $3 AND c.valid_until >= $3
       AND t.archived_at IS NULL`,
    [projectId, code, now.toISOString()],
  );
  return rows[0] ?? null;
}

/** false when the listener had already redeemed the coupon (waits for a concurrent one to finish). */
export async function insertRedemption(tx: Queryable, couponId: number, listenerId: number, at: Date) {
  const rows = await tx.query(
    `INSERT INTO coupon_redemptions (coupon_id, listener_id, redeemed_at) VALUES ($1, $2, $3)
     ON CONFLICT (coupon_id, listener_id) DO NOTHING RETURNING coupon_id`,
    [couponId, listenerId, at.toISOString()],
  );
  return rows.length === 1;
}

/** Takes one of the coupon's redemptions; false when none is left. The row lock orders concurrent claims. */
export async function claimRedemption(tx: Queryable, couponId: number): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE coupons SET redeemed_count = redeemed_count + 1
     WHERE id = $1 AND redeemed_count < max_redemptions RETURNING id`,
    [couponId],
  );
  return rows.length === 1;
}
