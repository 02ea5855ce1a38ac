import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { browserStripe, SK, useSandbox } from './helpers.ts';

const ctx = useSandbox();

describe('wire conventions', () => {
  it('rejects a wrong secret key with 401 in Stripe error shape', async () => {
    const bad = new Stripe('sk_test_wrong', { host: '127.0.0.1', port: ctx.sandbox.port, protocol: 'http' });
    const err = await bad.customers.list().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect((err as Stripe.errors.StripeError).statusCode).toBe(401);
    expect((err as Stripe.errors.StripeError).type).toBe('StripeAuthenticationError');
  });

  it('refuses secret-only endpoints with the publishable key', async () => {
    const err = await browserStripe(ctx.sandbox)
      .customers.list()
      .catch((e: unknown) => e);
    expect((err as Stripe.errors.StripeError).statusCode).toBe(401);
  });

  it('404s unknown objects with resource_missing', async () => {
    const err = (await ctx.stripe.customers
      .retrieve('cus_nope')
      .catch((e: unknown) => e)) as Stripe.errors.StripeError;
    expect(err.statusCode).toBe(404);
    expect(err.code).toBe('resource_missing');
    expect(err.param).toBe('id');
  });

  it('names the request that caused an event in event.request', async () => {
    const customer = await ctx.stripe.customers.create(
      { email: 'cause@example.com' },
      { idempotencyKey: 'cause-1' },
    );
    const events = await ctx.stripe.events.list({ type: 'customer.created', limit: 100 });
    const event = events.data.find((e) => (e.data.object as { id: string }).id === customer.id)!;
    expect(customer.lastResponse.requestId).toMatch(/^req_/);
    expect(event.request).toEqual({ id: customer.lastResponse.requestId, idempotency_key: 'cause-1' });
  });

  it('replays idempotent requests and refuses a key reused with other params', async () => {
    const a = await ctx.stripe.customers.create({ email: 'idem@example.com' }, { idempotencyKey: 'k1' });
    const b = await ctx.stripe.customers.create({ email: 'idem@example.com' }, { idempotencyKey: 'k1' });
    expect(b.id).toBe(a.id);
    expect(b.lastResponse.headers['idempotent-replayed']).toBe('true');
    const err = (await ctx.stripe.customers
      .create({ email: 'other@example.com' }, { idempotencyKey: 'k1' })
      .catch((e: unknown) => e)) as Stripe.errors.StripeError;
    expect(err).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(err.statusCode).toBe(400);
  });

  it('replays saved errors too', async () => {
    const e1 = (await ctx.stripe.paymentIntents
      .create({ amount: 10, currency: 'jpy' }, { idempotencyKey: 'k2' })
      .catch((e: unknown) => e)) as Stripe.errors.StripeError;
    const e2 = (await ctx.stripe.paymentIntents
      .create({ amount: 10, currency: 'jpy' }, { idempotencyKey: 'k2' })
      .catch((e: unknown) => e)) as Stripe.errors.StripeError;
    expect(e1.code).toBe('amount_too_small');
    expect(e2.code).toBe('amount_too_small');
    expect(e2.headers?.['idempotent-replayed']).toBe('true');
  });

  it('lists newest first with limit, starting_after and has_more', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await ctx.stripe.customers.create({ email: `list${i}@example.com` })).id);
    const page1 = await ctx.stripe.customers.list({ limit: 2 });
    expect(page1.object).toBe('list');
    expect(page1.url).toBe('/v1/customers');
    expect(page1.data.map((c) => c.id)).toEqual([ids[2], ids[1]]);
    expect(page1.has_more).toBe(true);
    const page2 = await ctx.stripe.customers.list({ limit: 2, starting_after: ids[1] });
    expect(page2.data[0]?.id).toBe(ids[0]);
    const byEmail = await ctx.stripe.customers.list({ email: 'list1@example.com' });
    expect(byEmail.data.map((c) => c.id)).toEqual([ids[1]]);
  });

  it('customers, products and prices', async () => {
    const c = await ctx.stripe.customers.create({
      email: 'x@example.com',
      name: 'X',
      metadata: { uid: '1' },
    });
    const u = await ctx.stripe.customers.update(c.id, {
      email: 'y@example.com',
      metadata: { uid: '', k: 'v' },
    });
    expect(u.email).toBe('y@example.com');
    expect(u.metadata).toEqual({ k: 'v' });
    const prod = await ctx.stripe.products.create({ name: 'Gold' });
    const price = await ctx.stripe.prices.create({
      product: prod.id,
      currency: 'jpy',
      unit_amount: 1000,
      recurring: { interval: 'month', interval_count: 3 },
      lookup_key: 'gold_3m',
    });
    expect(price.id).toMatch(/^price_/);
    expect(price.recurring?.interval_count).toBe(3);
    expect((await ctx.stripe.prices.retrieve(price.id)).unit_amount).toBe(1000);
    expect((await ctx.stripe.prices.list({ lookup_keys: ['gold_3m'] })).data[0]?.id).toBe(price.id);
    const oneTime = await ctx.stripe.prices.create({ product: prod.id, currency: 'jpy', unit_amount: 500 });
    expect(oneTime.type).toBe('one_time');
    expect((await ctx.stripe.products.list()).data.some((p) => p.id === prod.id)).toBe(true);
  });

  it('serves the Stripe.js shim at /v3/ and CORS for the browser', async () => {
    const res = await fetch(`${ctx.sandbox.url}/v3/`);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(await res.text()).toContain('window.Stripe');
    const pre = await fetch(`${ctx.sandbox.url}/v1/payment_methods`, { method: 'OPTIONS' });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    void SK;
  });
});
