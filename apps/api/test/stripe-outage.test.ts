import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileReport } from '../src/modules/reconcile/reconcile-report';
import { createHarness } from './support/harness';
import { fanWithSavedCard } from './support/point-fans';
import { cardPointPrice } from './support/factories';
import { freePort } from './support/api-process';

// Stripe unreachable in the middle of a purchase: nothing is charged, nothing is credited, the same
// tap retried once Stripe is back pays once, and the fan is never locked out.
const BUY = `mutation($prices: [String!]!, $key: String) {
  managePaymentV2(prices: $prices, paymentType: one_time_payment, idempotencyKey: $key) { status }
}`;

describe('Stripe unreachable mid-flow', () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  let price: { id: string; amount: number };
  beforeAll(async () => {
    h = await createHarness();
    price = await cardPointPrice(h);
  });
  afterAll(async () => {
    expect((await reconcileReport(h.services)).mismatches).toEqual([]);
    await h.close();
  });

  it('charges nothing while Stripe is down, then once for the same tap, and lets a new tap pay at once', async () => {
    const fan = await fanWithSavedCard(h);
    const customer = fan.customerId;
    const charges = async () =>
      (await h.services.stripe.paymentIntents.list({ customer: customer })).data.filter(
        (i) => i.status === 'succeeded',
      ).length;

    const stripe = h.services.stripe;
    const down = new Stripe('sk_test_api_tests', {
      host: '127.0.0.1',
      port: await freePort(),
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    h.services.stripe = down;
    const key = `tap-${crypto.randomUUID()}`;
    const failed = await h.gql(BUY, { prices: [price.id], key }, { token: fan.token });
    h.services.stripe = stripe;
    expect(failed.errors?.length).toBe(1);
    expect(await charges()).toBe(0);
    const [request] = await h.db.query<{ state: string }>(
      `SELECT state FROM operation_requests WHERE listener_id = $1 AND operation LIKE 'managePaymentV2:%'`,
      [fan.listenerId],
    );
    expect(request!.state).toBe('retryable');

    // The same tap again, Stripe back: it pays once (same purchase, same Stripe idempotency key).
    const again = await h.gql(BUY, { prices: [price.id], key }, { token: fan.token });
    expect(again.data?.managePaymentV2.status).toBe('succeeded');
    expect(await charges()).toBe(1);
    // A new tap right away is not blocked: a second purchase.
    const next = await h.gql(
      BUY,
      { prices: [price.id], key: `tap-${crypto.randomUUID()}` },
      { token: fan.token },
    );
    expect(next.data?.managePaymentV2.status).toBe('succeeded');
    expect(await charges()).toBe(2);
    const [balance] = await h.db.query<{ paid: number }>(
      'SELECT paid FROM point_balances WHERE listener_id = $1',
      [fan.listenerId],
    );
    expect(balance!.paid).toBe(2 * price.amount);
  });
});
