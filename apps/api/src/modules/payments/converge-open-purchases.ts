import type { Services } from '../../graphql/context';
import { convergePointPurchase } from './converge-point-purchase';
import { openPurchasesOf } from './point-purchases.repository';

/**
 * The client's side of "whichever comes first": when the fan looks at their points, purchases still
 * waiting for 3-D Secure or a konbini payment are read back from Stripe, so a late webhook never
 * leaves a paid purchase uncredited on screen.
 */
export async function convergeOpenPurchases(services: Pick<Services, 'db' | 'stripe'>, listenerId: number) {
  for (const purchase of await openPurchasesOf(services.db, listenerId))
    await convergePointPurchase(services, purchase.stripe_payment_intent_id!);
}
