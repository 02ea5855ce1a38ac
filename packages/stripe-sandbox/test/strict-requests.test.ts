import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserCard, useSandbox, membershipPrices } from './helpers.ts';

// Requests real Stripe refuses are refused here too, with Stripe's error as the SDK surfaces it.
// https://docs.stripe.com/error-codes, https://docs.stripe.com/expand

const ctx = useSandbox();
let price: Stripe.Price;
let customer: Stripe.Customer;

beforeAll(async () => {
  ({ price } = await membershipPrices(ctx.stripe, { price: [1000] }));
  customer = await ctx.stripe.customers.create({ email: 'strict@example.com' });
  const pm = await browserCard(ctx.sandbox, '4242424242424242');
  await ctx.stripe.paymentMethods.attach(pm.id, { customer: customer.id });
  await ctx.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm.id } });
});

/** The refusal, as the SDK throws it. */
async function refused(call: Promise<unknown>): Promise<Stripe.errors.StripeInvalidRequestError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  const e = error as Stripe.errors.StripeInvalidRequestError;
  expect(e.type).toBe('StripeInvalidRequestError');
  expect(e.statusCode).toBe(400);
  return e;
}

describe('parameters', () => {
  it('an unknown parameter is refused with parameter_unknown and its wire name', async () => {
    const top = await refused(ctx.stripe.customers.create({ nickname: 'x' } as any));
    expect([top.code, top.param, top.message]).toEqual([
      'parameter_unknown',
      'nickname',
      'Received unknown parameter: nickname',
    ]);
    const nested = await refused(
      ctx.stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: price.id, colour: 'red' } as any],
      }),
    );
    expect([nested.code, nested.param]).toEqual(['parameter_unknown', 'items[0][colour]']);
  });

  it('an enum value outside the documented set is refused', async () => {
    const e = await refused(
      ctx.stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: price.id }],
        proration_behavior: 'sometimes' as any,
      }),
    );
    expect(e.param).toBe('proration_behavior');
    expect(e.code).toBeUndefined();
    expect(e.message).toBe(
      'Invalid proration_behavior: must be one of always_invoice, create_prorations, or none',
    );
    expect((await ctx.stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(0);
  });

  it('a value of the wrong type is refused', async () => {
    const integer = await refused(
      ctx.stripe.paymentIntents.create({ amount: 'abc' as any, currency: 'jpy' }),
    );
    expect([integer.code, integer.param, integer.message]).toEqual([
      'parameter_invalid_integer',
      'amount',
      'Invalid integer: abc',
    ]);
    const boolean = await refused(
      ctx.stripe.paymentIntents.create({ amount: 1000, currency: 'jpy', confirm: 'maybe' as any }),
    );
    expect([boolean.param, boolean.message]).toEqual(['confirm', 'Invalid boolean: maybe']);
  });

  it('a missing required parameter is refused with parameter_missing', async () => {
    const top = await refused(ctx.stripe.paymentIntents.create({ currency: 'jpy' } as any));
    expect([top.code, top.param]).toEqual(['parameter_missing', 'amount']);
    const nested = await refused(
      ctx.stripe.subscriptions.create({
        customer: customer.id,
        items: [
          { price_data: { product: price.product as string, recurring: { interval: 'month' } } as any },
        ],
      }),
    );
    expect([nested.code, nested.param]).toEqual(['parameter_missing', 'items[0][price_data][currency]']);
  });

  it('an empty string only unsets what can be unset', async () => {
    const e = await refused(ctx.stripe.customers.update(customer.id, { email: '' }));
    expect([e.code, e.param]).toEqual(['parameter_invalid_empty', 'email']);
    const ok = await ctx.stripe.customers.update(customer.id, { metadata: '' });
    expect(ok.metadata).toEqual({});
  });

  it("Stripe.js's own parameters are accepted with the publishable key only", async () => {
    const pi = await ctx.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'jpy',
      customer: customer.id,
    });
    const e = await refused(
      ctx.stripe.paymentIntents.confirm(pi.id, { client_secret: pi.client_secret } as any),
    );
    expect([e.code, e.param]).toEqual(['parameter_unknown', 'client_secret']);
  });
});

describe('expand[]', () => {
  it('five levels are refused (the `data` of a list counts)', async () => {
    const sub = await ctx.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
    });
    const e = await refused(
      ctx.stripe.subscriptions.retrieve(sub.id, {
        expand: ['latest_invoice.payments.data.payment.payment_intent'],
      }),
    );
    expect(e.code).toBe('property_expansion_max_depth');
    expect(e.message).toBe(
      'You cannot expand more than 4 levels of a property. Property: latest_invoice.payments.data.payment.payment_intent',
    );
    const list = await refused(ctx.stripe.subscriptions.list({ expand: ['data.items.data.price.product'] }));
    expect(list.code).toBe('property_expansion_max_depth');
  });

  it('a field that is not expandable is refused', async () => {
    const plain = await refused(ctx.stripe.customers.retrieve(customer.id, { expand: ['email'] }));
    expect(plain.message).toBe('This property cannot be expanded (email).');
    const unknown = await refused(
      ctx.stripe.customers.retrieve(customer.id, { expand: ['test_clock.nope'] }),
    );
    expect(unknown.message).toBe('This property cannot be expanded (test_clock.nope).');
    const list = await refused(ctx.stripe.customers.list({ expand: ['invoice_settings'] }));
    expect(list.message).toBe(
      "This property cannot be expanded (invoice_settings). You may want to try expanding 'data.invoice_settings' instead.",
    );
  });

  it('four levels are expanded', async () => {
    const list = await ctx.stripe.customers.list({
      email: 'strict@example.com',
      expand: ['data.invoice_settings.default_payment_method.customer'],
    });
    const pm = list.data[0]?.invoice_settings.default_payment_method as Stripe.PaymentMethod;
    expect(pm.object).toBe('payment_method');
    expect((pm.customer as Stripe.Customer).id).toBe(customer.id);
    expect((pm.customer as Stripe.Customer).object).toBe('customer');
  });
});
