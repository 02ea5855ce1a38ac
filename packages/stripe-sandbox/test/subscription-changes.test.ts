import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  answer3ds,
  browserCard,
  DAY,
  invoiceIntent,
  stripeError,
  T0,
  usePrices,
  useSandbox,
} from './helpers.ts';

// Subscription changes and payment methods as Stripe documents them (see README "Subscription
// changes"): expansion depth, detached/foreign payment methods, billing interval changes and
// payment_behavior on updates.

const ctx = useSandbox();
const prices = usePrices(ctx, {
  basic1: [1000],
  premium1: [3000],
  basic12: [10000, 12],
  premium12: [30000, 12],
});

/** A customer on a test clock with a default card; `card` is attached without a challenge. */
async function clockCustomer(card = '4242424242424242') {
  const clock = await ctx.stripe.testHelpers.testClocks.create({ frozen_time: T0 });
  const cus = await ctx.stripe.customers.create({ email: 'c@example.com', test_clock: clock.id });
  const pm = await browserCard(ctx.sandbox, card);
  await ctx.stripe.paymentMethods.attach(pm.id, { customer: cus.id });
  await ctx.stripe.customers.update(cus.id, { invoice_settings: { default_payment_method: pm.id } });
  return { clock, cus, pm };
}

async function subscribed(price: Stripe.Price, card?: string) {
  const c = await clockCustomer(card);
  let sub = await ctx.stripe.subscriptions.create({ customer: c.cus.id, items: [{ price: price.id }] });
  if (sub.status === 'incomplete') {
    // 3-D Secure cards: the customer passes the first challenge on-session.
    await answer3ds(ctx.sandbox, (await intentOf(sub.latest_invoice as string)).id, true);
    sub = await ctx.stripe.subscriptions.retrieve(sub.id);
  }
  expect(sub.status).toBe('active');
  return { ...c, sub };
}

const invoicesOf = async (sub: string) => (await ctx.stripe.invoices.list({ subscription: sub })).data;

const intentOf = (invoice: string) => invoiceIntent(ctx.stripe, invoice);
const itemOf = (sub: Stripe.Subscription) => sub.items.data[0]!;

/** At `at` on the subscription's clock, its one item changes to `price`. */
async function changeAt(
  clock: Stripe.TestHelpers.TestClock,
  sub: Stripe.Subscription,
  at: number,
  price: Stripe.Price,
  proration_behavior: Stripe.SubscriptionUpdateParams.ProrationBehavior,
) {
  await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: at });
  return ctx.stripe.subscriptions.update(sub.id, {
    items: [{ id: itemOf(sub).id, price: price.id }],
    proration_behavior,
  });
}

describe('expand', () => {
  it('refuses paths deeper than four levels, as Stripe does', async () => {
    const { sub } = await subscribed(prices.basic1!);
    const e = await stripeError(
      ctx.stripe.subscriptions.retrieve(sub.id, {
        expand: ['latest_invoice.payments.data.payment.payment_intent'],
      }),
    );
    expect(e.statusCode).toBe(400);
    expect(e.code).toBe('property_expansion_max_depth');
    const ok = await ctx.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice.payments'] });
    expect((ok.latest_invoice as Stripe.Invoice).payments?.data).toHaveLength(1);
  });
});

