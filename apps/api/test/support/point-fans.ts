import type { createHarness } from './harness';
import { saveCardWithoutChallenge } from './browser-stripe';

type Harness = Awaited<ReturnType<typeof createHarness>>;

export async function stripeCustomerOf(h: Harness, listenerId: number): Promise<string> {
  const [row] = await h.db.query<{ stripe_customer_id: string }>(
    'SELECT stripe_customer_id FROM payment_customers WHERE listener_id = $1',
    [listenerId],
  );
  return row!.stripe_customer_id;
}

/**
 * A signed-in fan with a Stripe customer and a saved card (Visa unless told otherwise): `card` is its
 * payment method id, `save(number)` saves another card as the card form would (an overwrite).
 */
export async function fanWithSavedCard(h: Harness, number = '4242424242424242') {
  const fan = await h.signedInListener();
  await h.gql('mutation { createCustomer { created } }', {}, { token: fan.token });
  const customerId = await stripeCustomerOf(h, fan.listenerId);
  const save = (n: string) => saveCardWithoutChallenge(h.services.stripe, h.gql, fan.token, customerId, n);
  return { ...fan, customerId, card: await save(number), save };
}
