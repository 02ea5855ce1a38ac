import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { clockedCustomer, DAY, T0, usePrices, useSandbox } from './helpers.ts';

// Stripe's notice before a renewal (src/upcoming-renewals.ts): `invoice.upcoming` and, with "Send emails
// about upcoming renewals" on, the reminder e-mail, the account's 7 days before each renewal of an
// automatically charged subscription, once per period.

const ctx = useSandbox({ webhooks: true });
const prices = usePrices(ctx, { quarter: [3000, 3], quarterLight: [1500, 3] }, 'ゴールドプラン');

let n = 0;
async function quarterly(price = prices.quarter) {
  const email = `upcoming-${++n}@example.com`;
  const { clock, cus } = await clockedCustomer(ctx, T0, '4242424242424242', email);
  const sub = await ctx.stripe.subscriptions.create({ customer: cus.id, items: [{ price: price.id }] });
  const end = sub.items.data[0]!.current_period_end;
  const advanceTo = (t: number) => ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: t });
  return { email, cus, sub, end, advanceTo };
}

async function upcomingOf(subId: string) {
  await ctx.sandbox.webhooksIdle();
  return ctx.hook.received
    .map((r) => r.event)
    .filter(
      (e) =>
        e.type === 'invoice.upcoming' &&
        (e.data.object as Stripe.Invoice).parent?.subscription_details?.subscription === subId,
    );
}

const remindersTo = (email: string) =>
  ctx.sandbox.sandbox.state.inbox.filter((m) => m.to === email && m.kind === 'renewal_reminder');

describe('upcoming renewals', () => {
  it('7 days before the renewal: invoice.upcoming (no id) and the e-mail, once per period', async () => {
    const { email, sub, end, advanceTo } = await quarterly();
    await advanceTo(end - 8 * DAY);
    expect(await upcomingOf(sub.id)).toHaveLength(0);
    expect(remindersTo(email)).toHaveLength(0);

    await advanceTo(end - 6 * DAY);
    const [event, ...more] = await upcomingOf(sub.id);
    expect(more).toHaveLength(0);
    expect(event!.created).toBe(end - 7 * DAY);
    const upcoming = event!.data.object as Stripe.Invoice;
    expect(upcoming).toMatchObject({
      id: null,
      object: 'invoice',
      amount_due: 3000,
      billing_reason: 'upcoming',
    });
    expect(upcoming.lines.data[0]!.period.start).toBe(end);
    const [mail] = remindersTo(email);
    expect(mail).toMatchObject({ created: end - 7 * DAY, links: [] });
    expect(mail!.subject).toContain('¥3,000');
    expect(mail!.body).toContain('VISA •••• 4242');

    // Advancing again within the same period sends nothing more; the next period has its own notice.
    await advanceTo(end - 1 * DAY);
    expect(await upcomingOf(sub.id)).toHaveLength(1);
    await advanceTo(end + 2 * DAY);
    const next = (await ctx.stripe.subscriptions.retrieve(sub.id)).items.data[0]!.current_period_end;
    expect(next).toBeGreaterThan(end);
    await advanceTo(next - 6 * DAY);
    expect(await upcomingOf(sub.id)).toHaveLength(2);
    expect(remindersTo(email)).toHaveLength(2);
  });

  it("announces the price a schedule's next phase renews at", async () => {
    const { sub, end, advanceTo } = await quarterly();
    const schedule = await ctx.stripe.subscriptionSchedules.create({ from_subscription: sub.id });
    await ctx.stripe.subscriptionSchedules.update(schedule.id, {
      end_behavior: 'release',
      proration_behavior: 'none',
      phases: [
        {
          items: [{ price: prices.quarter.id }],
          start_date: sub.items.data[0]!.current_period_start,
          end_date: end,
        },
        { items: [{ price: prices.quarterLight.id }], duration: { interval: 'month', interval_count: 3 } },
      ],
    });
    await advanceTo(end - 6 * DAY);
    const [event] = await upcomingOf(sub.id);
    expect((event!.data.object as Stripe.Invoice).amount_due).toBe(1500);
  });

  it('none for a subscription canceled at its period end, nor for one paid by invoice', async () => {
    const canceled = await quarterly();
    await ctx.stripe.subscriptions.update(canceled.sub.id, { cancel_at_period_end: true });
    await canceled.advanceTo(canceled.end - 6 * DAY);
    expect(await upcomingOf(canceled.sub.id)).toHaveLength(0);
    expect(remindersTo(canceled.email)).toHaveLength(0);

    const { clock, cus } = await clockedCustomer(ctx, T0, undefined, 'upcoming-invoice@example.com');
    const invoiced = await ctx.stripe.subscriptions.create({
      customer: cus.id,
      items: [{ price: prices.quarter.id }],
      collection_method: 'send_invoice',
      days_until_due: 3,
      payment_settings: { payment_method_types: ['konbini'] },
    });
    const end = invoiced.items.data[0]!.current_period_end;
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: end - 6 * DAY });
    expect(await upcomingOf(invoiced.id)).toHaveLength(0);
  });

  it('with the e-mails off, the event alone', async () => {
    const setting = (upcoming_renewal_emails: boolean) =>
      fetch(`${ctx.sandbox.url}/_sandbox/settings`, {
        method: 'POST',
        body: JSON.stringify({ upcoming_renewal_emails }),
      });
    expect((await setting(false)).status).toBe(200);
    try {
      const { email, sub, end, advanceTo } = await quarterly();
      await advanceTo(end - 6 * DAY);
      expect(await upcomingOf(sub.id)).toHaveLength(1);
      expect(remindersTo(email)).toHaveLength(0);
    } finally {
      await setting(true);
    }
  });
});
