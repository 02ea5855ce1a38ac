import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { browserCard, useSandbox } from './helpers.ts';

const ctx = useSandbox({ webhooks: true });

async function paid(amount: number) {
  const cus = await ctx.stripe.customers.create({ email: 'refund@example.com' });
  const pm = await browserCard(ctx.sandbox, '4242424242424242');
  await ctx.stripe.paymentMethods.attach(pm.id, { customer: cus.id });
  return ctx.stripe.paymentIntents.create({
    amount,
    currency: 'jpy',
    customer: cus.id,
    payment_method: pm.id,
    off_session: true,
    confirm: true,
  });
}

const failure = (p: Promise<unknown>) => p.catch((e: unknown) => e) as Promise<Stripe.errors.StripeError>;

describe('refunds', () => {
  it('refunds partially by payment intent, then the rest by charge; the charge shows it, events follow', async () => {
    const pi = await paid(1200);
    const first = await ctx.stripe.refunds.create({ payment_intent: pi.id, amount: 200 });
    expect(first).toMatchObject({
      object: 'refund',
      amount: 200,
      status: 'succeeded',
      payment_intent: pi.id,
    });
    const rest = await ctx.stripe.refunds.create({ charge: String(pi.latest_charge) });
    expect(rest.amount).toBe(1000);
    const charge = await ctx.stripe.charges.retrieve(String(pi.latest_charge));
    expect(charge).toMatchObject({ amount_refunded: 1200, refunded: true });
    const list = await ctx.stripe.refunds.list({ payment_intent: pi.id });
    expect(list.data.map((r) => r.amount)).toEqual([1000, 200]);
    const again = await failure(ctx.stripe.refunds.create({ payment_intent: pi.id }));
    expect(again.code).toBe('charge_already_refunded');
    await expect
      .poll(() => ctx.hook.received.filter((r) => r.event.type === 'charge.refunded').length)
      .toBe(2);
    expect(ctx.hook.received.filter((r) => r.event.type === 'refund.created')).toHaveLength(2);
  });

  it('refuses more than remains, a non-positive amount, an unpaid intent and no target', async () => {
    const pi = await paid(500);
    const tooMuch = await failure(ctx.stripe.refunds.create({ payment_intent: pi.id, amount: 501 }));
    expect(tooMuch.param).toBe('amount');
    expect(tooMuch.message).toMatch(/greater than unrefunded amount/);
    expect((await failure(ctx.stripe.refunds.create({ payment_intent: pi.id, amount: 0 }))).param).toBe(
      'amount',
    );
    const unpaid = await ctx.stripe.paymentIntents.create({ amount: 500, currency: 'jpy' });
    const e = await failure(ctx.stripe.refunds.create({ payment_intent: unpaid.id }));
    expect(e.message).toMatch(/does not have a successful charge/);
    expect((await failure(ctx.stripe.refunds.create({}))).message).toMatch(/payment_intent or charge/);
    expect((await ctx.stripe.charges.retrieve(String(pi.latest_charge))).amount_refunded).toBe(0);
  });

  it('archives a price: it stays readable, inactive, and no new subscription may use it', async () => {
    const product = await ctx.stripe.products.create({ name: 'Tier' });
    const price = await ctx.stripe.prices.create({ product: product.id, currency: 'jpy', unit_amount: 500 });
    const archived = await ctx.stripe.prices.update(price.id, { active: false });
    expect(archived.active).toBe(false);
    const active = await ctx.stripe.prices.list({ product: product.id, active: true });
    expect(active.data).toHaveLength(0);
    const recurring = await ctx.stripe.prices.create({
      product: product.id,
      currency: 'jpy',
      unit_amount: 500,
      recurring: { interval: 'month' },
    });
    await ctx.stripe.prices.update(recurring.id, { active: false });
    const cus = await ctx.stripe.customers.create({ email: 'archived@example.com' });
    const refused = await failure(
      ctx.stripe.subscriptions.create({
        customer: cus.id,
        items: [{ price: recurring.id }],
        collection_method: 'send_invoice',
        days_until_due: 3,
      }),
    );
    expect(refused.message).toMatch(/price specified is inactive/);
  });
});