describe('payment methods', () => {
  it('a detached PaymentMethod cannot pay, be re-attached or become a default_payment_method', async () => {
    const { cus, pm } = await clockCustomer();
    await ctx.stripe.paymentMethods.detach(pm.id);
    const create = await stripeError(
      ctx.stripe.paymentIntents.create({
        amount: 1000,
        currency: 'jpy',
        customer: cus.id,
        payment_method: pm.id,
        confirm: true,
      }),
    );
    expect(create.statusCode).toBe(400);
    expect(create.message).toContain('It may not be used again');
    const intent = await ctx.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'jpy',
      customer: cus.id,
    });
    const confirm = await stripeError(
      ctx.stripe.paymentIntents.confirm(intent.id, { payment_method: pm.id }),
    );
    expect(confirm.message).toContain('It may not be used again');
    expect((await ctx.stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_payment_method');
    const attach = await stripeError(ctx.stripe.paymentMethods.attach(pm.id, { customer: cus.id }));
    expect(attach.statusCode).toBe(400);
    const sub = await stripeError(
      ctx.stripe.subscriptions.create({
        customer: cus.id,
        items: [{ price: prices.basic1!.id }],
        default_payment_method: pm.id,
      }),
    );
    expect(sub.code).toBe('resource_missing');
    expect(sub.param).toBe('default_payment_method');
  });

  it("another customer's PaymentMethod cannot pay for this customer or be its subscription's default", async () => {
    const a = await subscribed(prices.basic1!);
    const b = await clockCustomer();
    const pay = await stripeError(
      ctx.stripe.paymentIntents.create({
        amount: 1000,
        currency: 'jpy',
        customer: a.cus.id,
        payment_method: b.pm.id,
        confirm: true,
      }),
    );
    expect(pay.statusCode).toBe(400);
    expect(pay.param).toBe('payment_method');
    const update = await stripeError(
      ctx.stripe.subscriptions.update(a.sub.id, { default_payment_method: b.pm.id }),
    );
    expect(update.code).toBe('resource_missing');
    expect((await ctx.stripe.subscriptions.retrieve(a.sub.id)).default_payment_method).toBeNull();
  });

  it("renewals charge the subscription's default_payment_method before the customer's", async () => {
    const { clock, cus, sub } = await subscribed(prices.basic1!);
    const own = await browserCard(ctx.sandbox, '5555555555554444');
    await ctx.stripe.paymentMethods.attach(own.id, { customer: cus.id });
    await ctx.stripe.subscriptions.update(sub.id, { default_payment_method: own.id });
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: T0 + 32 * DAY });
    const renewed = await ctx.stripe.subscriptions.retrieve(sub.id);
    expect(renewed.status).toBe('active');
    const pi = await intentOf(renewed.latest_invoice as string);
    expect(pi.status).toBe('succeeded');
    expect(pi.payment_method).toBe(own.id);
  });

  it("a detached subscription default_payment_method fails the renewal, though the customer's card works", async () => {
    const { clock, cus, sub } = await subscribed(prices.basic1!);
    const own = await browserCard(ctx.sandbox, '5555555555554444');
    await ctx.stripe.paymentMethods.attach(own.id, { customer: cus.id });
    await ctx.stripe.subscriptions.update(sub.id, { default_payment_method: own.id });
    await ctx.stripe.paymentMethods.detach(own.id);
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: T0 + 32 * DAY });
    const renewed = await ctx.stripe.subscriptions.retrieve(sub.id);
    expect(renewed.status).toBe('past_due');
    const invoice = await ctx.stripe.invoices.retrieve(renewed.latest_invoice as string);
    expect(invoice.status).toBe('open');
    const pi = await intentOf(invoice.id!);
    expect(pi.status).toBe('requires_payment_method');
    expect(pi.last_payment_error?.message).toContain('It may not be used again');
  });
});

describe('changing the price', () => {
  it('the same billing period keeps the anchor; proration none invoices nothing now, the renewal bills the new price', async () => {
    const { clock, sub } = await subscribed(prices.premium1!);
    const changed = await changeAt(clock, sub, T0 + 10 * DAY, prices.basic1!, 'none');
    expect(itemOf(changed).price.id).toBe(prices.basic1!.id);
    expect(changed.billing_cycle_anchor).toBe(T0);
    expect(itemOf(changed).current_period_end).toBe(itemOf(sub).current_period_end);
    expect(changed.latest_invoice).toBe(sub.latest_invoice);
    expect(await invoicesOf(sub.id)).toHaveLength(1);
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: T0 + 32 * DAY });
    const renewal = (await invoicesOf(sub.id))[0]!;
    expect(renewal.billing_reason).toBe('subscription_cycle');
    expect(renewal.amount_paid).toBe(1000);
  });

  it('another billing period (1 -> 12 months) resets the anchor to now and invoices at once, even with proration none', async () => {
    const { clock, sub } = await subscribed(prices.basic1!);
    const now = T0 + 10 * DAY;
    const changed = await changeAt(clock, sub, now, prices.basic12!, 'none');
    expect(changed.billing_cycle_anchor).toBe(now);
    expect(itemOf(changed).current_period_start).toBe(now);
    expect(itemOf(changed).current_period_end).toBe(Date.UTC(2031, 0, 25, 3) / 1000);
    const invoice = await ctx.stripe.invoices.retrieve(changed.latest_invoice as string);
    expect(invoice.billing_reason).toBe('subscription_update');
    expect(invoice.status).toBe('paid');
    expect(invoice.amount_paid).toBe(10000);
  });

  it('12 -> 1 month with prorations credits the unused year: nothing to pay, the credit goes to the balance', async () => {
    const { clock, cus, sub } = await subscribed(prices.basic12!);
    const now = T0 + 30 * DAY;
    const changed = await changeAt(clock, sub, now, prices.basic1!, 'create_prorations');
    expect(changed.billing_cycle_anchor).toBe(now);
    const invoice = await ctx.stripe.invoices.retrieve(changed.latest_invoice as string);
    expect(invoice.total).toBeLessThan(0);
    expect(invoice.amount_due).toBe(0);
    expect(invoice.lines.data.some((l) => l.amount === 1000)).toBe(true);
    expect((await ctx.stripe.customers.retrieve(cus.id)) as Stripe.Customer).toMatchObject({
      balance: invoice.total,
    });
  });
});

