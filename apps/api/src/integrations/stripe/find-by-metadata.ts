import type Stripe from 'stripe';

/**
 * The customer's payment intent or subscription carrying our record's id in its metadata. A list,
 * not Stripe's search: lists are read-after-write consistent, search is not.
 */
export async function findIntentByMetadata(
  stripe: Stripe,
  customer: string,
  key: string,
  value: string,
): Promise<Stripe.PaymentIntent | null> {
  for await (const intent of stripe.paymentIntents.list({ customer, limit: 100 }))
    if (intent.metadata[key] === value) return intent;
  return null;
}

export async function findSubscriptionByMetadata(
  stripe: Stripe,
  customer: string,
  key: string,
  value: string,
): Promise<Stripe.Subscription | null> {
  for await (const sub of stripe.subscriptions.list({ customer, status: 'all', limit: 100 }))
    if (sub.metadata[key] === value) return sub;
  return null;
}
