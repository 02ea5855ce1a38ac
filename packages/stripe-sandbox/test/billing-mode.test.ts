import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { browserCard, DAY, stripeError, T0, usePrices, useSandbox } from './helpers.ts';

// billing_mode (src/resources/billing-mode.ts): flexible unless asked otherwise, as the SDK's API
// version creates subscriptions (https://docs.stripe.com/changelog/clover/2025-09-30/billing-mode-default-flexible).

const ctx = useSandbox();
const prices = usePrices(ctx, { monthly: [1000], mid: [1997], top: [5000] });

async function clockedCustomerWithCard() {
  const clock = await ctx.stripe.testHelpers.testClocks.create({ frozen_time: T0 });
  const cus = await ctx.stripe.customers.create({ email: 'm@example.com', test_clock: clock.id });
  const pm = await browserCard(ctx.sandbox, '4242424242424242');
  await ctx.stripe.paymentMethods.attach(pm.id, { customer: cus.id });
  return { clock, cus, pm };
}

const create = async (extra: Partial<Stripe.SubscriptionCreateParams> = {}) => {
  const { cus, pm } = await clockedCustomerWithCard();
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

  // https://docs.stripe.com/billing/subscriptions/billing-mode/compare#credit-proration-calculations:
  // flexible credits "use the original debited amount instead of current subscription values".
  for (const type of ['flexible', 'classic'] as const)
    it(`${type}: a second upgrade in the period credits ${type === 'flexible' ? 'what the first one debited' : 'the current price'}`, async () => {
      const { clock, cus, pm } = await clockedCustomerWithCard();
      const sub = await ctx.stripe.subscriptions.create({
        customer: cus.id,
        items: [{ price: prices.monthly!.id }],
        default_payment_method: pm.id,
        billing_mode: { type },
      });
      const { current_period_start: start, current_period_end: end, id: item } = sub.items.data[0]!;
      const upgrade = async (at: number, price: Stripe.Price) => {
        await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: at });
        const up = await ctx.stripe.subscriptions.update(sub.id, {
          items: [{ id: item, price: price.id }],
          proration_behavior: 'always_invoice',
          expand: ['latest_invoice'],
        });
        return (up.latest_invoice as Stripe.Invoice).lines.data;
      };
      const t1 = T0 + DAY;
      const t2 = T0 + 2 * DAY;
      const first = await upgrade(t1, prices.mid!);
      const debited = first.find((l) => l.amount > 0)!.amount;
      expect(debited).toBe(Math.round((1997 * (end - t1)) / (end - start)));
      const second = await upgrade(t2, prices.top!);
      const credit = second.filter((l) => l.amount < 0);
      expect(credit).toHaveLength(1);
      const expected =
        type === 'flexible'
          ? Math.round((debited * (end - t2)) / (end - t1))
          : Math.round((1997 * (end - t2)) / (end - start));
      expect(credit[0]!.amount).toBe(-expected);
      expect(credit[0]!.period).toEqual({ start: t2, end });
    });
});
