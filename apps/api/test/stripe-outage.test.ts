import { describe, expect, it } from 'vitest';
import { harnessForFile } from './support/harness';
import { fanWithSavedCard } from './support/point-fans';
import { cardPointPrice } from './support/factories';
import { purchaseTapState, succeededCharges, whileStripeDown } from './support/outages';

// Stripe unreachable in the middle of a purchase: nothing is charged, nothing is credited, the same
// tap retried once Stripe is back pays once, and the fan is never locked out.
const BUY = `mutation($prices: [String!]!, $key: String) {
  managePaymentV2(prices: $prices, paymentType: one_time_payment, idempotencyKey: $key) { status }
}`;

describe('Stripe unreachable mid-flow', () => {
  let price: { id: string; amount: number };
  // Closing the harness fails the file unless the reconcile report finds Stripe and the ledger agree.
  const h = harnessForFile({}, async (h) => {
    price = await cardPointPrice(h);
  });

  it('charges nothing while Stripe is down, then once for the same tap, and lets a new tap pay at once', async () => {
    const fan = await fanWithSavedCard(h);
    const charges = () => succeededCharges(h, fan.customerId);

    const key = `tap-${crypto.randomUUID()}`;
    const failed = await whileStripeDown(h, () =>
      h.gql(BUY, { prices: [price.id], key }, { token: fan.token }),
    );
    expect(failed.errors?.length).toBe(1);
    expect(await charges()).toBe(0);
    expect(await purchaseTapState(h, fan.listenerId)).toBe('retryable');

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
