import { describe, expect, it } from 'vitest';
import {
  clockedCustomer,
  DAY,
  finalizedKonbiniSubscription,
  stripeError,
  T0,
  usePrices,
  useSandbox,
} from './helpers.ts';

// A subscription switched between konbini invoices and card charging from its next renewal
// (https://docs.stripe.com/api/subscriptions/update: collection_method, days_until_due,
// payment_settings), the price changed with proration_behavior=none: nothing is invoiced now.

const ctx = useSandbox();
const prices = usePrices(ctx, { card: [1200], konbini: [1390] }, 'Switch membership');

async function paidKonbiniMember() {
  const { clock, cus, pm } = await clockedCustomer(ctx, T0, '4242424242424242');
  const sub = await finalizedKonbiniSubscription(ctx.stripe, cus.id, prices.konbini);
  const first = typeof sub.latest_invoice === 'string' ? sub.latest_invoice : sub.latest_invoice!.id;
  await ctx.stripe.invoices.pay(first, { paid_out_of_band: true });
  return { clock, cus, pm: pm!, sub };
}

describe('switching how a subscription collects', () => {
  it('konbini to card: nothing invoiced now; the renewal is charged to the card at the new price', async () => {
    const { clock, pm, sub } = await paidKonbiniMember();
    const updated = await ctx.stripe.subscriptions.update(sub.id, {
      items: [{ id: sub.items.data[0]!.id, price: prices.card.id }],
      proration_behavior: 'none',
      collection_method: 'charge_automatically',
      payment_settings: { payment_method_types: ['card'] },
      default_payment_method: pm.id,
    });
    expect(updated).toMatchObject({
      collection_method: 'charge_automatically',
      days_until_due: null,
      default_payment_method: pm.id,
      payment_settings: { payment_method_types: ['card'] },
    });
    expect((await ctx.stripe.invoices.list({ subscription: sub.id })).data).toHaveLength(1);

    const end = updated.items.data[0]!.current_period_end;
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: end + 2 * 3600 });
    const renewal = (await ctx.stripe.invoices.list({ subscription: sub.id })).data.find(
      (i) => i.billing_reason === 'subscription_cycle',
    )!;
    expect(renewal).toMatchObject({
      collection_method: 'charge_automatically',
      status: 'paid',
      amount_paid: 1200,
    });
  });

  it('card to konbini: the renewal is a konbini invoice due days_until_due later', async () => {
    const { clock, cus, pm } = await clockedCustomer(ctx, T0, '4242424242424242');
    const sub = await ctx.stripe.subscriptions.create({
      customer: cus.id,
      items: [{ price: prices.card.id }],
      default_payment_method: pm!.id,
    });
    const updated = await ctx.stripe.subscriptions.update(sub.id, {
      items: [{ id: sub.items.data[0]!.id, price: prices.konbini.id }],
      proration_behavior: 'none',
      collection_method: 'send_invoice',
      days_until_due: 3,
      payment_settings: { payment_method_types: ['konbini'] },
    });
    expect(updated).toMatchObject({ collection_method: 'send_invoice', days_until_due: 3 });
    const end = updated.items.data[0]!.current_period_end;
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: end + 2 * 3600 });
    const renewal = (await ctx.stripe.invoices.list({ subscription: sub.id })).data.find(
      (i) => i.billing_reason === 'subscription_cycle',
    )!;
    expect(renewal).toMatchObject({ collection_method: 'send_invoice', status: 'open', amount_due: 1390 });
    expect(renewal.due_date! - renewal.created).toBe(3 * DAY);
  });

  it('refuses days_until_due on charge_automatically and send_invoice without it, changing nothing', async () => {
    const { cus, pm } = await clockedCustomer(ctx, T0, '4242424242424242');
    const sub = await ctx.stripe.subscriptions.create({
      customer: cus.id,
      items: [{ price: prices.card.id }],
      default_payment_method: pm!.id,
    });
    const days = await stripeError(ctx.stripe.subscriptions.update(sub.id, { days_until_due: 3 }));
    expect(days.param).toBe('days_until_due');
    const missing = await stripeError(
      ctx.stripe.subscriptions.update(sub.id, {
        items: [{ id: sub.items.data[0]!.id, price: prices.konbini.id }],
        proration_behavior: 'none',
        collection_method: 'send_invoice',
      }),
    );
    expect(missing.param).toBe('days_until_due');
    const again = await ctx.stripe.subscriptions.retrieve(sub.id);
    expect(again).toMatchObject({ collection_method: 'charge_automatically', days_until_due: null });
    expect(again.items.data[0]!.price.id).toBe(prices.card.id);
  });

  it('refuses charging automatically with no payment method to charge', async () => {
    const { clock } = await clockedCustomer(ctx, T0);
    const cus = await ctx.stripe.customers.create({ email: 'nocard@example.com', test_clock: clock.id });
    const sub = await finalizedKonbiniSubscription(ctx.stripe, cus.id, prices.konbini);
    const error = await stripeError(
      ctx.stripe.subscriptions.update(sub.id, { collection_method: 'charge_automatically' }),
    );
    expect(error.code).toBe('resource_missing');
    expect((await ctx.stripe.subscriptions.retrieve(sub.id)).collection_method).toBe('send_invoice');
  });
});
