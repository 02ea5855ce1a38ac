import type { Services } from '../../services';
import { reconcilePurchase } from './reconcile-point-purchases';
import { convergePointPurchase } from './converge-point-purchase';
import { claimOpenPurchases } from './point-purchases.repository';

/**
 * The client's side of "whichever comes first": when the fan looks at their points, purchases still
 * waiting for 3-D Secure or a konbini payment are read back from Stripe, and one left unfinished by
 * a crash is reconciled, so a late webhook or a dead process never leaves a paid purchase uncredited.
 * At most PER_VIEW of them per view (least recently checked first), so a fan with many open konbini
 * vouchers stays within the request's Stripe call ceiling; the next views read the others. Each is
 * read at most once per PURCHASE_RECHECK_SECONDS, across instances (the claim is a conditional
 * UPDATE of its row): a fan refreshing the points view, or a crowd of tabs, costs Stripe nothing more
 * (decision 029). Webhooks converge at once, without this spacing.
 */
export const PER_VIEW = 5;

export async function convergeOpenPurchases(
  services: Pick<Services, 'db' | 'stripe' | 'config'>,
  listenerId: number,
) {
  const open = await claimOpenPurchases(
    services.db,
    listenerId,
    services.config.REQUEST_LEASE_SECONDS,
    services.config.PURCHASE_RECHECK_SECONDS,
    PER_VIEW,
  );
  for (const purchase of open) {
    if (purchase.status === 'pending') await reconcilePurchase(services, purchase);
    else await convergePointPurchase(services, purchase.stripe_payment_intent_id!);
  }
}
