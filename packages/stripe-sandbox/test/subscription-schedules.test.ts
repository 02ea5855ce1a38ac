import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  browserCard,
  clockedCustomer,
  DAY,
  invoiceIntent,
  stripeError,
  T0,
  usePrices,
  useSandbox,
} from './helpers.ts';

// Subscription schedules (https://docs.stripe.com/billing/subscriptions/subscription-schedules):
// the current phase across a phase transition, and the schedule's payment method settings, which
// apply to the subscription when a phase starts
// (https://docs.stripe.com/api/subscription_schedules/object#subscription_schedule_object-default_settings).

const ctx = useSandbox();
const prices = usePrices(ctx, { basic: [1000], premium: [3000] });
const PERIOD_END = Date.UTC(2030, 1, 15, 3, 0, 0) / 1000;
const NEXT_END = Date.UTC(2030, 2, 15, 3, 0, 0) / 1000;

/** A prices.premium subscription paid with `card`, its schedule moving it to prices.basic at the period end. */
async function scheduledDowngrade(card = '4242424242424242') {
  const { clock, cus, pm } = await clockedCustomer(ctx, T0, card);
  const sub = await ctx.stripe.subscriptions.create({
    customer: cus.id,
    items: [{ price: prices.premium.id }],
    default_payment_method: pm!.id,
  });
  const created = await ctx.stripe.subscriptionSchedules.create({ from_subscription: sub.id });
  expect(created.current_phase).toEqual({ start_date: T0, end_date: PERIOD_END });
  expect(created.default_settings.default_payment_method).toBe(pm!.id);
  const schedule = await ctx.stripe.subscriptionSchedules.update(created.id, {
    end_behavior: 'release',
    proration_behavior: 'none',
    phases: [
      { items: [{ price: prices.premium.id }], start_date: T0, end_date: PERIOD_END },
      { items: [{ price: prices.basic.id }], duration: { interval: 'month', interval_count: 1 } },
    ],
  });
  expect(schedule.current_phase).toEqual({ start_date: T0, end_date: PERIOD_END });
  return { clock, cus, card: pm!, sub, schedule };
}

const advance = (clock: Stripe.TestHelpers.TestClock, to: number) =>
  ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: to });

describe('the current phase after a phase transition', () => {
  it('is the second phase; its start cannot move back to the first phase’s, and it can be re-sent as it is', async () => {
    const { clock, sub, schedule } = await scheduledDowngrade();
    await advance(clock, PERIOD_END + DAY);
    const moved = await ctx.stripe.subscriptionSchedules.retrieve(schedule.id);
    expect(moved.status).toBe('active');
    expect(moved.current_phase).toEqual({ start_date: PERIOD_END, end_date: NEXT_END });
    expect((await ctx.stripe.subscriptions.retrieve(sub.id)).items.data[0]!.price.id).toBe(prices.basic.id);

    const refused = await stripeError(
      ctx.stripe.subscriptionSchedules.update(schedule.id, {
        phases: [
          { items: [{ price: prices.basic.id }], start_date: T0, end_date: NEXT_END },
          { items: [{ price: prices.premium.id }], duration: { interval: 'month', interval_count: 1 } },
        ],
      }),
    );
    expect(refused).toMatchObject({
      rawType: 'invalid_request_error',
      statusCode: 400,
      param: 'phases[0][start_date]',
      message: 'You can not modify the start date of the current phase.',
    });
    expect((await ctx.stripe.subscriptionSchedules.retrieve(schedule.id)).phases).toEqual(moved.phases);

    const accepted = await ctx.stripe.subscriptionSchedules.update(schedule.id, {
      phases: [
        { items: [{ price: prices.basic.id }], start_date: PERIOD_END, end_date: NEXT_END },
        { items: [{ price: prices.premium.id }], duration: { interval: 'month', interval_count: 1 } },
      ],
    });
    expect(accepted.current_phase).toEqual({ start_date: PERIOD_END, end_date: NEXT_END });
    expect(accepted.phases.map((p) => p.start_date)).toEqual([PERIOD_END, NEXT_END]);
  });

  it('refuses what it does not model: other items in the current phase, gaps between phases', async () => {
    const { schedule } = await scheduledDowngrade();
    const items = await stripeError(
      ctx.stripe.subscriptionSchedules.update(schedule.id, {
        phases: [{ items: [{ price: prices.basic.id }], start_date: T0, end_date: PERIOD_END }],
      }),
    );
    expect(items).toMatchObject({ statusCode: 400, param: 'phases[0][items]' });
    const gap = await stripeError(
      ctx.stripe.subscriptionSchedules.update(schedule.id, {
        phases: [
          { items: [{ price: prices.premium.id }], start_date: T0, end_date: PERIOD_END },
          { items: [{ price: prices.basic.id }], start_date: PERIOD_END + DAY, end_date: NEXT_END },
        ],
      }),
    );
    expect(gap).toMatchObject({ statusCode: 400, param: 'phases[1][start_date]' });
  });
});

