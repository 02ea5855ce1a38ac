import { describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { codeOf } from './support/harness';
import { pressSandboxButton, saveCardWithoutChallenge } from './support/browser-stripe';
import { BUY, BUY_KEYED, MEMBERSHIP, priceOf, subscriptionIdOf } from './support/memberships';
import { fanWithSavedCard } from './support/point-fans';
import { deliveriesForFile } from './support/sandbox-deliveries';
import { factories } from './support/factories';

// Card overwrites, upgrades and downgrades as real Stripe would bill them (the sandbox resets the
// billing cycle on a period change, holds pending updates, refuses detached cards). The API learns
// what happened from the sandbox's real webhook deliveries (twice, out of order), never from hand-made events.
describe('membership changes on Stripe', () => {
  let c: number;
  // This file advances the sandbox's clock: its own sandbox keeps other files' time intact.
  const live = deliveriesForFile({}, async (h) => {
    c = (await factories(h).creator({ months: [1, 12] })).id;
  });
  const { h, settled, advanceDays } = live;

  const fanWithCard = (number?: string) => fanWithSavedCard(h, number);
  const membership = async (token: string) =>
    (await h.gql(MEMBERSHIP, { c }, { token })).data?.subscriptionMembership;
  const buy = (token: string, prices: string[], type: string) => h.gql(BUY, { prices, type }, { token });
  const invoicesOf = async (sub: string) =>
    (await h.services.stripe.invoices.list({ subscription: sub })).data;
  async function intentOf(invoice: Stripe.Invoice) {
    const full = await h.services.stripe.invoices.retrieve(invoice.id!, { expand: ['payments'] });
    return h.services.stripe.paymentIntents.retrieve(
      full.payments!.data[0]!.payment.payment_intent as string,
    );
  }
  /** A paid card membership (3-D Secure cards pass their first challenge). */
  async function member(rank: number, months: number, number = '4242424242424242') {
    const fan = await fanWithCard(number);
    const result = await buy(fan.token, [await priceOf(h, c, rank, months)], 'recurring_payment');
    const sub = (await subscriptionIdOf(h, fan.listenerId, c))!;
    if (result.data?.managePaymentV2.status === 'requires_action') {
      await pressSandboxButton(
        `/3ds/${(result.data.managePaymentV2.threeDSecureClientSecret as string).split('_secret_')[0]}/complete`,
      );
    }
    await settled();
    expect((await membership(fan.token)).currentTier.rank).toBe(rank);
    return { ...fan, sub };
  }

  it('after a card overwrite the renewal is charged to the new card, and the old card is referenced nowhere', async () => {
    const fan = await member(1, 1);
    const newCard = await saveCardWithoutChallenge(
      h.services.stripe,
      h.gql,
      fan.token,
      fan.customerId,
      '5555555555554444',
    );
    expect((await h.services.stripe.paymentMethods.retrieve(fan.card)).customer).toBeNull();
    expect((await h.services.stripe.subscriptions.retrieve(fan.sub)).default_payment_method).toBe(newCard);
    await advanceDays(32);
    const renewed = await h.services.stripe.subscriptions.retrieve(fan.sub);
    expect(renewed.status).toBe('active');
    // The renewal reached the API: a second paid month, the period Stripe started.
    expect(await membership(fan.token)).toMatchObject({ currentTier: { rank: 1 }, totalDuration: 2 });
    expect(new Date((await membership(fan.token)).nextBillingDate).getTime()).toBe(
      renewed.items.data[0]!.current_period_end * 1000,
    );
    const renewal = (await invoicesOf(fan.sub))[0]!;
    expect(renewal.billing_reason).toBe('subscription_cycle');
    expect(renewal.status).toBe('paid');
    expect((await intentOf(renewal)).payment_method).toBe(newCard);
  });

  for (const [fromMonths, toMonths, days] of [
    [12, 1, 370],
    [1, 12, 32],
  ] as const) {
    it(`downgrades ${fromMonths} months -> ${toMonths} month(s): nothing charged now, the new tier and price from the next billing date`, async () => {
      const fan = await member(2, fromMonths);
      const before = await membership(fan.token);
      const down = await buy(fan.token, [await priceOf(h, c, 1, toMonths)], 'downgrade_recurring_payment');
      expect(down.data?.managePaymentV2.status).toBe('succeeded');
      await settled();
      expect(await invoicesOf(fan.sub)).toHaveLength(1);
      const sub = await h.services.stripe.subscriptions.retrieve(fan.sub);
      expect(sub.items.data[0]!.price.id).toBe(await priceOf(h, c, 2, fromMonths));
      expect(await membership(fan.token)).toMatchObject({
        currentTier: { rank: 2 },
        scheduledTier: { rank: 1 },
        nextBillingDate: before.nextBillingDate,
      });
      await advanceDays(days);
      const next = (await invoicesOf(fan.sub))[0]!;
      expect(next.billing_reason).toBe('subscription_cycle');
      expect(next.lines.data[0]!.pricing?.price_details?.price).toBe(await priceOf(h, c, 1, toMonths));
      expect(await membership(fan.token)).toMatchObject({ currentTier: { rank: 1 }, scheduledTier: null });
      expect((await membership(fan.token)).currentPrice.stripePriceId).toBe(await priceOf(h, c, 1, toMonths));
    });
  }

  it('upgrades with 3-D Secure: the tier changes only after the challenge is completed', async () => {
    const fan = await member(1, 1, '4000000000003220');
    const up = await buy(fan.token, [await priceOf(h, c, 3)], 'upgrade_recurring_payment');
    expect(up.data?.managePaymentV2.status).toBe('requires_action');
    const secret = up.data?.managePaymentV2.threeDSecureClientSecret as string;
    expect(secret).toContain('_secret_');
    await settled();
    expect((await membership(fan.token)).currentTier.rank).toBe(1);
    expect((await h.services.stripe.subscriptions.retrieve(fan.sub)).items.data[0]!.price.id).toBe(
      await priceOf(h, c, 1),
    );
    await pressSandboxButton(`/3ds/${secret.split('_secret_')[0]}/complete`);
    // Only the webhooks (pending_update_applied, invoice.paid) tell the API the challenge passed.
    await settled();
    expect((await membership(fan.token)).currentTier.rank).toBe(3);
    expect((await membership(fan.token)).currentPrice.stripePriceId).toBe(await priceOf(h, c, 3));
  });

  it('upgrades with 3-D Secure: a failed challenge keeps the old tier and price', async () => {
    const fan = await member(1, 1, '4000002500003155');
    // 4000002500003155 needs no challenge once set up: a 4000000000003220 card replaces it.
    await saveCardWithoutChallenge(h.services.stripe, h.gql, fan.token, fan.customerId, '4000000000003220');
    const up = await buy(fan.token, [await priceOf(h, c, 2)], 'upgrade_recurring_payment');
    expect(up.data?.managePaymentV2.status).toBe('requires_action');
    const secret = up.data?.managePaymentV2.threeDSecureClientSecret as string;
    await pressSandboxButton(`/3ds/${secret.split('_secret_')[0]}/fail`);
    await settled();
    expect(live.delivered('invoice.payment_failed')).toBeGreaterThan(0);
    expect((await membership(fan.token)).currentTier.rank).toBe(1);
    const sub = await h.services.stripe.subscriptions.retrieve(fan.sub);
    expect(sub.items.data[0]!.price.id).toBe(await priceOf(h, c, 1));
    expect(sub.status).toBe('active');
    // The same upgrade tapped again asks for the challenge again (the held invoice, on session).
    const again = await h.gql(
      BUY_KEYED,
      { prices: [await priceOf(h, c, 2)], type: 'upgrade_recurring_payment', key: 'upgrade-tapped-again' },
      { token: fan.token },
    );
    expect(again.errors).toBeUndefined();
    expect(again.data?.managePaymentV2.status).toBe('requires_action');
    const second = again.data?.managePaymentV2.threeDSecureClientSecret as string;
    await pressSandboxButton(`/3ds/${second.split('_secret_')[0]}/complete`);
    await settled();
    expect((await membership(fan.token)).currentTier.rank).toBe(2);
  });

  it('a declined upgrade answers PAYMENT_FAILED and keeps the old tier', async () => {
    const fan = await member(1, 1);
    await saveCardWithoutChallenge(h.services.stripe, h.gql, fan.token, fan.customerId, '4000000000000341');
    const up = await buy(fan.token, [await priceOf(h, c, 3)], 'upgrade_recurring_payment');
    expect(codeOf(up)).toBe('PAYMENT_FAILED');
    await settled();
    expect((await membership(fan.token)).currentTier.rank).toBe(1);
    expect((await h.services.stripe.subscriptions.retrieve(fan.sub)).items.data[0]!.price.id).toBe(
      await priceOf(h, c, 1),
    );
  });

  it('an upgrade to another period charges the prorated difference now and shows the reset renewal date', async () => {
    const fan = await member(1, 1);
    const up = await buy(fan.token, [await priceOf(h, c, 3, 12)], 'upgrade_recurring_payment');
    expect(up.data?.managePaymentV2.status).toBe('succeeded');
    await settled();
    const sub = await h.services.stripe.subscriptions.retrieve(fan.sub);
    const item = sub.items.data[0]!;
    expect(item.price.id).toBe(await priceOf(h, c, 3, 12));
    expect(sub.billing_cycle_anchor).toBe(item.current_period_start);
    const invoice = await h.services.stripe.invoices.retrieve(sub.latest_invoice as string);
    expect(invoice.billing_reason).toBe('subscription_update');
    expect(invoice.status).toBe('paid');
    const full = (await h.services.stripe.prices.retrieve(item.price.id)).unit_amount!;
    expect(invoice.amount_paid).toBeGreaterThan(0);
    expect(invoice.amount_paid).toBeLessThan(full);
    const m = await membership(fan.token);
    expect(m.currentTier.rank).toBe(3);
    expect(new Date(m.nextBillingDate).getTime()).toBe(item.current_period_end * 1000);
  });
});
