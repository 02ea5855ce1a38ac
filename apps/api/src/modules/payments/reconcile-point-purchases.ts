import type { Services } from '../../services';
import { findCustomer } from '../customers/customers.repository';
import { applyIntent, convergePointPurchase } from './converge-point-purchase';
import {
  stalePurchases,
  touchPurchase,
  updatePurchase,
  type PointPurchaseRow,
} from './point-purchases.repository';
import { findIntentByMetadata } from '../../integrations/stripe/find-by-metadata';

/**
 * The reconciler's `purchases` job: purchases left unfinished past the request lease (the API died,
 * Stripe or the database was unreachable, a webhook never came) are brought to Stripe's state:
 * credited once if paid, failed if Stripe never saw them. Returns what it did, for the logs and the
 * report.
 */
export const purchasesJob = { name: 'purchases', run: reconcilePointPurchases } as const;

async function reconcilePointPurchases(services: Pick<Services, 'db' | 'stripe' | 'config'>) {
  const counts = { checked: 0, credited: 0, failed: 0 };
  for (const purchase of await stalePurchases(services.db, services.config.REQUEST_LEASE_SECONDS)) {
    counts.checked++;
    const status = await reconcilePurchase(services, purchase);
    if (status === 'succeeded') counts.credited++;
    if (status === 'failed') counts.failed++;
  }
  return counts;
}

/**
 * One unfinished purchase brought to Stripe's state: by its payment intent, or by the intent found
 * under its id among the customer's; failed when Stripe has none. The job and the fan's points view
 * (convergeOpenPurchases) both use it.
 */
export async function reconcilePurchase(
  services: Pick<Services, 'db' | 'stripe'>,
  purchase: PointPurchaseRow,
) {
  if (purchase.stripe_payment_intent_id) {
    const converged = await convergePointPurchase(services, purchase.stripe_payment_intent_id);
    await touchPurchase(services.db, purchase.id);
    return converged?.intent.status === 'succeeded' ? 'succeeded' : null;
  }
  const customer = (await findCustomer(services.db, purchase.listener_id))?.stripe_customer_id;
  const intent = customer
    ? await findIntentByMetadata(services.stripe, customer, 'point_purchase_id', purchase.id)
    : null;
  if (intent) {
    await applyIntent(services, purchase, intent);
    return intent.status === 'succeeded' ? 'succeeded' : null;
  }
  // The request died before Stripe saw it, and its lease has passed: nothing was charged.
  await updatePurchase(services.db, purchase.id, { status: 'failed', failureCode: 'not_sent' });
  return 'failed';
}
