import type Stripe from 'stripe';
import type { Queryable } from '../../db/db';
import { recordPointRefundYen } from './point-refunds.repository';

/**
 * Every Refund of a point purchase's charge that gave money back, each recorded once with Stripe's
 * time (point_refunds: the dashboard's revenue and the reconcile report's `refund-yen` read them),
 * whoever made it: pending ones count, as in the charge's `amount_refunded`; failed and canceled ones
 * gave nothing back (https://docs.stripe.com/api/refunds/object#refund_object-status). Returned
 * newest first, as Stripe lists them.
 */
export async function recordChargeRefunds(
  tx: Queryable,
  stripe: Stripe,
  purchase: { id: string; project_id: string; method: 'card' | 'konbini' },
  chargeId: string,
): Promise<Stripe.Refund[]> {
  const refunds: Stripe.Refund[] = [];
  for await (const refund of stripe.refunds.list({ charge: chargeId, limit: 100 }))
    if (refund.status !== 'failed' && refund.status !== 'canceled') refunds.push(refund);
  for (const r of refunds)
    await recordPointRefundYen(tx, purchase, {
      refundId: r.id,
      yen: r.amount,
      at: new Date(r.created * 1000),
    });
  return refunds;
}
