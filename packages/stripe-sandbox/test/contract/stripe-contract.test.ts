import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { againstRealStripe, contractTarget, stripeError, type ContractTarget } from './target.ts';

// Exactly the Stripe behaviours the API relies on (docs/decisions/008 and 009), through the real SDK.
// Against the strict sandbox by default; against a real Stripe test account with
// STRIPE_CONTRACT_SECRET_KEY=sk_test_... (see packages/stripe-sandbox/README.md "Contract suite").
if (!againstRealStripe)
  console.info(
    '[stripe contract] real-Stripe mode skipped: STRIPE_CONTRACT_SECRET_KEY is not set (it needs a Stripe test key and network access); running against the strict sandbox.',
  );

const DAY = 86400;
const timeout = againstRealStripe ? 300_000 : 30_000;

describe(`Stripe contract (${againstRealStripe ? 'real Stripe test account' : 'strict sandbox'})`, () => {
  let t: ContractTarget;
  let stripe: Stripe;
  let monthly: Stripe.Price;
  let monthlyHigher: Stripe.Price;
  let yearly: Stripe.Price;
  beforeAll(async () => {
    t = await contractTarget();
    stripe = t.stripe;
    const product = await stripe.products.create({ name: 'Contract suite tier' });
    const price = (amount: number, interval: 'month' | 'year') =>
      stripe.prices.create({
        product: product.id,
        currency: 'jpy',
        unit_amount: amount,
        recurring: { interval },
      });
    [monthly, monthlyHigher, yearly] = await Promise.all([
      price(1000, 'month'),
      price(2000, 'month'),
      price(10000, 'year'),
    ]);
  }, timeout);
  afterAll(() => t?.close(), timeout);

  /** A card subscription on its own test clock, its first invoice paid. */
  async function cardSubscription(price = monthly) {
    const { customer, clock } = await t.clockedCustomer({ email: 'contract@example.com' });
    const card = await t.attachCard(customer.id, 'visa');
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      default_payment_method: card.id,
      payment_behavior: 'allow_incomplete',
    });
    expect(sub.status).toBe('active');
    return { customer, clock, card, sub };
  }
  const invoicesOf = async (sub: string) => (await stripe.invoices.list({ subscription: sub })).data;
  /** The PaymentMethod that paid an invoice (invoice `payments` are included only when expanded). */
  async function paidWith(invoice: string) {
    const full = await stripe.invoices.retrieve(invoice, { expand: ['payments'] });
    const intent = full.payments!.data[0]!.payment.payment_intent as string;
    return (await stripe.paymentIntents.retrieve(intent)).payment_method;
  }

  describe('requests', () => {
    // https://docs.stripe.com/expand: "You can expand recursively ... up to four levels".
    it('refuses an expansion deeper than four levels', { timeout }, async () => {
      const { sub } = await cardSubscription();
      const error = await stripeError(
        stripe.subscriptions.retrieve(sub.id, {
          expand: ['latest_invoice.payments.data.payment.payment_intent'],
        }),
      );
      expect(error).toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400 });
      expect(error.message).toMatch(/more than 4 levels/);
      // Four levels are fine: what the API asks for.
      const ok = await stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice.payments'] });
      expect((ok.latest_invoice as Stripe.Invoice).payments?.data).toHaveLength(1);
    });

    // https://docs.stripe.com/error-codes/parameter-unknown
    it('refuses an unknown parameter', { timeout }, async () => {
      const error = await stripeError(
        stripe.customers.create({ colour: 'blue' } as Stripe.CustomerCreateParams),
      );
      expect(error).toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'colour' });
    });

    // https://docs.stripe.com/api/idempotent_requests
    it('replays an idempotency key and refuses it with another body', { timeout }, async () => {
      const key = `contract-${crypto.randomUUID()}`;
      const first = await stripe.customers.create({ email: 'idem@example.com' }, { idempotencyKey: key });
      const again = await stripe.customers.create({ email: 'idem@example.com' }, { idempotencyKey: key });
      expect(again.id).toBe(first.id);
      const error = await stripeError(
        stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: key }),
      );
      expect(error.type).toBe('StripeIdempotencyError');
      expect(error.rawType).toBe('idempotency_error');
    });
  });

  describe('payment methods', () => {
    // https://docs.stripe.com/api/payment_methods/detach: a detached PaymentMethod can't be used again.
    it('refuses a detached payment method', { timeout }, async () => {
      const customer = await stripe.customers.create({});
      const card = await t.attachCard(customer.id, 'visa');
      await stripe.paymentMethods.detach(card.id);
      const error = await stripeError(
        stripe.paymentIntents.create({
          amount: 500,
          currency: 'jpy',
          customer: customer.id,
          payment_method: card.id,
          confirm: true,
          off_session: true,
        }),
      );
      expect(error).toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400 });
      const reattach = await stripeError(stripe.paymentMethods.attach(card.id, { customer: customer.id }));
      expect(reattach).toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400 });
      const intents = await stripe.paymentIntents.list({ customer: customer.id });
      expect(intents.data.filter((i) => i.status === 'succeeded')).toEqual([]);
    });

    it('refuses a payment method of another customer', { timeout }, async () => {
      const owner = await stripe.customers.create({});
      const other = await stripe.customers.create({});
      const card = await t.attachCard(owner.id, 'visa');
      const payment = await stripeError(
        stripe.paymentIntents.create({
          amount: 500,
          currency: 'jpy',
          customer: other.id,
          payment_method: card.id,
          confirm: true,
          off_session: true,
        }),
      );
      expect(payment).toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400 });
      const subscription = await stripeError(
        stripe.subscriptions.create({
          customer: other.id,
          items: [{ price: monthly.id }],
          default_payment_method: card.id,
        }),
      );
      expect(subscription).toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400 });
    });

    // https://docs.stripe.com/api/subscriptions/object#subscription_object-default_payment_method
    it("renews on the subscription's default_payment_method before the customer's", { timeout }, async () => {
      const { customer, clock, card, sub } = await cardSubscription();
      const customerDefault = await t.attachCard(customer.id, 'mastercard');
      await stripe.customers.update(customer.id, {
        invoice_settings: { default_payment_method: customerDefault.id },
      });
      const periodEnd = sub.items.data[0]!.current_period_end;
      await t.advanceClock(clock.id, periodEnd + 2 * DAY);
      const renewal = await t.eventually(
        async () => (await invoicesOf(sub.id))[0]!,
        (i) => i.billing_reason === 'subscription_cycle' && i.status === 'paid',
      );
      expect(renewal).toMatchObject({ billing_reason: 'subscription_cycle', status: 'paid' });
      expect(await paidWith(renewal.id!)).toBe(card.id);
    });
  });

  describe('subscription changes', () => {
    // https://docs.stripe.com/billing/subscriptions/change-price#billing-periods
    it('an interval change resets the billing cycle anchor and invoices now', { timeout }, async () => {
      const { clock, sub } = await cardSubscription();
      const later = (await t.advanceClock(clock.id, clock.frozen_time + 10 * DAY)).frozen_time;
      const changed = await stripe.subscriptions.update(sub.id, {
        items: [{ id: sub.items.data[0]!.id, price: yearly.id }],
        proration_behavior: 'none',
      });
      expect(changed.billing_cycle_anchor).toBeGreaterThanOrEqual(later);
      expect(changed.billing_cycle_anchor).toBeLessThan(later + DAY);
      const invoices = await invoicesOf(sub.id);
      expect(invoices).toHaveLength(2);
      expect(invoices[0]).toMatchObject({ billing_reason: 'subscription_update', amount_due: 10000 });
    });

    it(
      'the same interval with proration none invoices nothing and keeps the anchor',
      { timeout },
      async () => {
        const { sub } = await cardSubscription();
        const changed = await stripe.subscriptions.update(sub.id, {
          items: [{ id: sub.items.data[0]!.id, price: monthlyHigher.id }],
          proration_behavior: 'none',
        });
        expect(changed.items.data[0]!.price.id).toBe(monthlyHigher.id);
        expect(changed.billing_cycle_anchor).toBe(sub.billing_cycle_anchor);
        expect(await invoicesOf(sub.id)).toHaveLength(1);
      },
    );

    // https://docs.stripe.com/billing/subscriptions/pending-updates
    it('pending_if_incomplete holds the change until its invoice is paid', { timeout }, async () => {
      const { customer, card, sub } = await cardSubscription();
      const failing = await t.attachCard(customer.id, 'chargeCustomerFail');
      await stripe.subscriptions.update(sub.id, { default_payment_method: failing.id });
      const held = await stripe.subscriptions.update(sub.id, {
        items: [{ id: sub.items.data[0]!.id, price: monthlyHigher.id }],
        proration_behavior: 'always_invoice',
        payment_behavior: 'pending_if_incomplete',
      });
      expect(held.pending_update).not.toBeNull();
      expect(held.items.data[0]!.price.id).toBe(monthly.id);
      const invoice = held.latest_invoice as string;
      expect((await stripe.invoices.retrieve(invoice)).status).toBe('open');
      await stripe.invoices.pay(invoice, { payment_method: card.id });
      const applied = await t.eventually(
        () => stripe.subscriptions.retrieve(sub.id),
        (s) => s.pending_update === null,
      );
      expect(applied.pending_update).toBeNull();
      expect(applied.items.data[0]!.price.id).toBe(monthlyHigher.id);
    });

    it(
      'pending_if_incomplete with a card that needs 3-D Secure leaves the intent requires_action',
      { timeout },
      async () => {
        const { customer, sub } = await cardSubscription();
        const challenged = await t.attachCard(customer.id, 'threeDSecureRequired');
        await stripe.subscriptions.update(sub.id, { default_payment_method: challenged.id });
        const held = await stripe.subscriptions.update(sub.id, {
          items: [{ id: sub.items.data[0]!.id, price: monthlyHigher.id }],
          proration_behavior: 'always_invoice',
          payment_behavior: 'pending_if_incomplete',
          expand: ['latest_invoice.payments'],
        });
        expect(held.pending_update).not.toBeNull();
        expect(held.items.data[0]!.price.id).toBe(monthly.id);
        const payment = (held.latest_invoice as Stripe.Invoice).payments!.data[0]!.payment;
        const intent = await stripe.paymentIntents.retrieve(payment.payment_intent as string);
        expect(intent.status).toBe('requires_action');
        expect(intent.client_secret).toContain('_secret_');
      },
    );

    it('error_if_incomplete refuses with a card error and changes nothing', { timeout }, async () => {
      const { customer, sub } = await cardSubscription();
      const failing = await t.attachCard(customer.id, 'chargeCustomerFail');
      await stripe.subscriptions.update(sub.id, { default_payment_method: failing.id });
      const error = await stripeError(
        stripe.subscriptions.update(sub.id, {
          items: [{ id: sub.items.data[0]!.id, price: monthlyHigher.id }],
          proration_behavior: 'always_invoice',
          payment_behavior: 'error_if_incomplete',
        }),
      );
      expect(error).toMatchObject({ type: 'StripeCardError', statusCode: 402, code: 'card_declined' });
      const after = await stripe.subscriptions.retrieve(sub.id);
      expect(after.items.data[0]!.price.id).toBe(monthly.id);
      expect(after.status).toBe('active');
    });

    // https://docs.stripe.com/billing/subscriptions/subscription-schedules, as scheduleDowngrade does it.
    it(
      'a subscription schedule downgrades at the period end and charges nothing now',
      { timeout },
      async () => {
        const { clock, sub } = await cardSubscription(monthlyHigher);
        const item = sub.items.data[0]!;
        const schedule = await stripe.subscriptionSchedules.create({ from_subscription: sub.id });
        await stripe.subscriptionSchedules.update(schedule.id, {
          end_behavior: 'release',
          proration_behavior: 'none',
          phases: [
            {
              items: [{ price: monthlyHigher.id }],
              start_date: schedule.phases[0]!.start_date,
              end_date: item.current_period_end,
            },
            { items: [{ price: monthly.id }], duration: { interval: 'month', interval_count: 1 } },
          ],
        });
        expect(await invoicesOf(sub.id)).toHaveLength(1);
        expect((await stripe.subscriptions.retrieve(sub.id)).items.data[0]!.price.id).toBe(monthlyHigher.id);
        await t.advanceClock(clock.id, item.current_period_end + 2 * DAY);
        const renewal = await t.eventually(
          async () => (await invoicesOf(sub.id))[0]!,
          (i) => i.billing_reason === 'subscription_cycle' && i.status === 'paid',
        );
        expect(renewal).toMatchObject({
          billing_reason: 'subscription_cycle',
          status: 'paid',
          amount_paid: 1000,
        });
        expect((await stripe.subscriptions.retrieve(sub.id)).items.data[0]!.price.id).toBe(monthly.id);
      },
    );
  });

  // Konbini needs a Japanese Stripe account with konbini enabled for invoices.
  describe('send_invoice (konbini) invoices', () => {
    async function konbiniSubscription() {
      const customer = await stripe.customers.create({ email: 'konbini.fill_never@example.com' });
      return stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: monthly.id }],
        collection_method: 'send_invoice',
        days_until_due: 3,
        payment_settings: { payment_method_types: ['konbini'] },
      });
    }

    // https://docs.stripe.com/api/subscriptions/object#subscription_object-status
    it('a send_invoice subscription is active before its invoice is paid', { timeout }, async () => {
      const sub = await konbiniSubscription();
      expect(sub.status).toBe('active');
      const invoice = await stripe.invoices.retrieve(sub.latest_invoice as string);
      expect(invoice).toMatchObject({ status: 'open', amount_paid: 0, collection_method: 'send_invoice' });
      expect(invoice.hosted_invoice_url).toBeTruthy();
    });

    // https://docs.stripe.com/api/invoices/void
    it('a voided invoice cannot be paid', { timeout }, async () => {
      const sub = await konbiniSubscription();
      const voided = await stripe.invoices.voidInvoice(sub.latest_invoice as string);
      expect(voided.status).toBe('void');
      const error = await stripeError(stripe.invoices.pay(voided.id!));
      expect(error).toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400 });
      expect((await stripe.invoices.retrieve(voided.id!)).status).toBe('void');
    });
  });
});
