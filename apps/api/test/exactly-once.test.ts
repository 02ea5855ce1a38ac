import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileReport } from '../src/modules/reconcile/reconcile-report';
import { codeOf, createHarness } from './support/harness';
import { createCard } from './support/browser-stripe';
import { fanWithSavedCard, stripeCustomerOf } from './support/point-fans';
import { cardPointPrice, factories } from './support/factories';
import { priceOf } from './support/memberships';

// Exactly once per intent, tried as an impatient fan and an attacker would: the same tap sent 20
// times at once, with and without an idempotency key, on PGlite and on PostgreSQL.
const BUY = `mutation($prices: [String!]!, $type: PaymentType!, $key: String) {
  managePaymentV2(prices: $prices, paymentType: $type, idempotencyKey: $key) { status threeDSecureClientSecret }
}`;
const SAVE_CARD = `mutation($id: String!, $key: String) {
  updatePaymentMethod(paymentMethodId: $id, idempotencyKey: $key) { paymentMethodId last4 }
}`;
const SPEND = `mutation($input: SpendPointsInput!) { spendPoints(input: $input) { balance } }`;

describe('exactly once per intent', () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  let pointPrice: { id: string; amount: number };
  let creator: number;
  beforeAll(async () => {
    h = await createHarness();
    pointPrice = await cardPointPrice(h);
    creator = (
      await factories(h).creator({
        tiers: [{ monthly: 500, hasTrial: true }, { monthly: 1200 }],
        months: [1],
      })
    ).id;
  });
  afterAll(async () => {
    // Whatever the storms below did, Stripe and the ledger agree.
    const report = await reconcileReport(h.services);
    expect(report.mismatches).toEqual([]);
    expect(report.counts.charges).toBeGreaterThan(0);
    await h.close();
  });

  const fanWithCard = () => fanWithSavedCard(h);
  const customerOf = (listenerId: number) => stripeCustomerOf(h, listenerId);
  const chargesOf = async (customer: string) =>
    (await h.services.stripe.paymentIntents.list({ customer, limit: 100 })).data.filter(
      (i) => i.status === 'succeeded',
    );
  const creditsOf = async (listenerId: number) =>
    h.db.query<{ amount: number }>(
      `SELECT amount FROM point_ledger_entries WHERE listener_id = $1 AND kind = 'purchase'`,
      [listenerId],
    );
  const buy = (token: string, key?: string) =>
    h.gql(BUY, { prices: [pointPrice.id], type: 'one_time_payment', key }, { token });

  it('charges and credits once per fan when 5 fans each send one keyless purchase 20 times at once', async () => {
    const fans = await Promise.all([1, 2, 3, 4, 5].map(() => fanWithCard()));
    const results = await Promise.all(
      fans.flatMap((fan) => Array.from({ length: 20 }, () => buy(fan.token))),
    );
    expect(results.map((r) => r.errors?.[0]?.message ?? r.data?.managePaymentV2.status)).toEqual(
      Array(100).fill('succeeded'),
    );
    for (const fan of fans) {
      expect(await chargesOf(fan.customerId)).toHaveLength(1);
      expect(await creditsOf(fan.listenerId)).toEqual([{ amount: pointPrice.amount }]);
    }
  });

  it('charges once for one key sent 20 times, and twice for two keys', async () => {
    const fan = await fanWithCard();
    const key = `tap-${crypto.randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 20 }, () => buy(fan.token, key)));
    expect(new Set(results.map((r) => r.data?.managePaymentV2.status))).toEqual(new Set(['succeeded']));
    expect(await chargesOf(fan.customerId)).toHaveLength(1);
    // A retry after a lost answer, seconds later: the first result, no new charge.
    expect((await buy(fan.token, key)).data?.managePaymentV2.status).toBe('succeeded');
    expect(await chargesOf(fan.customerId)).toHaveLength(1);
    // The fan really buys the same package again: a new tap, a new key, a second charge.
    expect((await buy(fan.token, `tap-${crypto.randomUUID()}`)).data?.managePaymentV2.status).toBe(
      'succeeded',
    );
    expect(await chargesOf(fan.customerId)).toHaveLength(2);
    expect(await creditsOf(fan.listenerId)).toHaveLength(2);
  });

  it('refuses a key reused for another purchase and changes nothing', async () => {
    const fan = await fanWithCard();
    const key = `tap-${crypto.randomUUID()}`;
    await buy(fan.token, key);
    const other = await h.gql(
      BUY,
      { prices: [await priceOf(h, creator, 1)], type: 'recurring_payment', key },
      { token: fan.token },
    );
    expect(codeOf(other)).toBe('CONFLICT');
    expect(codeOf(await buy(fan.token, 'short'))).toBe('BAD_USER_INPUT');
    expect(await chargesOf(fan.customerId)).toHaveLength(1);
  });

  it('starts one subscription for a paid registration sent 20 times at once', async () => {
    const fan = await fanWithCard();
    const price = await priceOf(h, creator, 2);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        h.gql(BUY, { prices: [price], type: 'recurring_payment' }, { token: fan.token }),
      ),
    );
    expect(new Set(results.map((r) => r.data?.managePaymentV2.status))).toEqual(new Set(['succeeded']));
    const subs = await h.services.stripe.subscriptions.list({ customer: fan.customerId, status: 'all' });
    expect(subs.data).toHaveLength(1);
    const invoices = await h.services.stripe.invoices.list({ customer: fan.customerId, status: 'paid' });
    expect(invoices.data).toHaveLength(1);
  });

  it('saves one card when the same card is registered 20 times at once', async () => {
    const fan = await h.signedInListener();
    await h.gql('mutation { createCustomer { created } }', {}, { token: fan.token });
    const customerId = await customerOf(fan.listenerId);
    const card = await createCard('4242424242424242');
    await h.services.stripe.paymentMethods.attach(card.id, { customer: customerId });
    const key = `tap-${crypto.randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        h.gql(SAVE_CARD, { id: card.id, key: i % 2 ? key : null }, { token: fan.token }),
      ),
    );
    expect(results.map((r) => r.errors?.[0]?.message ?? r.data?.updatePaymentMethod.paymentMethodId)).toEqual(
      Array(20).fill(card.id),
    );
    expect(
      await h.db.query('SELECT stripe_payment_method_id FROM saved_cards WHERE listener_id = $1', [
        fan.listenerId,
      ]),
    ).toEqual([{ stripe_payment_method_id: card.id }]);
    const attached = await h.services.stripe.paymentMethods.list({ customer: customerId, type: 'card' });
    expect(attached.data.map((m) => m.id)).toEqual([card.id]);
  });

  it('never spends below zero under 50 concurrent spends', async () => {
    const fan = await fanWithCard();
    await buy(fan.token);
    const [type] = await h.db.query<{ id: number }>('SELECT id FROM point_tier_types ORDER BY id LIMIT 1');
    const spend = (i: number) =>
      h.gql(
        SPEND,
        {
          input: {
            tierTypeId: type!.id,
            amount: 50,
            reason: 'メッセージ',
            idempotencyKey: `spend-${i}-${fan.uid}`,
          },
        },
        { token: fan.token },
      );
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => spend(i)));
    const spent = results.filter((r) => !r.errors).length;
    expect(spent).toBe(Math.floor(pointPrice.amount / 50));
    expect(results.filter((r) => r.errors).map(codeOf)).toEqual(Array(50 - spent).fill('BAD_USER_INPUT'));
    const [balance] = await h.db.query<{ paid: number; free: number }>(
      'SELECT paid, free FROM point_balances WHERE listener_id = $1',
      [fan.listenerId],
    );
    expect(balance!.paid + balance!.free).toBe(pointPrice.amount - spent * 50);
  });
});
