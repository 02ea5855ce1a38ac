import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { browserCard, DAY, stripeError, T0, usePrices, useSandbox } from './helpers.ts';

// The customer's invoice balance and Stripe's minimum charge (src/customer-balance.ts):
// https://docs.stripe.com/billing/customer/balance ("When the amount due on an invoice is less than
// the minimum chargeable amount the invoice is marked as paid and the amount owed moved to the
// invoice balance as a debit"; "The invoice balance automatically applies toward the next invoice
// finalized to a customer") and https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts (¥50).

const ctx = useSandbox();
// 30 days of difference ¥1,000 -> ¥1,030 prorates to well under ¥50 late in the month.
const prices = usePrices(ctx, { basic: [1000], plus: [1030], other: [500], premium: [3000] });

async function member(price: Stripe.Price) {
  const clock = await ctx.stripe.testHelpers.testClocks.create({ frozen_time: T0 });
  const cus = await ctx.stripe.customers.create({ email: 'b@example.com', test_clock: clock.id });
  const pm = await browserCard(ctx.sandbox, '4242424242424242');
  await ctx.stripe.paymentMethods.attach(pm.id, { customer: cus.id });
  const sub = await ctx.stripe.subscriptions.create({
    customer: cus.id,
    items: [{ price: price.id }],
    default_payment_method: pm.id,
  });
  return { clock, cus, pm, sub };
}

describe('customer balance and the minimum charge', () => {
  it('an upgrade invoice under ¥50 is paid without a charge, its amount debited to the balance and carried by the next invoice', async () => {
    const { clock, cus, pm, sub } = await member(prices.basic!);
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: T0 + 20 * DAY });
    const up = await ctx.stripe.subscriptions.update(sub.id, {
      items: [{ id: sub.items.data[0]!.id, price: prices.plus!.id }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
      expand: ['latest_invoice.payments'],
    });
    const small = up.latest_invoice as Stripe.Invoice;
    expect(small.amount_due).toBeGreaterThan(0);
    expect(small.amount_due).toBeLessThan(50);
    expect(small).toMatchObject({ status: 'paid', amount_paid: 0, amount_remaining: 0, starting_balance: 0 });
    expect(small.ending_balance).toBe(small.amount_due);
    expect(small.payments?.data ?? []).toEqual([]);
    // Applied at once: the invoice counts as paid.
    expect(up.pending_update).toBeNull();
    expect(up.items.data[0]!.price.id).toBe(prices.plus!.id);
    expect((await ctx.stripe.customers.retrieve(cus.id)) as Stripe.Customer).toMatchObject({
      balance: small.amount_due,
    });

    // Whatever subscription the next invoice is of, it carries the debit.
    const other = await ctx.stripe.subscriptions.create({
      customer: cus.id,
      items: [{ price: prices.other!.id }],
      default_payment_method: pm.id,
      expand: ['latest_invoice'],
    });
    const next = other.latest_invoice as Stripe.Invoice;
    expect(next).toMatchObject({
      status: 'paid',
      starting_balance: small.amount_due,
      ending_balance: 0,
      amount_due: 500 + small.amount_due,
      amount_paid: 500 + small.amount_due,
    });
    expect(((await ctx.stripe.customers.retrieve(cus.id)) as Stripe.Customer).balance).toBe(0);
  });

  it('a preview shows the balance applied; a voided invoice gives back what it took', async () => {
    const { clock, cus, sub } = await member(prices.basic!);
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: T0 + 20 * DAY });
    const first = await ctx.stripe.subscriptions.update(sub.id, {
      items: [{ id: sub.items.data[0]!.id, price: prices.plus!.id }],
      proration_behavior: 'always_invoice',
      expand: ['latest_invoice'],
    });
    const debit = (first.latest_invoice as Stripe.Invoice).amount_due;
    const preview = await ctx.stripe.invoices.createPreview({
      customer: cus.id,
      subscription: sub.id,
      subscription_details: {
        items: [{ id: first.items.data[0]!.id, price: prices.basic!.id }],
        proration_behavior: 'always_invoice',
      },
    });
    expect(preview.starting_balance).toBe(debit);
    expect(preview.amount_due).toBe(Math.max(0, preview.total + debit));
    // A declined upgrade voided by error_if_incomplete leaves the balance as it was.
    const bad = await browserCard(ctx.sandbox, '4000000000000341');
    await ctx.stripe.paymentMethods.attach(bad.id, { customer: cus.id });
    await ctx.stripe.subscriptions.update(sub.id, { default_payment_method: bad.id });
    const declined = await stripeError(
      ctx.stripe.subscriptions.update(sub.id, {
        items: [{ id: first.items.data[0]!.id, price: prices.premium!.id }],
        proration_behavior: 'always_invoice',
        payment_behavior: 'error_if_incomplete',
      }),
    );
    expect(declined.statusCode).toBe(402);
    expect(((await ctx.stripe.customers.retrieve(cus.id)) as Stripe.Customer).balance).toBe(debit);
  });
});
