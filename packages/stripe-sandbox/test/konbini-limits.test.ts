import type Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  clockedCustomer,
  createKonbiniSubscription,
  finalizedKonbiniSubscription,
  stripeError,
  useSandbox,
} from './helpers.ts';

// Konbini's limits (https://docs.stripe.com/payments/konbini: minimum charge 120 JPY, maximum
// 300,000 JPY; expires_after_days between 1 and 60), for PaymentIntents and konbini-only invoices.

const ctx = useSandbox();
const T0 = Date.UTC(2030, 3, 10, 3, 0, 0) / 1000;
const prices: Record<string, Stripe.Price> = {};
const billing_details = { name: 'Konbini Fan', email: 'kb.fill_never@example.com' };

beforeAll(async () => {
  const prod = await ctx.stripe.products.create({ name: 'Konbini membership' });
  for (const amount of [100, 120, 1000, 300_000, 300_001])
    prices[amount] = await ctx.stripe.prices.create({
      product: prod.id,
      currency: 'jpy',
      unit_amount: amount,
      recurring: { interval: 'month' },
    });
});

const konbiniIntent = (amount: number, extra: Partial<Stripe.PaymentIntentCreateParams> = {}) =>
  ctx.stripe.paymentIntents.create({
    amount,
    currency: 'jpy',
    allowed_payment_method_types: ['konbini'],
    ...extra,
  });

describe('konbini PaymentIntents', () => {
  it('refuses amounts outside 120..300,000 JPY (invalid_request_error) and accepts the limits themselves', async () => {
    for (const [amount, code] of [
      [119, 'amount_too_small'],
      [300_001, 'amount_too_large'],
    ] as const) {
      const e = await stripeError(konbiniIntent(amount));
      expect(e).toMatchObject({ rawType: 'invalid_request_error', statusCode: 400, code, param: 'amount' });
    }
    for (const amount of [120, 300_000]) expect((await konbiniIntent(amount)).amount).toBe(amount);
    const tooSmall = await stripeError(
      ctx.stripe.paymentIntents.update((await konbiniIntent(500)).id, { amount: 100 }),
    );
    expect(tooSmall.code).toBe('amount_too_small');
  });

  it('an intent that also takes cards refuses konbini at confirmation, and stays unconfirmed', async () => {
    const intent = await ctx.stripe.paymentIntents.create({
      amount: 100,
      currency: 'jpy',
      allowed_payment_method_types: ['card', 'konbini'],
    });
    const e = await stripeError(
      ctx.stripe.paymentIntents.confirm(intent.id, {
        payment_method_data: { type: 'konbini', billing_details },
      }),
    );
    expect(e).toMatchObject({ statusCode: 400, code: 'amount_too_small', param: 'amount' });
    expect((await ctx.stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_payment_method');
  });

  it('expires_after_days must be between 1 and 60, at creation and at confirmation', async () => {
    const param = 'payment_method_options[konbini][expires_after_days]';
    for (const days of [0, 61]) {
      const e = await stripeError(
        konbiniIntent(1000, { payment_method_options: { konbini: { expires_after_days: days } } }),
      );
      expect(e).toMatchObject({ rawType: 'invalid_request_error', statusCode: 400, param });
    }
    const intent = await konbiniIntent(1000, {
      payment_method_options: { konbini: { expires_after_days: 60 } },
    });
    expect(intent.payment_method_options?.konbini?.expires_after_days).toBe(60);
    const atConfirm = await stripeError(
      ctx.stripe.paymentIntents.confirm(intent.id, {
        payment_method_data: { type: 'konbini', billing_details },
        payment_method_options: { konbini: { expires_after_days: 61 } },
      }),
    );
    expect(atConfirm.param).toBe(param);
    const confirmed = await ctx.stripe.paymentIntents.confirm(intent.id, {
      payment_method_data: { type: 'konbini', billing_details },
      payment_method_options: { konbini: { expires_after_days: 1 } },
    });
    expect(confirmed.status).toBe('requires_action');
    expect(confirmed.payment_method_options?.konbini?.expires_after_days).toBe(1);
  });
});

describe('konbini-only send_invoice subscriptions', () => {
  const subscribe = async (price: Stripe.Price) => {
    const { cus } = await clockedCustomer(ctx, T0, undefined, billing_details.email);
    return {
      cus,
      call: createKonbiniSubscription(ctx.stripe, cus.id, price),
    };
  };

  it('a price outside the limits is refused before anything is created', async () => {
    for (const [amount, code] of [
      [100, 'amount_too_small'],
      [300_001, 'amount_too_large'],
    ] as const) {
      const { cus, call } = await subscribe(prices[amount]!);
      expect(await stripeError(call)).toMatchObject({ statusCode: 400, code });
      expect((await ctx.stripe.subscriptions.list({ customer: cus.id, status: 'all' })).data).toEqual([]);
      expect((await ctx.stripe.invoices.list({ customer: cus.id })).data).toEqual([]);
    }
    for (const amount of [120, 300_000])
      expect((await (await subscribe(prices[amount]!)).call).status).toBe('active');
  });

  it('changing to a price outside the limits is refused and changes nothing', async () => {
    const sub = await (await subscribe(prices[1000]!)).call;
    const e = await stripeError(
      ctx.stripe.subscriptions.update(sub.id, {
        items: [{ id: sub.items.data[0]!.id, price: prices[300_001]!.id }],
        proration_behavior: 'none',
      }),
    );
    expect(e).toMatchObject({ statusCode: 400, code: 'amount_too_large' });
    expect((await ctx.stripe.subscriptions.retrieve(sub.id)).items.data[0]!.price.id).toBe(prices[1000]!.id);
  });

  it('an invoice that also takes cards stays valid; its hosted page does not offer konbini', async () => {
    const { cus } = await clockedCustomer(ctx, T0, undefined, billing_details.email);
    const sub = await finalizedKonbiniSubscription(ctx.stripe, cus.id, prices[100]!, {
      payment_settings: { payment_method_types: ['card', 'konbini'] },
    });
    const invoice = await ctx.stripe.invoices.retrieve(sub.latest_invoice as string);
    expect(invoice.status).toBe('open');
    const page = await (await fetch(invoice.hosted_invoice_url!)).text();
    expect(page).not.toContain('/hosted/konbini');
  });
});
