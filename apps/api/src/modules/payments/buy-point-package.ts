import type Stripe from 'stripe';
import type { Services } from '../../services';
import type { ListenerRow } from '../listeners/listeners.repository';
import type { PointPackagePriceRow } from '../catalog/point-packages.repository';
import { ensureStripeCustomer } from '../customers/ensure-stripe-customer';
import { runOnce } from '../requests/run-once';
import { chargePointPurchase, PurchaseQueued } from './charge-point-purchase';
import { startPointPurchase } from './start-point-purchase';
import type { ManagePaymentResult } from './manage-payment-result';

/** A method's part of the payment intent: how Stripe collects (beside the price, customer and our ids). */
export type Collect = Omit<
  Stripe.PaymentIntentCreateParams,
  'amount' | 'currency' | 'customer' | 'description' | 'metadata'
>;

/** What the browser is told of the purchase's intent. */
export type PaymentAnswer = (intent: Stripe.PaymentIntent) => ManagePaymentResult;

export interface PointOrder {
  /** runOnce's operation: managePaymentV2 and the payment type. */
  operation: string;
  prices: readonly string[];
  key: string | null;
  price: PointPackagePriceRow;
  method: 'card' | 'konbini';
}

/**
 * A point package bought once per confirm tap (runOnce; a keyless repeat is the same tap): the
 * purchase recorded before Stripe, then charged our catalogue's price on the listener's customer,
 * the purchase's ids in the intent's metadata (the reconciler finds an intent by them). The method
 * gives how Stripe collects (`collect`: the saved card, a konbini voucher) and what the browser is
 * told of the intent (`answer`).
 */
export async function buyPointPackage(
  services: Services,
  listener: ListenerRow,
  order: PointOrder,
  collect: Collect,
  answer: PaymentAnswer,
): Promise<ManagePaymentResult> {
  const { price, method } = order;
  const { customerId } = await ensureStripeCustomer(services, listener);
  const intent = { operation: order.operation, args: order.prices, key: order.key, keylessRepeats: true };
  return runOnce(services, listener, intent, async (request) => {
    const purchase = await startPointPurchase(services, listener, request, price, method);
    const params = {
      amount: price.price,
      currency: 'jpy',
      customer: customerId,
      ...collect,
      description: `${price.amount.toLocaleString('ja-JP')}pt`,
      metadata: {
        point_purchase_id: purchase.id,
        listener_id: String(listener.id),
        project_id: listener.project_id,
      },
    };
    // A card purchase waits in line when Stripe is busy; a konbini voucher is needed at once (the
    // tab waits for it), so it answers SERVICE_UNAVAILABLE then, as before.
    const queueWhenBusy = method === 'card';
    try {
      return answer(await chargePointPurchase(services, purchase, params, queueWhenBusy));
    } catch (error) {
      if (error instanceof PurchaseQueued) return QUEUED;
      throw error;
    }
  });
}

/** What the fan is answered for a queued purchase (the web app shows that it is in line). */
export const QUEUED: ManagePaymentResult = {
  status: 'queued',
  threeDSecureClientSecret: null,
  konbiniPaymentUrl: null,
};
