import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  answer3ds,
  browserCard,
  browserStripe,
  delivered,
  receiver,
  setup,
  useSandbox,
  WHSEC,
} from './helpers.ts';

const ctx = useSandbox({ webhooks: true });

async function customer() {
  return ctx.stripe.customers.create({ email: 'fan@example.com', name: 'Fan' });
}

async function setupCard(cus: string, number: string) {
  const si = await ctx.stripe.setupIntents.create({
    customer: cus,
    usage: 'off_session',
    allowed_payment_method_types: ['card'],
  });
  const pm = await browserCard(ctx.sandbox, number);
  const browser = browserStripe(ctx.sandbox);
  // What Stripe.js sends: the publishable key plus the client secret.
  return browser.setupIntents.confirm(si.id, {
    payment_method: pm.id,
    client_secret: si.client_secret ?? '',
  } as Stripe.SetupIntentConfirmParams);
}

describe('payment methods and test cards', () => {
  const brands: [string, string][] = [
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['378282246310005', 'amex'],
    ['3566002020360505', 'jcb'],
    ['36227206271667', 'diners'],
    ['6011111111111117', 'discover'],
    ['6200000000000005', 'unknown'],
  ];
  it.each(brands)('%s is %s and can be set up and charged', async (number, brand) => {
    const cus = await customer();
    const si = await setupCard(cus.id, number);
    expect(si.status).toBe('succeeded');
    const pm = await ctx.stripe.paymentMethods.retrieve(String(si.payment_method));
    expect(pm.card?.brand).toBe(brand);
    expect(pm.card?.last4).toBe(number.slice(-4));
    expect(pm.card?.funding).toBe('credit');
    expect(pm.billing_details.name).toBe('TARO YAMADA');
    expect(pm.customer).toBe(cus.id);
    const pi = await ctx.stripe.paymentIntents.create({
      amount: 1200,
      currency: 'jpy',
      customer: cus.id,
      payment_method: pm.id,
      off_session: true,
      confirm: true,
    });
    expect(pi.status).toBe('succeeded');
  });

  it('bad number -> incorrect_number; past expiry -> invalid_expiry_year', async () => {
    const e1 = (await browserCard(ctx.sandbox, '4242424242424241').catch(
      (e: unknown) => e,
    )) as Stripe.errors.StripeError;
    expect(e1).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(e1.code).toBe('incorrect_number');
    expect(e1.statusCode).toBe(402);
    const e2 = (await browserCard(ctx.sandbox, '4242424242424242', { exp_year: 2001 }).catch(
      (e: unknown) => e,
    )) as Stripe.errors.StripeError;
    expect(e2.code).toBe('invalid_expiry_year');
  });

  it.each([
    ['4000000000000002', 'card_declined', 'generic_decline'],
    ['4000000000009995', 'card_declined', 'insufficient_funds'],
    ['4000000000000127', 'incorrect_cvc', undefined],
    ['4000000000000069', 'expired_card', undefined],
  ])('%s declines setup with %s', async (number, code, declineCode) => {
    const cus = await customer();
    const err = (await setupCard(cus.id, number).catch((e: unknown) => e)) as Stripe.errors.StripeError;
    expect(err.code).toBe(code);
    expect(err.decline_code || undefined).toBe(declineCode);
    const pm = await browserCard(ctx.sandbox, number);
    const attach = (await ctx.stripe.paymentMethods
      .attach(pm.id, { customer: cus.id })
      .catch((e: unknown) => e)) as Stripe.errors.StripeError;
    expect(attach.code).toBe(code);
  });

  it('4000000000000341 attaches but every charge fails', async () => {
    const cus = await customer();
    const si = await setupCard(cus.id, '4000000000000341');
    expect(si.status).toBe('succeeded');
    const err = (await ctx.stripe.paymentIntents
      .create({
        amount: 500,
        currency: 'jpy',
        customer: cus.id,
        payment_method: String(si.payment_method),
        off_session: true,
        confirm: true,
      })
      .catch((e: unknown) => e)) as Stripe.errors.StripeError;
    expect(err.code).toBe('card_declined');
    expect(err.decline_code).toBe('generic_decline');
    const pi = err.payment_intent as Stripe.PaymentIntent;
    expect(pi.status).toBe('requires_payment_method');
    expect(pi.last_payment_error?.code).toBe('card_declined');
    // The declined attempt is a charge too, `failed` (https://docs.stripe.com/api/charges/object#charge_object-status).
    const charge = await ctx.stripe.charges.retrieve(String(pi.latest_charge));
    expect(charge).toMatchObject({ status: 'failed', paid: false, captured: false, amount_captured: 0 });
    expect(charge.failure_code).toBe('card_declined');
    expect(pi.last_payment_error?.charge).toBe(charge.id);
    const expanded = await ctx.stripe.paymentIntents.retrieve(pi.id, { expand: ['latest_charge'] });
    expect((expanded.latest_charge as Stripe.Charge).status).toBe('failed');
    const refund = (await ctx.stripe.refunds
      .create({ charge: charge.id })
      .catch((e: unknown) => e)) as Stripe.errors.StripeError;
    expect(refund.type).toBe('StripeInvalidRequestError');
  });

  it('attach, list by customer, detach', async () => {
    const cus = await customer();
    const pm = await browserCard(ctx.sandbox, '4242424242424242');
    await ctx.stripe.paymentMethods.attach(pm.id, { customer: cus.id });
    await ctx.stripe.customers.update(cus.id, { invoice_settings: { default_payment_method: pm.id } });
    expect((await ctx.stripe.customers.listPaymentMethods(cus.id)).data.map((p) => p.id)).toEqual([pm.id]);
    expect((await ctx.stripe.paymentMethods.list({ customer: cus.id, type: 'card' })).data.length).toBe(1);
    await ctx.stripe.paymentMethods.detach(pm.id);
    expect((await ctx.stripe.customers.listPaymentMethods(cus.id)).data).toEqual([]);
    expect(
      ((await ctx.stripe.customers.retrieve(cus.id)) as Stripe.Customer).invoice_settings
        .default_payment_method,
    ).toBeNull();
  });
});

