import type { Queryable } from '../../db/db';
import { postEntries, type PostResult } from '../../ledger/post-entries';
import { markPurchaseRefunded } from './point-purchases.repository';
import { recordPointRefundYen, type PointRefund } from './point-refunds.repository';

export interface RefundedPurchase {
  id: string;
  project_id: string;
  listener_id: number;
  tier_type_id: number;
  method: 'card' | 'konbini';
  amount: number;
  price: number;
}

/**
 * What every refund of a point purchase writes, whoever refunded it (the operators' tool or Stripe's
 * Dashboard): a `refund` entry taking `points` back from the paid bucket, keyed by the payment intent
 * so it is posted once, the purchase marked with its Refund, and the Refund's yen on its day (the
 * dashboard's revenue). `points` 0 (all spent) posts no entry.
 */
export async function recordPointRefund(
  tx: Queryable,
  purchase: RefundedPurchase,
  refund: PointRefund & { intentId: string; points: number },
): Promise<PostResult | null> {
  const posted =
    refund.points > 0
      ? await postEntries(tx, {
          projectId: purchase.project_id,
          listenerId: purchase.listener_id,
          tierTypeId: purchase.tier_type_id,
          kind: 'refund',
          name: `${purchase.amount.toLocaleString('ja-JP')}pt購入の返金`,
          price: purchase.price,
          reference: refund.intentId,
          occurredAt: refund.at,
          operationKey: `refund:${refund.intentId}`,
          plan: () => [{ bucket: 'paid', amount: -refund.points }],
        })
      : null;
  await markPurchaseRefunded(tx, purchase.id, refund.refundId, refund.at);
  await recordPointRefundYen(tx, purchase, refund);
  return posted;
}
