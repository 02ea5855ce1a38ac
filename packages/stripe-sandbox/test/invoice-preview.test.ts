import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { clockedCustomer, DAY, stripeError, T0, usePrices, useSandbox } from './helpers.ts';

// POST /v1/invoices/create_preview (https://docs.stripe.com/api/invoices/create_preview): the
// preview of a price change is what subscriptions.update then invoices at the same time.

const ctx = useSandbox();
const prices = usePrices(ctx, { basic1: [1000], premium1: [3000], basic12: [10000, 12] });

async function subscribed(price: Stripe.Price) {
  const { clock, cus } = await clockedCustomer(ctx, T0, '4242424242424242');
  const sub = await ctx.stripe.subscriptions.create({ customer: cus.id, items: [{ price: price.id }] });
  expect(sub.status).toBe('active');
  return { clock, cus, sub };
}

const invoicesOf = async (sub: string) => (await ctx.stripe.invoices.list({ subscription: sub })).data;

describe('invoice preview of a price change', () => {
  it('same period, mid-period upgrade: the preview is what the update charges, and creates nothing', async () => {
    const { clock, cus, sub } = await subscribed(prices.basic1!);
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: T0 + 10 * DAY });
    const item = sub.items.data[0]!;
    const preview = await ctx.stripe.invoices.createPreview({
      customer: cus.id,
      subscription: sub.id,
      subscription_details: {
        items: [{ id: item.id, price: prices.premium1!.id }],
        proration_behavior: 'always_invoice',
      },
    });
    expect(preview.id).toMatch(/^upcoming_in_/);
    expect(preview.billing_reason).toBe('upcoming');
    const prorations = preview.lines.data.filter((l) => l.parent?.subscription_item_details?.proration);
    expect(prorations).toHaveLength(2);
    expect(prorations.every((l) => l.period.start === T0 + 10 * DAY)).toBe(true);
    expect(preview.amount_due).toBe(prorations.reduce((s, l) => s + l.amount, 0));
    expect(preview.amount_due).toBeGreaterThan(0);
    expect(preview.amount_due).toBeLessThan(2000);
    // Nothing changed: no invoice, same price.
    expect(await invoicesOf(sub.id)).toHaveLength(1);
    expect((await ctx.stripe.subscriptions.retrieve(sub.id)).items.data[0]!.price.id).toBe(prices.basic1!.id);

    const updated = await ctx.stripe.subscriptions.update(sub.id, {
      items: [{ id: item.id, price: prices.premium1!.id }],
      proration_behavior: 'always_invoice',
      expand: ['latest_invoice'],
    });
    const invoice = updated.latest_invoice as Stripe.Invoice;
    expect(invoice.billing_reason).toBe('subscription_update');
    expect(invoice.amount_due).toBe(preview.amount_due);
    expect(invoice.total).toBe(preview.total);
    expect(invoice.amount_paid).toBe(preview.amount_due);
  });

  it('another period (1 -> 12 months): the new year minus the unused month, as the update charges', async () => {
    const { clock, cus, sub } = await subscribed(prices.basic1!);
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: T0 + 10 * DAY });
    const items = [{ id: sub.items.data[0]!.id, price: prices.basic12!.id }];
    const preview = await ctx.stripe.invoices.createPreview({
      customer: cus.id,
      subscription: sub.id,
      subscription_details: { items, proration_behavior: 'always_invoice' },
    });
    const credit = preview.lines.data.find((l) => l.amount < 0);
    expect(credit?.parent?.subscription_item_details?.proration).toBe(true);
    expect(preview.lines.data.some((l) => l.amount === 10000)).toBe(true);
    expect(preview.amount_due).toBe(10000 + credit!.amount);
    const updated = await ctx.stripe.subscriptions.update(sub.id, {
      items,
      proration_behavior: 'always_invoice',
      expand: ['latest_invoice'],
    });
    expect((updated.latest_invoice as Stripe.Invoice).amount_due).toBe(preview.amount_due);
    expect((updated.latest_invoice as Stripe.Invoice).amount_paid).toBe(preview.amount_due);
  });

  it('proration_date: an update later in the day with the preview proration_date charges the previewed amount', async () => {
    const { clock, cus, sub } = await subscribed(prices.basic1!);
    const at = T0 + 10 * DAY;
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: at });
    const items = [{ id: sub.items.data[0]!.id, price: prices.premium1!.id }];
    const preview = await ctx.stripe.invoices.createPreview({
      customer: cus.id,
      subscription: sub.id,
      subscription_details: { items, proration_behavior: 'always_invoice', proration_date: at },
    });
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: at + 5 * 3600 });
    const updated = await ctx.stripe.subscriptions.update(sub.id, {
      items,
      proration_behavior: 'always_invoice',
      proration_date: at,
      expand: ['latest_invoice'],
    });
    expect((updated.latest_invoice as Stripe.Invoice).amount_due).toBe(preview.amount_due);
  });

  it('create_prorations: the preview is the next renewal, carrying the prorations', async () => {
    const { clock, cus, sub } = await subscribed(prices.basic1!);
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: T0 + 10 * DAY });
    const preview = await ctx.stripe.invoices.createPreview({
      customer: cus.id,
      subscription: sub.id,
      subscription_details: { items: [{ id: sub.items.data[0]!.id, price: prices.premium1!.id }] },
    });
    const next = preview.lines.data.find((l) => !l.parent?.subscription_item_details?.proration);
    expect(next).toMatchObject({ amount: 3000, period: { start: sub.items.data[0]!.current_period_end } });
    const prorated = preview.lines.data.filter((l) => l.parent?.subscription_item_details?.proration);
    expect(preview.amount_due).toBe(3000 + prorated.reduce((s, l) => s + l.amount, 0));
  });

  it('refuses a proration_date outside the current period and parameters it does not model', async () => {
    const { cus, sub } = await subscribed(prices.basic1!);
    const items = [{ id: sub.items.data[0]!.id, price: prices.premium1!.id }];
    const outside = await stripeError(
      ctx.stripe.invoices.createPreview({
        customer: cus.id,
        subscription: sub.id,
        subscription_details: { items, proration_behavior: 'always_invoice', proration_date: T0 - DAY },
      }),
    );
    expect(outside).toMatchObject({ statusCode: 400, param: 'subscription_details[proration_date]' });
    const unmodelled = await stripeError(
      ctx.stripe.invoices.createPreview({
        customer: cus.id,
        subscription: sub.id,
        subscription_details: { items, cancel_now: true },
      }),
    );
    expect(unmodelled).toMatchObject({ statusCode: 400, param: 'subscription_details[cancel_now]' });
  });
});