describe('3-D Secure', () => {
  it('4000002500003155: setup asks, challenge passes; off-session later does not ask; on-session does', async () => {
    const cus = await customer();
    const si = await setupCard(cus.id, '4000002500003155');
    expect(si.status).toBe('requires_action');
    expect(si.next_action?.type).toBe('use_stripe_sdk');
    await answer3ds(ctx.sandbox, si.id, true);
    const done = await ctx.stripe.setupIntents.retrieve(si.id);
    expect(done.status).toBe('succeeded');
    const pmId = String(done.payment_method);
    const off = await ctx.stripe.paymentIntents.create({
      amount: 800,
      currency: 'jpy',
      customer: cus.id,
      payment_method: pmId,
      off_session: true,
      confirm: true,
    });
    expect(off.status).toBe('succeeded');
    const on = await ctx.stripe.paymentIntents.create({
      amount: 800,
      currency: 'jpy',
      customer: cus.id,
      payment_method: pmId,
    });
    const confirmed = await browserStripe(ctx.sandbox).paymentIntents.confirm(on.id, {
      client_secret: on.client_secret,
    } as Stripe.PaymentIntentConfirmParams);
    expect(confirmed.status).toBe('requires_action');
    await answer3ds(ctx.sandbox, on.id, true);
    expect((await ctx.stripe.paymentIntents.retrieve(on.id)).status).toBe('succeeded');
  });

  it('failing the challenge: payment_intent_authentication_failure, back to requires_payment_method', async () => {
    const cus = await customer();
    const pm = await browserCard(ctx.sandbox, '4000000000003220');
    const pi = await ctx.stripe.paymentIntents.create({
      amount: 900,
      currency: 'jpy',
      customer: cus.id,
      payment_method: pm.id,
      confirm: true,
    });
    expect(pi.status).toBe('requires_action');
    await answer3ds(ctx.sandbox, pi.id, false);
    const after = await ctx.stripe.paymentIntents.retrieve(pi.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error?.code).toBe('payment_intent_authentication_failure');
  });

  /** A new customer's card that always asks for 3-D Secure (3220), set up and its challenge answered. */
  async function challengedSetup(pass: boolean) {
    const cus = await customer();
    const si = await setupCard(cus.id, '4000000000003220');
    await answer3ds(ctx.sandbox, si.id, pass);
    return { cus, si };
  }

  it('failing a setup challenge: setup_intent_authentication_failure', async () => {
    const { si } = await challengedSetup(false);
    const after = await ctx.stripe.setupIntents.retrieve(si.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_setup_error?.code).toBe('setup_intent_authentication_failure');
  });

  it('4000000000003220 declines off-session with authentication_required even after setup', async () => {
    const { cus, si } = await challengedSetup(true);
    const err = (await ctx.stripe.paymentIntents
      .create({
        amount: 500,
        currency: 'jpy',
        customer: cus.id,
        payment_method: String((await ctx.stripe.setupIntents.retrieve(si.id)).payment_method),
        off_session: true,
        confirm: true,
      })
      .catch((e: unknown) => e)) as Stripe.errors.StripeError;
    expect(err.code).toBe('authentication_required');
  });
});

