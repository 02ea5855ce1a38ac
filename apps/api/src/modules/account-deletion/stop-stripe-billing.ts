import type { Services } from '../../services';
import { findCustomer } from '../customers/customers.repository';
import { cancelSubscription } from '../memberships/stripe/cancel-subscription';
import { voidUnlessPaid } from '../memberships/stripe/void-unless-paid';
import { convergeMembership } from '../memberships/paid/converge-membership';

type StripeServices = Pick<Services, 'db' | 'stripe' | 'config'>;

/**
 * Everything the fan could still be charged for, stopped on Stripe: each web subscription (current
 * or a registration awaiting payment) canceled at once without proration (no refund for the current
 * period) and its open invoices voided, so no konbini voucher or retried renewal takes money later;
 * open point purchases canceled; every payment method detached; then the customer deleted, which
 * removes its e-mail and name from Stripe while its invoices, charges and refunds stay (decision 050).
 * Each step is safe to run again after a crash.
 */
export async function stopStripeBilling(services: StripeServices, listenerId: number) {
  const { stripe, db } = services;
  const subscriptions = await db.query<{ id: string }>(
    `SELECT DISTINCT s.id FROM memberships m,
       LATERAL unnest(ARRAY[m.stripe_subscription_id, m.pending_stripe_subscription_id]) AS s(id)
      WHERE m.listener_id = $1 AND m.platform = 'web' AND s.id IS NOT NULL`,
    [listenerId],
  );
  for (const { id } of subscriptions) {
    await cancelSubscription(stripe, id);
    for await (const invoice of stripe.invoices.list({ subscription: id, status: 'open', limit: 100 }))
      await voidUnlessPaid(stripe, invoice.id!);
    await convergeMembership(services, id);
  }

  const open = await db.query<{ intent: string }>(
    `SELECT stripe_payment_intent_id AS intent FROM point_purchases
      WHERE listener_id = $1 AND stripe_payment_intent_id IS NOT NULL
        AND status IN ('pending', 'requires_action', 'awaiting_konbini')`,
    [listenerId],
  );
  let paymentsCanceled = 0;
  for (const { intent } of open) {
    const pi = await stripe.paymentIntents.retrieve(intent);
    if (['succeeded', 'canceled', 'processing'].includes(pi.status)) continue;
    await stripe.paymentIntents.cancel(intent);
    paymentsCanceled += 1;
  }

  let cardsDetached = 0;
  const customer = await findCustomer(db, listenerId);
  const id = customer?.stripe_customer_id;
  if (id && !(await stripe.customers.retrieve(id)).deleted) {
    for await (const method of stripe.customers.listPaymentMethods(id, { limit: 100 })) {
      await stripe.paymentMethods.detach(method.id);
      cardsDetached += 1;
    }
    // Stripe cannot unset a customer's e-mail or name (the API refuses an empty string for them);
    // deleting the customer removes them and keeps its invoices and charges (decision 050).
    await stripe.customers.del(id);
  }
  return { subscriptionsCanceled: subscriptions.length, paymentsCanceled, cardsDetached };
}
