import type { Queryable } from '../../db/db';
import { keysetList } from '../../db/keyset';

export interface OpsCouponRow {
  id: number;
  tier_type_id: number;
  code: string;
  name: string;
  amount: number;
  valid_from: Date;
  valid_until: Date;
  max_redemptions: number;
  redeemed_count: number;
  created_at: Date;
}

const COUPON =
  'id, tier_type_id, code, name, amount, valid_from, valid_until, max_redemptions, redeemed_count, created_at';

// The project's codes, newest first (id descending), whole or a page at a time (after an id when given).
const couponList = keysetList<OpsCouponRow>(
  `SELECT ${COUPON} FROM coupons WHERE project_id = $1`,
  [['id', 'int']],
  true,
);
export const listCoupons = couponList.all;
export const couponsPage = couponList.page;

export async function findCoupon(db: Queryable, projectId: string, id: number, lock = false) {
  const rows = await db.query<OpsCouponRow>(
    `SELECT ${COUPON} FROM coupons WHERE project_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [projectId, id],
  );
  return rows[0] ?? null;
}

export async function insertCoupon(
  db: Queryable,
  c: {
    projectId: string;
    typeId: number;
    code: string;
    name: string;
    amount: number;
    validFrom: Date;
    validUntil: Date;
    maxRedemptions: number;
  },
) {
  const rows = await db.query<OpsCouponRow>(
    `INSERT INTO coupons (project_id, tier_type_id, code, name, amount, valid_from, valid_until, max_redemptions)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COUPON}`,
    [
      c.projectId,
      c.typeId,
      c.code,
      c.name,
      c.amount,
      c.validFrom.toISOString(),
      c.validUntil.toISOString(),
      c.maxRedemptions,
    ],
  );
  return rows[0]!;
}

/** Ends the code's window now (never later than it was); redemptions made stay. */
export async function endCoupon(db: Queryable, id: number, at: Date) {
  const rows = await db.query<OpsCouponRow>(
    `UPDATE coupons SET valid_until = LEAST(valid_until, $2::timestamptz),
       valid_from = LEAST(valid_from, $2::timestamptz) WHERE id = $1 RETURNING ${COUPON}`,
    [id, at.toISOString()],
  );
  return rows[0]!;
}
