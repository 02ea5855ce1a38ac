import type Stripe from 'stripe';

/** One card per listener: every card of the customer except `keep` is detached. */
export async function detachOtherCards(
  stripe: Stripe,
  customerId: string,
  keep: string | null,
): Promise<void> {
  for await (const method of stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 })) {
    if (method.id !== keep) await stripe.paymentMethods.detach(method.id);
  }
}