describe('payment intents', () => {
  it('on-session card from the browser, retrieve with client secret, cancel', async () => {
    const pi = await ctx.stripe.paymentIntents.create({
      amount: 1500,
      currency: 'jpy',
      allowed_payment_method_types: ['card'],
      metadata: { order: '1' },
    });
    expect(pi.status).toBe('requires_payment_method');
    const browser = browserStripe(ctx.sandbox);
    const confirmed = await browser.paymentIntents.confirm(pi.id, {
      client_secret: pi.client_secret,
      payment_method_data: {
        type: 'card',
        card: { number: '4242424242424242', exp_month: 1, exp_year: 2039, cvc: '123' },
      },
    } as unknown as Stripe.PaymentIntentConfirmParams);
    expect(confirmed.status).toBe('succeeded');
    const wrongSecret = (await browser.paymentIntents
      .retrieve(pi.id, { client_secret: 'nope' } as Stripe.PaymentIntentRetrieveParams)
      .catch((e: unknown) => e)) as Stripe.errors.StripeError;
    expect(wrongSecret.statusCode).toBe(400);
    const other = await ctx.stripe.paymentIntents.create({ amount: 700, currency: 'jpy' });
    const canceled = await ctx.stripe.paymentIntents.cancel(other.id);
    expect(canceled.status).toBe('canceled');
  });

  it('konbini: voucher with four stores, expiring 23:59:59 JST three days later; paying fires succeeded', async () => {
    const cus = await customer();
    const pi = await ctx.stripe.paymentIntents.create({
      amount: 3000,
      currency: 'jpy',
      customer: cus.id,
      allowed_payment_method_types: ['konbini'],
      payment_method_options: { konbini: { expires_after_days: 3 } },
    });
    const confirmed = await browserStripe(ctx.sandbox).paymentIntents.confirm(pi.id, {
      client_secret: pi.client_secret,
      payment_method_data: {
        type: 'konbini',
        billing_details: { name: 'Taro', email: 'konbini@example.com' },
      },
    } as unknown as Stripe.PaymentIntentConfirmParams);
    expect(confirmed.status).toBe('requires_action');
    const d = confirmed.next_action?.konbini_display_details;
    expect(d?.hosted_voucher_url).toBe(`${ctx.sandbox.url}/vouchers/${pi.id}`);
    expect(Object.keys(d?.stores ?? {}).sort()).toEqual(['familymart', 'lawson', 'ministop', 'seicomart']);
    expect(d?.stores.lawson?.payment_code).toMatch(/^\d+$/);
    // 23:59:59 in Japan is 14:59:59 UTC.
    expect(new Date((d?.expires_at ?? 0) * 1000).toISOString()).toMatch(/T14:59:59/);
    expect((d?.expires_at ?? 0) - pi.created).toBeGreaterThan(2 * 86400);
    expect((d?.expires_at ?? 0) - pi.created).toBeLessThanOrEqual(4 * 86400);
    const page = await (await fetch(d?.hosted_voucher_url ?? '')).text();
    expect(page).toContain('店頭で支払う（テスト）');
    expect(page).toContain('¥3,000');
    await fetch(`${d?.hosted_voucher_url}/pay`, { method: 'POST', redirect: 'manual' });
    expect((await ctx.stripe.paymentIntents.retrieve(pi.id)).status).toBe('succeeded');
    expect(await delivered(ctx, 'payment_intent.succeeded', pi.id)).toBe(true);
    const inbox = (await (
      await fetch(`${ctx.sandbox.url}/_sandbox/inbox.json?email=konbini@example.com`)
    ).json()) as { links: string[] }[];
    expect(inbox[0]?.links).toContain(d?.hosted_voucher_url);
  });

  it('konbini: letting it expire fires payment_intent.payment_failed', async () => {
    const pi = await ctx.stripe.paymentIntents.create({
      amount: 2000,
      currency: 'jpy',
      allowed_payment_method_types: ['konbini'],
      confirm: true,
      payment_method_data: {
        type: 'konbini',
        billing_details: { name: 'Hanako', email: 'h.fill_never@example.com' },
      },
    });
    expect(pi.status).toBe('requires_action');
    ctx.sandbox.advance(5 * 86400);
    const after = await ctx.stripe.paymentIntents.retrieve(pi.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error?.code).toBe('payment_intent_payment_attempt_expired');
    expect(await delivered(ctx, 'payment_intent.payment_failed', pi.id)).toBe(true);
  });
});

