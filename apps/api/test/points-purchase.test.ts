import { describe, expect, it } from 'vitest';
import { codeOf } from './support/harness';
import { pressSandboxButton } from './support/browser-stripe';
import { fanWithSavedCard } from './support/point-fans';
import { deliveriesForFile } from './support/sandbox-deliveries';
import { factories } from './support/factories';

const BUY = `mutation($prices: [String!]!, $type: PaymentType!) {
  managePaymentV2(prices: $prices, paymentType: $type) { status threeDSecureClientSecret konbiniPaymentUrl }
}`;
const BALANCE = '{ tierTypesConnection { nodes { databaseId balance paidBalance freeBalance } } }';

// Stripe's answers reach the API as the sandbox's real webhook deliveries (twice, out of order).
describe('buying points', () => {
  let prices: { card: string; konbini: string; amount: number; price: number; konbiniPrice: number };
  const live = deliveriesForFile({}, async (h) => {
    const pkg = await factories(h).pointPackage({ amount: 1000, price: 1200 });
    prices = {
      card: pkg.card.id,
      konbini: pkg.konbini.id,
      amount: pkg.card.amount,
      price: pkg.card.price,
      konbiniPrice: pkg.konbini.price,
    };
  });
  const { h, settled } = live;

  const fanWithCard = (number?: string) => fanWithSavedCard(h, number);
  /** The package, bought by the fan's saved card or at a konbini. */
  const buyPackageByCard = (token: string) =>
    h.gql(BUY, { prices: [prices.card], type: 'one_time_payment' }, { token });
  const buyPackageByKonbini = (token: string) =>
    h.gql(BUY, { prices: [prices.konbini], type: 'konbini_one_time_payment' }, { token });
  const balance = async (token: string) =>
    (await h.gql(BALANCE, {}, { token })).data?.tierTypesConnection.nodes[0];
  const intentsOf = async (customer: string) =>
    (await h.services.stripe.paymentIntents.list({ customer, limit: 100 })).data;
  const entries = async (listenerId: number) =>
    h.db.query<{ kind: string; amount: number; price: number }>(
      'SELECT kind, amount, price FROM point_ledger_entries WHERE listener_id = $1',
      [listenerId],
    );

  it('charges the saved card our catalogue price and credits the package once', async () => {
    const fan = await fanWithCard();
    const result = await buyPackageByCard(fan.token);
    expect(result.data?.managePaymentV2).toEqual({
      status: 'succeeded',
      threeDSecureClientSecret: null,
      konbiniPaymentUrl: null,
    });
    expect(await balance(fan.token)).toMatchObject({
      balance: prices.amount,
      paidBalance: prices.amount,
      freeBalance: 0,
    });
    const [intent] = await intentsOf(fan.customerId);
    expect(intent).toMatchObject({ amount: prices.price, currency: 'jpy', status: 'succeeded' });
    expect(await entries(fan.listenerId)).toEqual([
      { kind: 'purchase', amount: prices.amount, price: prices.price },
    ]);
  });

  it('charges once for a double click and for a retried request, both answered with the result', async () => {
    const fan = await fanWithCard();
    const results = await Promise.all([1, 2].map(() => buyPackageByCard(fan.token)));
    expect(results.map((r) => r.data?.managePaymentV2.status)).toEqual(['succeeded', 'succeeded']);
    expect(await intentsOf(fan.customerId)).toHaveLength(1);
    expect((await balance(fan.token)).balance).toBe(prices.amount);
  });

  it('returns the 3-D Secure client secret and credits only after the challenge', async () => {
    const fan = await fanWithCard('4000002500003155');
    const result = await buyPackageByCard(fan.token);
    expect(result.data?.managePaymentV2.status).toBe('requires_action');
    const secret = result.data?.managePaymentV2.threeDSecureClientSecret as string;
    expect(secret).toMatch(/^pi_.+_secret_/);
    expect((await balance(fan.token)).balance).toBe(0);
    await pressSandboxButton(`/3ds/${secret.split('_secret_')[0]}/complete`);
    // Whichever comes first: looking at the balance converges from Stripe (the webhooks are batched
    // for 100 ms), then payment_intent.succeeded arrives twice; credited once.
    expect((await balance(fan.token)).balance).toBe(prices.amount);
    await settled();
    expect((await balance(fan.token)).balance).toBe(prices.amount);
    expect(await entries(fan.listenerId)).toHaveLength(1);
  });

  it('credits nothing for a declined card and answers PAYMENT_FAILED', async () => {
    const fan = await fanWithCard('4000000000000341');
    const result = await buyPackageByCard(fan.token);
    expect(codeOf(result)).toBe('PAYMENT_FAILED');
    expect((await balance(fan.token)).balance).toBe(0);
    const [purchase] = await h.db.query<{ status: string }>(
      'SELECT status FROM point_purchases WHERE listener_id = $1',
      [fan.listenerId],
    );
    expect(purchase?.status).toBe('failed');
  });

  it('refuses prices that are not ours, the wrong variant, several at once, or no saved card', async () => {
    const fan = await fanWithCard();
    for (const [list, type] of [
      [['price_forged'], 'one_time_payment'],
      [[prices.konbini], 'one_time_payment'],
      [[prices.card], 'konbini_one_time_payment'],
      [[prices.card, prices.card], 'one_time_payment'],
      [[], 'one_time_payment'],
    ] as const) {
      expect(codeOf(await h.gql(BUY, { prices: list, type }, { token: fan.token }))).toBe('BAD_USER_INPUT');
    }
    const noCard = await h.signedInListener();
    const result = await buyPackageByCard(noCard.token);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(await intentsOf(fan.customerId)).toHaveLength(0);
  });

  describe('konbini, paid at the store', () => {
    const intentOf = (url: string) => /\/vouchers\/(pi_[A-Za-z0-9_]+)/.exec(url)![1]!;

    it('opens a voucher; paying it credits once however the events arrive', async () => {
      const fan = await h.signedInListener();
      const result = await buyPackageByKonbini(fan.token);
      const url = result.data?.managePaymentV2.konbiniPaymentUrl as string;
      expect(url).toMatch(/\/vouchers\/pi_/);
      const intent = intentOf(url);
      expect(await entries(fan.listenerId)).toEqual([]);

      await settled();
      expect(await entries(fan.listenerId)).toEqual([]);
      // Paid at the store: payment_intent.succeeded arrives twice, before and after the older events.
      const before = live.delivered('payment_intent.succeeded');
      await pressSandboxButton(`/vouchers/${intent}/pay`);
      await settled();
      expect(live.delivered('payment_intent.succeeded') - before).toBe(2);
      expect(await entries(fan.listenerId)).toEqual([
        { kind: 'purchase', amount: prices.amount, price: prices.konbiniPrice },
      ]);
      expect((await balance(fan.token)).balance).toBe(prices.amount);
      const [purchase] = await h.db.query<{ status: string }>(
        'SELECT status FROM point_purchases WHERE listener_id = $1',
        [fan.listenerId],
      );
      expect(purchase?.status).toBe('succeeded');
    });

    it('answers the balance of a fan with many open vouchers, reading a few of them from Stripe per view', async () => {
      const fan = await h.signedInListener();
      const BUY_KEYED = `mutation($prices: [String!]!, $key: String) {
        managePaymentV2(prices: $prices, paymentType: konbini_one_time_payment, idempotencyKey: $key) { status }
      }`;
      for (let i = 0; i < 13; i++) {
        const bought = await h.gql(
          BUY_KEYED,
          { prices: [prices.konbini], key: `many-open-vouchers-${i}` },
          { token: fan.token },
        );
        expect(bought.errors).toBeUndefined();
      }
      const unchecked = async () =>
        (
          await h.db.query('SELECT id FROM point_purchases WHERE listener_id = $1 AND checked_at IS NULL', [
            fan.listenerId,
          ])
        ).length;
      // 13 reads would pass the request's Stripe call ceiling (25) with room for little else.
      for (const left of [8, 3, 0]) {
        const view = await h.gql(BALANCE, {}, { token: fan.token });
        expect(view.errors).toBeUndefined();
        expect(view.data?.tierTypesConnection.nodes[0].balance).toBe(0);
        expect(await unchecked()).toBe(left);
      }
    });

    it('credits nothing when the voucher expires', async () => {
      const fan = await h.signedInListener();
      const result = await buyPackageByKonbini(fan.token);
      const intent = intentOf(result.data?.managePaymentV2.konbiniPaymentUrl as string);
      await pressSandboxButton(`/vouchers/${intent}/expire`);
      await settled();
      expect((await balance(fan.token)).balance).toBe(0);
      const [purchase] = await h.db.query<{ status: string }>(
        'SELECT status FROM point_purchases WHERE listener_id = $1',
        [fan.listenerId],
      );
      expect(purchase?.status).toBe('failed');
    });
  });
});