describe('the schedule’s default payment method at a phase transition', () => {
  /** A second card the subscription itself is moved to (the schedule is not told). */
  async function moveSubscriptionOnly(sub: Stripe.Subscription) {
    const newCard = await browserCard(ctx.sandbox, '5555555555554444');
    await ctx.stripe.paymentMethods.attach(newCard.id, { customer: sub.customer as string });
    await ctx.stripe.subscriptions.update(sub.id, { default_payment_method: newCard.id });
    return newCard;
  }

  it('replaces the card set on the subscription alone with the schedule’s (the old card)', async () => {
    const { clock, card, sub } = await scheduledDowngrade();
    await moveSubscriptionOnly(sub);
    await advance(clock, PERIOD_END + DAY);
    const after = await ctx.stripe.subscriptions.retrieve(sub.id);
    expect(after.default_payment_method).toBe(card.id);
    expect((await invoiceIntent(ctx.stripe, after.latest_invoice as string)).payment_method).toBe(card.id);
  });

  it('fails the renewal when that old card was detached', async () => {
    const { clock, card, sub } = await scheduledDowngrade();
    await moveSubscriptionOnly(sub);
    await ctx.stripe.paymentMethods.detach(card.id);
    await advance(clock, PERIOD_END + DAY);
    const after = await ctx.stripe.subscriptions.retrieve(sub.id);
    expect(after.status).toBe('past_due');
    const pi = await invoiceIntent(ctx.stripe, after.latest_invoice as string);
    expect(pi.status).toBe('requires_payment_method');
    expect(pi.last_payment_error?.message).toContain('It may not be used again');
  });

  it('renews on the new card once the schedule’s default_settings are moved too', async () => {
    const { clock, card, sub, schedule } = await scheduledDowngrade();
    const newCard = await moveSubscriptionOnly(sub);
    const updated = await ctx.stripe.subscriptionSchedules.update(schedule.id, {
      default_settings: { default_payment_method: newCard.id },
    });
    expect(updated.default_settings.default_payment_method).toBe(newCard.id);
    expect(updated.phases).toHaveLength(2);
    await ctx.stripe.paymentMethods.detach(card.id);
    await advance(clock, PERIOD_END + DAY);
    const after = await ctx.stripe.subscriptions.retrieve(sub.id);
    expect(after).toMatchObject({ status: 'active', default_payment_method: newCard.id });
    const renewal = await ctx.stripe.invoices.retrieve(after.latest_invoice as string);
    expect(renewal).toMatchObject({ status: 'paid', amount_paid: 1000 });
    expect((await invoiceIntent(ctx.stripe, renewal.id)).payment_method).toBe(newCard.id);
  });

  it('a phase’s own default_payment_method comes before default_settings', async () => {
    const { clock, sub, schedule } = await scheduledDowngrade();
    const newCard = await moveSubscriptionOnly(sub);
    await ctx.stripe.subscriptionSchedules.update(schedule.id, {
      phases: [
        { items: [{ price: prices.premium.id }], start_date: T0, end_date: PERIOD_END },
        {
          items: [{ price: prices.basic.id }],
          duration: { interval: 'month', interval_count: 1 },
          default_payment_method: newCard.id,
        },
      ],
    });
    await advance(clock, PERIOD_END + DAY);
    expect((await ctx.stripe.subscriptions.retrieve(sub.id)).default_payment_method).toBe(newCard.id);
  });

  it('refuses a payment method that is not the customer’s', async () => {
    const { schedule } = await scheduledDowngrade();
    const stranger = await browserCard(ctx.sandbox, '5555555555554444');
    const e = await stripeError(
      ctx.stripe.subscriptionSchedules.update(schedule.id, {
        default_settings: { default_payment_method: stranger.id },
      }),
    );
    expect(e).toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'default_settings[default_payment_method]',
    });
  });
});
