import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  answer3ds,
  browserCard,
  clockedCustomer,
  createKonbiniSubscription,
  DAY,
  invoiceIntent,
  stripeError,
  T0,
  usePrices,
  useSandbox,
} from './helpers.ts';

// How subscriptions.update collects the invoice it creates: on-session unless `off_session: true`
// (https://docs.stripe.com/api/subscriptions/update#update_subscription-off_session), and pending
// updates only for charge_automatically subscriptions
// (https://docs.stripe.com/billing/subscriptions/pending-updates#before-you-begin).

const ctx = useSandbox();
const prices = usePrices(ctx, { basic: [1000], premium: [3000] });

const upgrade = (sub: Stripe.Subscription, extra: Partial<Stripe.SubscriptionUpdateParams> = {}) =>
  ctx.stripe.subscriptions.update(sub.id, {
    items: [{ id: sub.items.data[0]!.id, price: prices.premium.id }],
    proration_behavior: 'always_invoice',
    payment_behavior: 'pending_if_incomplete',
    ...extra,
  });

describe('4000002500003155 (authenticate unless set up): on-session updates need 3-D Secure', () => {
  /** A subscription whose first payment passed 3-D Secure, which sets the card up for off-session use. */
  async function setUpCardSubscription() {
    const { clock, cus } = await clockedCustomer(ctx, T0, '4000002500003155');
    const created = await ctx.stripe.subscriptions.create({
      customer: cus.id,
      items: [{ price: prices.basic.id }],
    });
    expect(created.status).toBe('incomplete');
    await answer3ds(
      ctx.sandbox,
      (await invoiceIntent(ctx.stripe, created.latest_invoice as string)).id,
      true,
    );
    const sub = await ctx.stripe.subscriptions.retrieve(created.id);
    expect(sub.status).toBe('active');
    return { clock, sub };
  }

  it('an update without off_session leaves the intent requires_action and holds the pending update; renewals go through', async () => {
    const { clock, sub } = await setUpCardSubscription();
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: T0 + 10 * DAY });
    const held = await upgrade(sub);
    expect(held.items.data[0]!.price.id).toBe(prices.basic.id);
    expect(held.pending_update?.subscription_items?.[0]?.price.id).toBe(prices.premium.id);
    const pi = await invoiceIntent(ctx.stripe, held.latest_invoice as string);
    expect(pi.status).toBe('requires_action');
    await answer3ds(ctx.sandbox, pi.id, true);
    const applied = await ctx.stripe.subscriptions.retrieve(sub.id);
    expect(applied.items.data[0]!.price.id).toBe(prices.premium.id);
    expect(applied.pending_update).toBeNull();

    // The renewal is off-session: the set-up card is charged without a challenge.
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: T0 + 32 * DAY });
    const renewed = await ctx.stripe.subscriptions.retrieve(sub.id);
    expect(renewed.status).toBe('active');
    const renewal = await ctx.stripe.invoices.retrieve(renewed.latest_invoice as string);
    expect(renewal).toMatchObject({
      billing_reason: 'subscription_cycle',
      status: 'paid',
      amount_paid: 3000,
    });
  });

  it('off_session: true charges the set-up card without a challenge', async () => {
    const { sub } = await setUpCardSubscription();
    // off_session is not among the parameters pending updates accept
    // (https://docs.stripe.com/billing/subscriptions/pending-updates-reference).
    const changed = await upgrade(sub, { off_session: true, payment_behavior: 'error_if_incomplete' });
    expect(changed.items.data[0]!.price.id).toBe(prices.premium.id);
    expect(changed.pending_update).toBeNull();
    expect((await ctx.stripe.invoices.retrieve(changed.latest_invoice as string)).status).toBe('paid');
  });

  it('error_if_incomplete on-session answers authentication_required and changes nothing', async () => {
    const { sub } = await setUpCardSubscription();
    const e = await stripeError(upgrade(sub, { payment_behavior: 'error_if_incomplete' }));
    expect(e).toMatchObject({ statusCode: 402, code: 'authentication_required' });
    expect((await ctx.stripe.subscriptions.retrieve(sub.id)).items.data[0]!.price.id).toBe(prices.basic.id);
  });
});

describe('pending updates on a send_invoice subscription', () => {
  async function konbiniSubscription() {
    const { cus } = await clockedCustomer(ctx, T0, undefined, 'kb.fill_never@example.com');
    return createKonbiniSubscription(ctx.stripe, cus.id, prices.basic);
  }

  it('payment_behavior=pending_if_incomplete is refused with a 400 and changes nothing', async () => {
    const sub = await konbiniSubscription();
    const e = await stripeError(upgrade(sub));
    expect(e).toMatchObject({
      type: 'StripeInvalidRequestError',
      rawType: 'invalid_request_error',
      statusCode: 400,
      param: 'payment_behavior',
    });
    expect(e.message).toContain('send_invoice');
    const after = await ctx.stripe.subscriptions.retrieve(sub.id);
    expect(after.items.data[0]!.price.id).toBe(prices.basic.id);
    expect(after.pending_update).toBeNull();
    expect(after.latest_invoice).toBe(sub.latest_invoice);
    expect((await ctx.stripe.invoices.list({ subscription: sub.id })).data).toHaveLength(1);
  });

  it('is refused before anything else in the request changes (metadata included)', async () => {
    const sub = await konbiniSubscription();
    const e = await stripeError(upgrade(sub, { metadata: { plan: 'premium' } }));
    expect(e.param).toBe('payment_behavior');
    expect((await ctx.stripe.subscriptions.retrieve(sub.id)).metadata).toEqual({});
  });

  it('a card is still not needed: allow_incomplete changes the price and sends the invoice', async () => {
    const sub = await konbiniSubscription();
    const changed = await upgrade(sub, { payment_behavior: 'allow_incomplete' });
    expect(changed.items.data[0]!.price.id).toBe(prices.premium.id);
    const invoice = await ctx.stripe.invoices.retrieve(changed.latest_invoice as string);
    expect(invoice).toMatchObject({ status: 'open', collection_method: 'send_invoice' });
  });
});

// Guards the helper's card: 3155 attached without a setup is challenged on-session from the start.
it('an attached 3155 card that was never set up is challenged on an on-session update too', async () => {
  const { cus } = await clockedCustomer(ctx, T0, '4242424242424242');
  const sub = await ctx.stripe.subscriptions.create({
    customer: cus.id,
    items: [{ price: prices.basic.id }],
  });
  const card = await browserCard(ctx.sandbox, '4000002500003155');
  await ctx.stripe.paymentMethods.attach(card.id, { customer: cus.id });
  await ctx.stripe.subscriptions.update(sub.id, { default_payment_method: card.id });
  const held = await upgrade(sub);
  expect(held.pending_update).not.toBeNull();
  expect((await invoiceIntent(ctx.stripe, held.latest_invoice as string)).status).toBe('requires_action');
});
