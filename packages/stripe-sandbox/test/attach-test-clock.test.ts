import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { browserCard, DAY, usePrices, useSandbox } from './helpers.ts';

// `POST /_sandbox/customers/:id/test_clock` (the sandbox's own tool, not Stripe's API): one customer
// of a shared system moves on in time, everyone else stays where they are.

const ctx = useSandbox();
const prices = usePrices(ctx, { basic: [1000], premium: [3000] });

/** A customer on global time with a monthly subscription paid by card. */
async function subscriber(email: string, price = prices.basic) {
  const cus = await ctx.stripe.customers.create({ email });
  const pm = await browserCard(ctx.sandbox, '4242424242424242');
  await ctx.stripe.paymentMethods.attach(pm.id, { customer: cus.id });
  const sub = await ctx.stripe.subscriptions.create({
    customer: cus.id,
    items: [{ price: price.id }],
    default_payment_method: pm.id,
  });
  expect(sub.status).toBe('active');
  return { cus, sub };
}

const attach = (customer: string) =>
  fetch(`${ctx.sandbox.url}/_sandbox/customers/${customer}/test_clock`, { method: 'POST' });

const invoicesOf = async (customer: string) => (await ctx.stripe.invoices.list({ customer })).data;

describe('attaching a test clock to an existing customer', () => {
  it('moves only that customer: its subscription renews (and its schedule applies), another does not', async () => {
    const fan = await subscriber('clocked@example.com', prices.premium);
    const other = await subscriber('other@example.com');
    const item = fan.sub.items.data[0]!;
    // A downgrade at the period end, scheduled before the clock attaches.
    const created = await ctx.stripe.subscriptionSchedules.create({ from_subscription: fan.sub.id });
    await ctx.stripe.subscriptionSchedules.update(created.id, {
      end_behavior: 'release',
      proration_behavior: 'none',
      phases: [
        {
          items: [{ price: prices.premium.id }],
          start_date: item.current_period_start,
          end_date: item.current_period_end,
        },
        { items: [{ price: prices.basic.id }], duration: { interval: 'month', interval_count: 1 } },
      ],
    });

    const res = await attach(fan.cus.id);
    expect(res.status).toBe(200);
    const clock = (await res.json()) as Stripe.TestHelpers.TestClock;
    expect(clock).toMatchObject({ object: 'test_helpers.test_clock', status: 'ready' });
    expect(await ctx.stripe.testHelpers.testClocks.retrieve(clock.id)).toEqual(clock);
    const now = ((await (await fetch(`${ctx.sandbox.url}/_sandbox/time`)).json()) as { now: number }).now;
    expect(Math.abs(clock.frozen_time - now)).toBeLessThanOrEqual(1);

    // Attached: everything of the customer names the clock, and no date moved.
    expect((await ctx.stripe.customers.retrieve(fan.cus.id)) as Stripe.Customer).toMatchObject({
      test_clock: clock.id,
    });
    const sub = await ctx.stripe.subscriptions.retrieve(fan.sub.id);
    expect(sub.test_clock).toBe(clock.id);
    expect(sub.items.data[0]).toMatchObject({
      current_period_start: item.current_period_start,
      current_period_end: item.current_period_end,
    });
    expect(clock.frozen_time).toBeGreaterThanOrEqual(item.current_period_start);
    expect(clock.frozen_time).toBeLessThan(item.current_period_end);
    const [first] = await invoicesOf(fan.cus.id);
    expect(first).toMatchObject({ status: 'paid', test_clock: clock.id });
    const schedule = await ctx.stripe.subscriptionSchedules.retrieve(created.id);
    expect(schedule.test_clock).toBe(clock.id);
    expect(schedule.current_phase).toEqual({
      start_date: item.current_period_start,
      end_date: item.current_period_end,
    });
    expect((await ctx.stripe.subscriptions.retrieve(other.sub.id)).test_clock).toBeNull();

    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: clock.frozen_time + 32 * DAY });

    const renewed = await ctx.stripe.subscriptions.retrieve(fan.sub.id);
    expect(renewed.status).toBe('active');
    expect(renewed.items.data[0]).toMatchObject({ current_period_start: item.current_period_end });
    expect(renewed.items.data[0]!.price.id).toBe(prices.basic.id);
    const invoices = await invoicesOf(fan.cus.id);
    expect(invoices).toHaveLength(2);
    expect(invoices[0]).toMatchObject({
      billing_reason: 'subscription_cycle',
      status: 'paid',
      amount_paid: 1000,
      test_clock: clock.id,
      created: item.current_period_end,
    });

    const untouched = await ctx.stripe.subscriptions.retrieve(other.sub.id);
    expect(untouched.items.data[0]).toMatchObject({
      current_period_start: other.sub.items.data[0]!.current_period_start,
      current_period_end: other.sub.items.data[0]!.current_period_end,
    });
    expect(await invoicesOf(other.cus.id)).toHaveLength(1);
  });

  it('refuses a customer that already has a clock, and an unknown customer', async () => {
    const { cus } = await subscriber('twice@example.com');
    expect((await attach(cus.id)).status).toBe(200);
    const again = await attach(cus.id);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      error: { type: 'invalid_request_error', param: 'test_clock' },
    });
    const missing = await attach('cus_nobody');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'resource_missing' } });
  });
});
