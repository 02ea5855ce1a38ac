import type { createHarness } from './harness';
import { saveCardWithoutChallenge } from './browser-stripe';

type Harness = Awaited<ReturnType<typeof createHarness>>;

/** The 1,000pt package's card price: its Stripe price id and the points it credits. */
export async function cardPointPrice(h: Harness): Promise<{ id: string; amount: number }> {
  const [row] = await h.db.query<{ stripe_price_id: string; amount: number }>(
    `SELECT p.stripe_price_id, p.amount FROM point_tier_prices p JOIN point_tiers t ON t.id = p.tier_id
     WHERE t.slug = 'p1000' AND NOT p.konbini`,
  );
  return { id: row!.stripe_price_id, amount: row!.amount };
}

export async function stripeCustomerOf(h: Harness, listenerId: number): Promise<string> {
  const [row] = await h.db.query<{ stripe_customer_id: string }>(
    'SELECT stripe_customer_id FROM payment_customers WHERE listener_id = $1',
    [listenerId],
  );
  return row!.stripe_customer_id;
}

/** A signed-in fan with a Stripe customer and a saved Visa card. */
export async function fanWithSavedCard(h: Harness) {
  const fan = await h.signedInListener();
  await h.gql('mutation { createCustomer { created } }', {}, { token: fan.token });
  const customerId = await stripeCustomerOf(h, fan.listenerId);
  await saveCardWithoutChallenge(h.services.stripe, h.gql, fan.token, customerId, '4242424242424242');
  return { ...fan, customerId };
}
