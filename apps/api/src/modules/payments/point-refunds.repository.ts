import type { Queryable } from '../../db/db';

export interface PointRefund {
  /** Stripe's Refund id: a Refund is recorded once, whoever sees it first. */
  refundId: string;
  yen: number;
  at: Date;
}

/**
 * A Refund of a point purchase (migration 0044): the yen given back on its day, which the dashboard's
 * revenue subtracts. Written once per Refund; the purchase's own row says what the fan sees.
 */
export async function recordPointRefundYen(
  db: Queryable,
  purchase: { id: string; project_id: string; method: 'card' | 'konbini' },
  refund: PointRefund,
) {
  await db.query(
    `INSERT INTO point_refunds (stripe_refund_id, purchase_id, project_id, method, yen, refunded_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (stripe_refund_id) DO NOTHING`,
    [refund.refundId, purchase.id, purchase.project_id, purchase.method, refund.yen, refund.at.toISOString()],
  );
}

/** Yen recorded as refunded per point purchase id: its Refunds summed (the reconcile report's side). */
export async function refundedYenByPurchase(db: Queryable): Promise<Map<string, number>> {
  const rows = await db.query<{ purchase_id: string; yen: number }>(
    'SELECT purchase_id::text, sum(yen)::int AS yen FROM point_refunds GROUP BY purchase_id',
  );
  return new Map(rows.map((r) => [r.purchase_id, r.yen]));
}
