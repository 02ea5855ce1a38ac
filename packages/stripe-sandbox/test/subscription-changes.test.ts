import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer3ds, browserCard, setup } from './helpers.ts';

// Subscription changes and payment methods as Stripe documents them (see README "Subscription
// changes"): expansion depth, detached/foreign payment methods, billing interval changes and
// payment_behavior on updates.

let ctx: Awaited<ReturnType<typeof setup>>;
const prices: Record<string, Stripe.Price> = {};
const T0 = Date.UTC(2030, 0, 15, 3, 0, 0) / 1000;
const DAY = 86400;

beforeAll(async () => {
  ctx = await setup();
  const prod = await ctx.stripe.products.create({ name: 'Membership' });
  const price = (unit_amount: number, interval_count: number) =>
    ctx.stripe.prices.create({
      product: prod.id,
      currency: 'jpy',
      unit_amount,
      recurring: { interval: 'month', interval_count },
    });
  prices.basic1 = await price(1000, 1);
  prices.premium1 = await price(3000, 1);
  prices.basic12 = await price(10000, 12);
  prices.premium12 = await price(30000, 12);
});
afterAll(async () => {
  await ctx.sandbox.close();
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
  const sub = await ctx.stripe.subscriptions.create({ customer: c.cus.id, items: [{ price: price.id }] });
  expect(sub.status).toBe('active');
  return { ...c, sub };
}

const invoicesOf = async (sub: string) => (await ctx.stripe.invoices.list({ subscription: sub })).data;

async function intentOf(invoice: Stripe.Invoice | string | null): Promise<Stripe.PaymentIntent> {
  const id = typeof invoice === 'string' ? invoice : invoice!.id!;
  const inv = await ctx.stripe.invoices.retrieve(id, { expand: ['payments'] });
  return ctx.stripe.paymentIntents.retrieve(inv.payments!.data[0]!.payment.payment_intent as string);
}

async function stripeError(p: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await p;
  } catch (e) {
    return e as Stripe.errors.StripeError;
  }
  throw new Error('expected a Stripe error');
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
    expect(e.param).toBe('expand');
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
    const pi = await intentOf(invoice);
    expect(pi.status).toBe('requires_payment_method');
    expect(pi.last_payment_error?.message).toContain('It may not be used again');
  });
});
