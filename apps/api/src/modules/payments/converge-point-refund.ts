import type { Services } from '../../services';
import { lockBalance } from '../../ledger/ledger.repository';
import { logger } from '../../lib/logger';
import { convergePointPurchase } from './converge-point-purchase';
import { lockPurchaseByIntent, markPurchasePartlyRefunded } from './point-purchases.repository';
import { recordChargeRefunds } from './record-charge-refunds';
import { recordPointRefund } from './record-point-refund';

/**
 * A point purchase refunded outside the operators' tool (Stripe's Dashboard, `charge.refunded`):
 * the points go back the same way the tool takes them, once. The tool's own refunds land here too
 * and change nothing (the purchase already names its Refund; the ledger key is the same).
 *
 * - A full refund takes the purchase's points back from the paid balance, at most what it holds: if
 *   the fan spent them, the rest cannot be taken and the reconcile report shows the purchase for
 *   support (docs/decisions/016).
 * - A partial refund takes nothing back automatically (how many points ¥N is worth is a support
 *   decision); it is logged with the purchase id for support.
 * Either way each of the charge's Refunds is recorded with its yen and Stripe's time (the dashboard's
 * revenue gives a partial refund back on its own day).
 */
export async function convergePointRefund(
  services: Pick<Services, 'db' | 'stripe' | 'now'>,
  chargeId: string,
) {
  const charge = await services.stripe.charges.retrieve(chargeId);
  const intentId =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!intentId || charge.amount_refunded === 0) return;
  // The credit first: a refund read before the purchase converged would otherwise find nothing to take.
  if (!(await convergePointPurchase(services, intentId))) return; // not a point purchase

  await services.db.transaction(async (tx) => {
    const purchase = await lockPurchaseByIntent(tx, intentId);
    if (!purchase || purchase.stripe_refund_id) return;
    const refunds = await recordChargeRefunds(tx, services.stripe, purchase, charge.id);
    if (!charge.refunded) {
      await markPurchasePartlyRefunded(tx, purchase.id, charge.amount_refunded);
      logger.warn(
        { purchaseId: purchase.id, chargeId, refundedYen: charge.amount_refunded, priceYen: charge.amount },
        'point purchase partly refunded outside the operators tool: no points taken back, support decides',
      );
      return;
    }
    const refund = refunds[0];
    if (!refund) throw new Error(`charge ${charge.id} is refunded but lists no refund`);
    // Stripe's time has whole seconds, so it can fall before the purchase's credit of the same second;
    // the points are taken back now, after the credit, and the history must show them in that order.
    const at = services.now();
    const key = {
      projectId: purchase.project_id,
      listenerId: purchase.listener_id,
      tierTypeId: purchase.tier_type_id,
    };
    // Never below zero: what was spent stays spent (the reconcile report flags the shortfall).
    const taken = Math.min((await lockBalance(tx, key)).paid, purchase.amount);
    await recordPointRefund(tx, purchase, {
      intentId,
      refundId: refund.id,
      yen: refund.amount,
      at,
      points: taken,
    });
    if (taken < purchase.amount)
      logger.warn(
        { purchaseId: purchase.id, refundId: refund.id, takenPoints: taken, boughtPoints: purchase.amount },
        'point purchase refunded outside the operators tool after its points were spent',
      );
  });
}
