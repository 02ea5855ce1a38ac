import { describe, expect, it } from 'vitest';
import { codeOf } from './support/harness';
import { BUY, MEMBERSHIP, priceOf, subscriptionIdOf } from './support/memberships';
import { fanWithSavedCard } from './support/point-fans';
import { deliveriesForFile } from './support/sandbox-deliveries';
import { factories } from './support/factories';

const PREVIEW = `query($prices: [String!]!, $type: PaymentType!) {
  planChangePreview(prices: $prices, paymentType: $type) {
    paymentType amountDue nextBillingDate nextAmount intervalMonths paymentMethod prorationDate card { brand last4 }
  }
}`;

// The final confirmation of a plan change (特定商取引法: amount, payment method, timing) shows what
// planChangePreview answers: it must be what managePaymentV2 then charges, to the card it names.
describe('planChangePreview', () => {
  let c: number;
  const live = deliveriesForFile({}, async (h) => {
    c = (await factories(h).creator({ months: [1, 12] })).id;
  });
  const { h } = live;

  const preview = (token: string | undefined, prices: string[], type: string) =>
    h.gql(PREVIEW, { prices, type }, { token });
  const buy = (token: string, prices: string[], type: string) => h.gql(BUY, { prices, type }, { token });
  const membership = async (token: string) =>
    (await h.gql(MEMBERSHIP, { c }, { token })).data?.subscriptionMembership;
  const invoicesOf = async (sub: string) =>
    (await h.services.stripe.invoices.list({ subscription: sub })).data;
  const unitAmount = async (price: string) => (await h.services.stripe.prices.retrieve(price)).unit_amount!;

  const fanWithCard = (number?: string) => fanWithSavedCard(h, number);

  /** A paid card member of the creator's tier `rank`, billed every `months`. */
  async function member(rank: number, months: number, number = '4242424242424242') {
    const fan = await fanWithCard(number);
    const result = await buy(fan.token, [await priceOf(h, c, rank, months)], 'recurring_payment');
    expect(result.data?.managePaymentV2.status).toBe('succeeded');
    await live.settled();
    expect((await membership(fan.token)).currentTier.rank).toBe(rank);
    return { ...fan, sub: (await subscriptionIdOf(h, fan.listenerId, c))! };
  }

  it('an upgrade in the same period: the prorated amount the upgrade then charges, the card, the unchanged renewal date', async () => {
    const fan = await member(1, 1, '5555555555554444');
    const before = await membership(fan.token);
    const target = await priceOf(h, c, 3, 1);
    const shown = await preview(fan.token, [target], 'upgrade_recurring_payment');
    expect(shown.errors).toBeUndefined();
    const p = shown.data!.planChangePreview;
    expect(p).toMatchObject({
      paymentType: 'upgrade_recurring_payment',
      nextAmount: await unitAmount(target),
      intervalMonths: 1,
      paymentMethod: 'card',
      card: { brand: 'mastercard', last4: '4444' },
    });
    expect(p.amountDue).toBeGreaterThan(0);
    expect(p.amountDue).toBeLessThan(await unitAmount(target));
    expect(p.nextBillingDate).toBe(before.nextBillingDate);
    // The preview changed nothing: no invoice, the old price.
    expect(await invoicesOf(fan.sub)).toHaveLength(1);
    expect((await h.services.stripe.subscriptions.retrieve(fan.sub)).items.data[0]!.price.id).toBe(
      await priceOf(h, c, 1, 1),
    );

    const up = await buy(fan.token, [target], 'upgrade_recurring_payment');
    expect(up.data?.managePaymentV2.status).toBe('succeeded');
    await live.settled();
    const sub = await h.services.stripe.subscriptions.retrieve(fan.sub);
    const invoice = await h.services.stripe.invoices.retrieve(sub.latest_invoice as string, {
      expand: ['payments'],
    });
    expect(invoice.billing_reason).toBe('subscription_update');
    expect(invoice.status).toBe('paid');
    expect(invoice.amount_paid).toBe(p.amountDue);
    // Paid with the card the preview named.
    const intent = await h.services.stripe.paymentIntents.retrieve(
      invoice.payments!.data[0]!.payment.payment_intent as string,
    );
    const card = await h.services.stripe.paymentMethods.retrieve(intent.payment_method as string);
    expect(card.card?.last4).toBe('4444');
    expect((await membership(fan.token)).nextBillingDate).toBe(p.nextBillingDate);
  });

  it('the confirmed amount is charged even when the upgrade comes later; a stale or future moment is refused', async () => {
    const fan = await member(1, 1);
    const target = await priceOf(h, c, 3, 1);
    const p = (await preview(fan.token, [target], 'upgrade_recurring_payment')).data!.planChangePreview;
    expect(p.prorationDate).toBeGreaterThan(0);
    const UPGRADE = `mutation($prices: [String!]!, $at: Int) {
      managePaymentV2(prices: $prices, paymentType: upgrade_recurring_payment, prorationDate: $at) { status }
    }`;
    const now = Math.floor(Date.now() / 1000);
    for (const at of [now - 7200, now + 3600]) {
      const refused = await h.gql(UPGRADE, { prices: [target], at }, { token: fan.token });
      expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    }
    // Stripe's clock moves on while the fan reads the confirmation: without the confirmed moment the
    // proration would be of a later moment.
    live.sandbox().advance(1800);
    const up = await h.gql(UPGRADE, { prices: [target], at: p.prorationDate }, { token: fan.token });
    expect(up.data?.managePaymentV2.status).toBe('succeeded');
    await live.settled();
    const sub = await h.services.stripe.subscriptions.retrieve(fan.sub);
    const invoice = await h.services.stripe.invoices.retrieve(sub.latest_invoice as string);
    expect(invoice.amount_paid).toBe(p.amountDue);
  });

  it('an upgrade to another period: the amount the upgrade then charges and the new period end', async () => {
    const fan = await member(1, 1);
    const target = await priceOf(h, c, 3, 12);
    const p = (await preview(fan.token, [target], 'upgrade_recurring_payment')).data!.planChangePreview;
    expect(p).toMatchObject({ intervalMonths: 12, nextAmount: await unitAmount(target) });
    expect(p.card).toEqual({ brand: 'visa', last4: '4242' });
    expect(p.amountDue).toBeGreaterThan(0);
    expect(p.amountDue).toBeLessThan(await unitAmount(target));
    const inAYear = new Date(p.nextBillingDate).getTime() - Date.now();
    expect(inAYear).toBeGreaterThan(360 * 86_400_000);

    expect((await buy(fan.token, [target], 'upgrade_recurring_payment')).data?.managePaymentV2.status).toBe(
      'succeeded',
    );
    await live.settled();
    const sub = await h.services.stripe.subscriptions.retrieve(fan.sub);
    const invoice = await h.services.stripe.invoices.retrieve(sub.latest_invoice as string);
    expect(invoice.amount_paid).toBe(p.amountDue);
    // The renewal date shown is the one the membership has after the change (to the second Stripe keeps).
    const after = new Date((await membership(fan.token)).nextBillingDate).getTime();
    expect(Math.abs(after - new Date(p.nextBillingDate).getTime())).toBeLessThanOrEqual(2_000);
  });

  it('a downgrade: nothing now, the new price from the current period end, nothing asked of Stripe to change', async () => {
    const fan = await member(2, 1);
    const before = await membership(fan.token);
    const target = await priceOf(h, c, 1, 1);
    const p = (await preview(fan.token, [target], 'downgrade_recurring_payment')).data!.planChangePreview;
    expect(p).toEqual({
      paymentType: 'downgrade_recurring_payment',
      amountDue: 0,
      nextBillingDate: before.nextBillingDate,
      nextAmount: await unitAmount(target),
      intervalMonths: 1,
      paymentMethod: 'card',
      prorationDate: null,
      card: { brand: 'visa', last4: '4242' },
    });
    expect((await membership(fan.token)).scheduledTier).toBeNull();
    expect(await invoicesOf(fan.sub)).toHaveLength(1);
  });

  it('refuses exactly what managePaymentV2 refuses for the same change', async () => {
    const fan = await member(2, 1);
    const other = await h.signedInListener();
    const cases: [string, string[], string][] = [
      [fan.token, [await priceOf(h, c, 1, 1)], 'upgrade_recurring_payment'], // a lower tier
      [fan.token, [await priceOf(h, c, 3, 1)], 'downgrade_recurring_payment'], // a higher tier
      [fan.token, [await priceOf(h, c, 2, 1)], 'upgrade_recurring_payment'], // the current tier
      [fan.token, [await priceOf(h, c, 3, 1), await priceOf(h, c, 3, 12)], 'upgrade_recurring_payment'],
      [fan.token, ['price_unknown'], 'upgrade_recurring_payment'],
      [other.token, [await priceOf(h, c, 3, 1)], 'upgrade_recurring_payment'], // no paid membership
    ];
    for (const [token, prices, type] of cases) {
      const shown = await preview(token, prices, type);
      const made = await buy(token, prices, type);
      expect(shown.data).toBeNull();
      expect(codeOf(shown)).toBe('BAD_USER_INPUT');
      expect(codeOf(shown)).toBe(codeOf(made));
      expect(shown.errors![0]!.message).toBe(made.errors![0]!.message);
    }
    // Only plan changes are previewed.
    const cancel = await preview(fan.token, [await priceOf(h, c, 2, 1)], 'cancel_payment');
    expect(codeOf(cancel)).toBe('BAD_USER_INPUT');
    // Signed-in listeners only.
    expect(codeOf(await preview(undefined, [await priceOf(h, c, 3, 1)], 'upgrade_recurring_payment'))).toBe(
      'UNAUTHENTICATED',
    );
    // Nothing changed on the way.
    expect((await membership(fan.token)).currentTier.rank).toBe(2);
    expect((await membership(fan.token)).scheduledTier).toBeNull();
  });
});