describe('webhooks', () => {
  it('signs deliveries so constructEvent accepts them and rejects a tampered body', async () => {
    await ctx.stripe.customers.create({ email: 'hook@example.com' });
    await ctx.sandbox.webhooksIdle();
    const r = ctx.hook.received.find((x) => x.event.type === 'customer.created');
    expect(r).toBeDefined();
    const ev = Stripe.webhooks.constructEvent(r?.body ?? '', r?.signature ?? '', WHSEC);
    expect(ev.id).toMatch(/^evt_/);
    expect(() =>
      Stripe.webhooks.constructEvent(
        (r?.body ?? '').replace('"customer.created"', '"customer.deleted"'),
        r?.signature ?? '',
        WHSEC,
      ),
    ).toThrow();
    const fetched = await ctx.stripe.events.retrieve(ev.id);
    expect(fetched.type).toBe('customer.created');
    expect((await ctx.stripe.events.list({ type: 'customer.created', limit: 1 })).data[0]?.id).toBeDefined();
  });

  it('retries failed deliveries with backoff', async () => {
    const flaky = await receiver(2);
    const s = await setup({ webhookUrl: flaky.url });
    await s.stripe.customers.create({ email: 'retry@example.com' });
    await s.sandbox.webhooksIdle();
    expect(flaky.received.length).toBe(1);
    const log = s.sandbox.sandbox.webhooks.log;
    expect(log.map((l) => l.status)).toEqual([500, 500, 200]);
    await s.sandbox.close();
    flaky.server.close();
  });

  it('test switch delivers every event twice, out of order', async () => {
    const r = await receiver();
    const s = await setup({ webhookUrl: r.url, deliverTwiceOutOfOrder: true });
    const c = await s.stripe.customers.create({ email: 'twice@example.com' });
    const pm = await browserCard(s.sandbox, '4242424242424242');
    await s.stripe.paymentMethods.attach(pm.id, { customer: c.id });
    await s.sandbox.webhooksIdle();
    const ids = r.received.map((x) => x.event.id);
    expect(ids.length).toBe(4);
    expect(new Set(ids).size).toBe(2);
    expect(r.received.map((x) => x.event.type)).toEqual([
      'payment_method.attached',
      'customer.created',
      'customer.created',
      'payment_method.attached',
    ]);
    await s.sandbox.close();
    r.server.close();
  });
});