describe('payment_behavior on updates that invoice', () => {
  const upgrade = (
    sub: Stripe.Subscription,
    payment_behavior: Stripe.SubscriptionUpdateParams.PaymentBehavior,
  ) =>
    ctx.stripe.subscriptions.update(sub.id, {
      items: [{ id: itemOf(sub).id, price: prices.premium1!.id }],
      proration_behavior: 'always_invoice',
      payment_behavior,
    });

  it('allow_incomplete keeps the change; a 3-D Secure card leaves the invoice in requires_action and the subscription past_due', async () => {
    const { clock, sub } = await subscribed(prices.basic1!, '4000000000003220');
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: T0 + 10 * DAY });
    const changed = await upgrade(sub, 'allow_incomplete');
    expect(itemOf(changed).price.id).toBe(prices.premium1!.id);
    expect(changed.status).toBe('past_due');
    const pi = await intentOf(changed.latest_invoice as string);
    expect(pi.status).toBe('requires_action');
    await answer3ds(ctx.sandbox, pi.id, true);
    expect((await ctx.stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
  });

  it('error_if_incomplete refuses a declined card with a 402 and changes nothing', async () => {
    const { sub } = await subscribed(prices.basic1!);
    const failing = await browserCard(ctx.sandbox, '4000000000000341');
    await ctx.stripe.paymentMethods.attach(failing.id, { customer: sub.customer as string });
    await ctx.stripe.subscriptions.update(sub.id, { default_payment_method: failing.id });
    const e = await stripeError(upgrade(sub, 'error_if_incomplete'));
    expect(e.statusCode).toBe(402);
    expect(e.type).toBe('StripeCardError');
    const after = await ctx.stripe.subscriptions.retrieve(sub.id);
    expect(itemOf(after).price.id).toBe(prices.basic1!.id);
    expect(after.status).toBe('active');
    expect(after.latest_invoice).toBe(sub.latest_invoice);
  });

  it('error_if_incomplete refuses a payment that needs 3-D Secure', async () => {
    const { sub } = await subscribed(prices.basic1!, '4000000000003220');
    const e = await stripeError(upgrade(sub, 'error_if_incomplete'));
    expect(e.statusCode).toBe(402);
    expect(itemOf(await ctx.stripe.subscriptions.retrieve(sub.id)).price.id).toBe(prices.basic1!.id);
  });

  it('pending_if_incomplete holds the change until the 3-D Secure payment succeeds', async () => {
    const { sub } = await subscribed(prices.basic1!, '4000000000003220');
    const held = await upgrade(sub, 'pending_if_incomplete');
    expect(itemOf(held).price.id).toBe(prices.basic1!.id);
    expect(held.status).toBe('active');
    expect(held.pending_update?.subscription_items?.[0]?.price.id).toBe(prices.premium1!.id);
    expect(held.pending_update?.expires_at).toBe(T0 + 23 * 3600);
    const pi = await intentOf(held.latest_invoice as string);
    expect(pi.status).toBe('requires_action');
    await answer3ds(ctx.sandbox, pi.id, true);
    const applied = await ctx.stripe.subscriptions.retrieve(sub.id);
    expect(itemOf(applied).price.id).toBe(prices.premium1!.id);
    expect(applied.pending_update).toBeNull();
  });

  it('pending_if_incomplete: a failed challenge keeps the old price; the update expires after 23 hours', async () => {
    const { clock, sub } = await subscribed(prices.basic1!, '4000000000003220');
    const held = await upgrade(sub, 'pending_if_incomplete');
    await answer3ds(ctx.sandbox, (await intentOf(held.latest_invoice as string)).id, false);
    const failed = await ctx.stripe.subscriptions.retrieve(sub.id);
    expect(itemOf(failed).price.id).toBe(prices.basic1!.id);
    expect(failed.status).toBe('active');
    expect(failed.pending_update).not.toBeNull();
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: T0 + 24 * 3600 });
    const expired = await ctx.stripe.subscriptions.retrieve(sub.id);
    expect(expired.pending_update).toBeNull();
    expect(itemOf(expired).price.id).toBe(prices.basic1!.id);
    expect((await ctx.stripe.invoices.retrieve(held.latest_invoice as string)).status).toBe('void');
  });

  // "either the trial end time or the current period end, whichever comes first ... [at most] 23
  // hours after the update call" (https://docs.stripe.com/billing/subscriptions/pending-updates-reference#expiration).
  it('pending_if_incomplete within 23 hours of the period end expires at the period end', async () => {
    const { clock, sub } = await subscribed(prices.basic1!, '4000000000003220');
    const periodEnd = itemOf(sub).current_period_end;
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: periodEnd - 5 * 3600 });
    // To a year: a difference well above the minimum charge, even 5 hours before the period end.
    const held = await ctx.stripe.subscriptions.update(sub.id, {
      items: [{ id: itemOf(sub).id, price: prices.premium12!.id }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
    expect(held.pending_update?.expires_at).toBe(periodEnd);
  });

  it('pending_if_incomplete accepts only the parameters pending updates support', async () => {
    const { sub } = await subscribed(prices.basic1!);
    const e = await stripeError(
      ctx.stripe.subscriptions.update(sub.id, {
        items: [{ id: itemOf(sub).id, price: prices.premium1!.id }],
        proration_behavior: 'always_invoice',
        payment_behavior: 'pending_if_incomplete',
        cancel_at_period_end: true,
      }),
    );
    expect(e.statusCode).toBe(400);
    expect(e.param).toBe('cancel_at_period_end');
    expect(itemOf(await ctx.stripe.subscriptions.retrieve(sub.id)).price.id).toBe(prices.basic1!.id);
  });

  it('default_incomplete keeps the change and leaves the payment to be confirmed', async () => {
    const { sub } = await subscribed(prices.basic1!);
    const changed = await upgrade(sub, 'default_incomplete');
    expect(itemOf(changed).price.id).toBe(prices.premium1!.id);
    expect(changed.status).toBe('past_due');
    const pi = await intentOf(changed.latest_invoice as string);
    expect(pi.status).not.toBe('succeeded');
    await ctx.stripe.paymentIntents.confirm(pi.id);
    expect((await ctx.stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
  });
});

describe('subscription schedules: a price change at the period end', () => {
  async function scheduleChange(sub: Stripe.Subscription, to: Stripe.Price) {
    const schedule = await ctx.stripe.subscriptionSchedules.create({ from_subscription: sub.id });
    const phase = schedule.phases[0]!;
    return ctx.stripe.subscriptionSchedules.update(schedule.id, {
      end_behavior: 'release',
      phases: [
        {
          items: [{ price: itemOf(sub).price.id }],
          start_date: phase.start_date,
          end_date: phase.end_date,
        },
        {
          items: [{ price: to.id }],
          duration: { interval: 'month', interval_count: to.recurring!.interval_count },
        },
      ],
    });
  }

  for (const [from, to, firstEnd] of [
    ['basic12', 'basic1', Date.UTC(2031, 0, 15, 3) / 1000],
    ['premium1', 'basic12', Date.UTC(2030, 1, 15, 3) / 1000],
  ] as const) {
    it(`${from} -> ${to}: nothing now; at the period end the new price starts a period of its own`, async () => {
      const { clock, sub } = await subscribed(prices[from]!);
      const schedule = await scheduleChange(sub, prices[to]!);
      expect(schedule.phases[1]?.start_date).toBe(firstEnd);
      const now = await ctx.stripe.subscriptions.retrieve(sub.id);
      expect(now.schedule).toBe(schedule.id);
      expect(itemOf(now).price.id).toBe(prices[from]!.id);
      expect(await invoicesOf(sub.id)).toHaveLength(1);
      await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: firstEnd + DAY });
      const after = await ctx.stripe.subscriptions.retrieve(sub.id);
      expect(itemOf(after).price.id).toBe(prices[to]!.id);
      expect(itemOf(after).current_period_start).toBe(firstEnd);
      const renewal = (await invoicesOf(sub.id))[0]!;
      expect(renewal.billing_reason).toBe('subscription_cycle');
      expect(renewal.amount_paid).toBe(prices[to]!.unit_amount);
      expect(renewal.status).toBe('paid');
    });
  }

  it('release keeps the subscription as it is; cancel ends it; cancel_at_period_end goes through the schedule', async () => {
    const { sub } = await subscribed(prices.premium1!);
    const schedule = await scheduleChange(sub, prices.basic1!);
    const refused = await stripeError(
      ctx.stripe.subscriptions.update(sub.id, { cancel_at_period_end: true }),
    );
    expect(refused.statusCode).toBe(400);
    const released = await ctx.stripe.subscriptionSchedules.release(schedule.id);
    expect(released.status).toBe('released');
    const after = await ctx.stripe.subscriptions.retrieve(sub.id);
    expect(after.schedule).toBeNull();
    expect(itemOf(after).price.id).toBe(prices.premium1!.id);

    const other = await subscribed(prices.premium1!);
    const s2 = await scheduleChange(other.sub, prices.basic1!);
    expect((await ctx.stripe.subscriptionSchedules.cancel(s2.id)).status).toBe('canceled');
    expect((await ctx.stripe.subscriptions.retrieve(other.sub.id)).status).toBe('canceled');
  });
});
