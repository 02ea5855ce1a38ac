import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { browserCard, stripeError, T0, usePrices, useSandbox } from './helpers.ts';

// billing_mode (src/resources/billing-mode.ts): flexible unless asked otherwise, as the SDK's API
// version creates subscriptions (https://docs.stripe.com/changelog/clover/2025-09-30/billing-mode-default-flexible).

const ctx = useSandbox();
const prices = usePrices(ctx, { monthly: [1000] });

async function customerWithCard() {
  const clock = await ctx.stripe.testHelpers.testClocks.create({ frozen_time: T0 });
  const cus = await ctx.stripe.customers.create({ email: 'm@example.com', test_clock: clock.id });
  const pm = await browserCard(ctx.sandbox, '4242424242424242');
  await ctx.stripe.paymentMethods.attach(pm.id, { customer: cus.id });
  return { cus, pm };
}

const create = async (extra: Partial<Stripe.SubscriptionCreateParams> = {}) => {
  const { cus, pm } = await customerWithCard();
  return ctx.stripe.subscriptions.create({
    customer: cus.id,
    items: [{ price: prices.monthly!.id }],
    default_payment_method: pm.id,
    ...extra,
  });
};

describe('billing_mode', () => {
  it('is flexible when not sent, and when sent; classic when asked; a schedule follows it', async () => {
    const unsaid = await create();
    expect(unsaid.billing_mode).toMatchObject({ type: 'flexible', updated_at: T0 });
    expect((await create({ billing_mode: { type: 'flexible' } })).billing_mode.type).toBe('flexible');
    const classic = await create({ billing_mode: { type: 'classic' } });
    expect(classic.billing_mode).toMatchObject({ type: 'classic', flexible: null });
    const schedule = await ctx.stripe.subscriptionSchedules.create({ from_subscription: unsaid.id });
    expect(schedule.billing_mode.type).toBe('flexible');
  });

  it('refuses an unknown mode, flexible settings on classic and unmodelled proration_discounts', async () => {
    const unknown = await stripeError(
      create({ billing_mode: { type: 'hybrid' as Stripe.SubscriptionCreateParams.BillingMode.Type } }),
    );
    expect(unknown).toMatchObject({ statusCode: 400 });
    const mixed = await stripeError(
      create({ billing_mode: { type: 'classic', flexible: { proration_discounts: 'included' } } }),
    );
    expect(mixed).toMatchObject({ statusCode: 400, param: 'billing_mode[flexible]' });
    const itemized = await stripeError(
      create({ billing_mode: { type: 'flexible', flexible: { proration_discounts: 'itemized' } } }),
    );
    expect(itemized).toMatchObject({ statusCode: 400, param: 'billing_mode[flexible][proration_discounts]' });
  });
});
