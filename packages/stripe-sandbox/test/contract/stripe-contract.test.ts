import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, contractFixtures, timeout, type Fixtures } from './fixtures.ts';
import { againstRealStripe, stripeError, type ContractTarget } from './target.ts';

// Exactly the Stripe behaviours the API relies on (docs/decisions/008 and 009), through the real SDK.
// Against the strict sandbox by default; against a real Stripe test account with
// STRIPE_CONTRACT_SECRET_KEY=sk_test_... (see packages/stripe-sandbox/README.md "Contract suite").
// Billing over time (schedules, automatic collection, konbini) is in billing-contract.test.ts.
if (!againstRealStripe)
  console.info(
    '[stripe contract] real-Stripe mode skipped: STRIPE_CONTRACT_SECRET_KEY is not set (it needs a Stripe test key and network access); running against the strict sandbox.',
  );

describe(`Stripe contract (${againstRealStripe ? 'real Stripe test account' : 'strict sandbox'})`, () => {
  let f: Fixtures;
  let t: ContractTarget;
  let stripe: Stripe;
  let monthly: Stripe.Price;
  let monthlyHigher: Stripe.Price;
  let yearly: Stripe.Price;
  beforeAll(async () => {
    f = await contractFixtures();
    ({ t, stripe, monthly, monthlyHigher, yearly } = f);
  }, timeout);
  afterAll(() => f?.t.close(), timeout);
  const cardSubscription = (price?: Stripe.Price) => f.cardSubscription(price);
  const invoicesOf = (sub: string) => f.invoicesOf(sub);
  const paidWith = (invoice: string) => f.paidWith(invoice);

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

    // https://docs.stripe.com/api/invoices/create_preview: "To ensure that the actual proration is
    // calculated exactly the same as the previewed proration, you should pass the
    // subscription_details.proration_date parameter when doing the actual subscription update."
    for (const [name, to] of [
      ['same period (1 month, higher price)', () => monthlyHigher],
      ['another period (1 month -> 1 year)', () => yearly],
    ] as const) {
      it(`an invoice preview of an upgrade is what the update charges: ${name}`, { timeout }, async () => {
        const { customer, clock, sub } = await cardSubscription();
        const at = (await t.advanceClock(clock.id, clock.frozen_time + 10 * DAY)).frozen_time;
        const items = [{ id: sub.items.data[0]!.id, price: to().id }];
        const preview = await stripe.invoices.createPreview({
          customer: customer.id,
          subscription: sub.id,
          subscription_details: { items, proration_behavior: 'always_invoice', proration_date: at },
        });
        expect(preview.amount_due).toBeGreaterThan(0);
        expect(preview.lines.data.some((l) => l.parent?.subscription_item_details?.proration)).toBe(true);
        expect(await invoicesOf(sub.id)).toHaveLength(1);
        const updated = await stripe.subscriptions.update(sub.id, {
          items,
          proration_behavior: 'always_invoice',
          proration_date: at,
          expand: ['latest_invoice'],
        });
        const invoice = updated.latest_invoice as Stripe.Invoice;
        expect(invoice.amount_due).toBe(preview.amount_due);
        expect(invoice.total).toBe(preview.total);
      });
    }

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

    // https://docs.stripe.com/api/subscriptions/update#update_subscription-off_session ("Defaults to
    // false (on-session)") and https://docs.stripe.com/testing#authentication-and-setup (4000002500003155:
    // "on-session payments with this card always require authentication").
    it(
      'an on-session upgrade with a card that authenticates unless set up leaves the intent requires_action',
      { timeout },
      async () => {
        const { customer, sub } = await cardSubscription();
        const card = await t.attachCard(customer.id, 'authenticationRequiredOnSetup');
        await stripe.subscriptions.update(sub.id, { default_payment_method: card.id });
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
});
