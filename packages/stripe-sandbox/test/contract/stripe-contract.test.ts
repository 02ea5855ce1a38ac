import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { DAY, timeout, useContractFixtures } from './fixtures.ts';
import { againstRealStripe, stripeError } from './target.ts';

// Exactly the Stripe behaviours the API relies on (docs/decisions/008 and 009), through the real SDK.
// Against the strict sandbox by default; against a real Stripe test account with
// STRIPE_CONTRACT_SECRET_KEY=sk_test_... (see packages/stripe-sandbox/README.md "Contract suite").
// Billing over time (schedules, automatic collection, konbini) is in billing-contract.test.ts.
if (!againstRealStripe)
  console.info(
    '[stripe contract] real-Stripe mode skipped: STRIPE_CONTRACT_SECRET_KEY is not set (it needs a Stripe test key and network access); running against the strict sandbox.',
  );

describe(`Stripe contract (${againstRealStripe ? 'real Stripe test account' : 'strict sandbox'})`, () => {
  const f = useContractFixtures();

  describe('requests', () => {
    // https://docs.stripe.com/expand: "You can expand recursively ... up to four levels".
    it('refuses an expansion deeper than four levels', { timeout }, async () => {
      const { sub } = await f.cardSubscription();
      const error = await stripeError(
        f.stripe.subscriptions.retrieve(sub.id, {
          expand: ['latest_invoice.payments.data.payment.payment_intent'],
        }),
      );
      expect(error).toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400 });
      expect(error.message).toMatch(/more than 4 levels/);
      // Four levels are fine: what the API asks for.
      const ok = await f.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice.payments'] });
      expect((ok.latest_invoice as Stripe.Invoice).payments?.data).toHaveLength(1);
    });

    // https://docs.stripe.com/error-codes/parameter-unknown
    it('refuses an unknown parameter', { timeout }, async () => {
      const error = await stripeError(
        f.stripe.customers.create({ colour: 'blue' } as Stripe.CustomerCreateParams),
      );
      expect(error).toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'colour' });
    });

    // https://docs.stripe.com/api/idempotent_requests
    it('replays an idempotency key and refuses it with another body', { timeout }, async () => {
      const key = `contract-${crypto.randomUUID()}`;
      const first = await f.stripe.customers.create({ email: 'idem@example.com' }, { idempotencyKey: key });
      const again = await f.stripe.customers.create({ email: 'idem@example.com' }, { idempotencyKey: key });
      expect(again.id).toBe(first.id);
      const error = await stripeError(
        f.stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: key }),
      );
      expect(error.type).toBe('StripeIdempotencyError');
      expect(error.rawType).toBe('idempotency_error');
    });
  });

  describe('payment methods', () => {
    /** ¥500 now, off-session, from `customer` with `card`. */
    const chargeOffSession = (customer: string, card: string) =>
      f.stripe.paymentIntents.create({
        amount: 500,
        currency: 'jpy',
        customer,
        payment_method: card,
        confirm: true,
        off_session: true,
      });

    // https://docs.stripe.com/api/payment_methods/detach: a detached PaymentMethod can't be used again.
    it('refuses a detached payment method', { timeout }, async () => {
      const customer = await f.stripe.customers.create({});
      const card = await f.t.attachCard(customer.id, 'visa');
      await f.stripe.paymentMethods.detach(card.id);
      const error = await stripeError(chargeOffSession(customer.id, card.id));
      expect(error).toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400 });
      const reattach = await stripeError(f.stripe.paymentMethods.attach(card.id, { customer: customer.id }));
      expect(reattach).toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400 });
      const intents = await f.stripe.paymentIntents.list({ customer: customer.id });
      expect(intents.data.filter((i) => i.status === 'succeeded')).toEqual([]);
    });

    it('refuses a payment method of another customer', { timeout }, async () => {
      const owner = await f.stripe.customers.create({});
      const other = await f.stripe.customers.create({});
      const card = await f.t.attachCard(owner.id, 'visa');
      const payment = await stripeError(chargeOffSession(other.id, card.id));
      expect(payment).toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400 });
      const subscription = await stripeError(
        f.stripe.subscriptions.create({
          customer: other.id,
          items: [{ price: f.monthly.id }],
          default_payment_method: card.id,
        }),
      );
      expect(subscription).toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400 });
    });

    // https://docs.stripe.com/api/subscriptions/object#subscription_object-default_payment_method
    it("renews on the subscription's default_payment_method before the customer's", { timeout }, async () => {
      const { customer, clock, card, sub } = await f.cardSubscription();
      const customerDefault = await f.t.attachCard(customer.id, 'mastercard');
      await f.stripe.customers.update(customer.id, {
        invoice_settings: { default_payment_method: customerDefault.id },
      });
      const periodEnd = sub.items.data[0]!.current_period_end;
      await f.t.advanceClock(clock.id, periodEnd + 2 * DAY);
      const renewal = await f.renewalOf(sub.id);
      expect(renewal).toMatchObject({ billing_reason: 'subscription_cycle', status: 'paid' });
      expect(await f.paidWith(renewal.id!)).toBe(card.id);
    });
  });

  describe('subscription changes', () => {
    // https://docs.stripe.com/billing/subscriptions/change-price#billing-periods
    it('an interval change resets the billing cycle anchor and invoices now', { timeout }, async () => {
      const { clock, sub } = await f.cardSubscription();
      const later = (await f.t.advanceClock(clock.id, clock.frozen_time + 10 * DAY)).frozen_time;
      const changed = await f.stripe.subscriptions.update(sub.id, {
        items: [{ id: sub.items.data[0]!.id, price: f.yearly.id }],
        proration_behavior: 'none',
      });
      expect(changed.billing_cycle_anchor).toBeGreaterThanOrEqual(later);
      expect(changed.billing_cycle_anchor).toBeLessThan(later + DAY);
      const invoices = await f.invoicesOf(sub.id);
      expect(invoices).toHaveLength(2);
      expect(invoices[0]).toMatchObject({ billing_reason: 'subscription_update', amount_due: 10000 });
    });

    it(
      'the same interval with proration none invoices nothing and keeps the anchor',
      { timeout },
      async () => {
        const { sub } = await f.cardSubscription();
        const changed = await f.stripe.subscriptions.update(sub.id, {
          items: [{ id: sub.items.data[0]!.id, price: f.monthlyHigher.id }],
          proration_behavior: 'none',
        });
        expect(changed.items.data[0]!.price.id).toBe(f.monthlyHigher.id);
        expect(changed.billing_cycle_anchor).toBe(sub.billing_cycle_anchor);
        expect(await f.invoicesOf(sub.id)).toHaveLength(1);
      },
    );

    // https://docs.stripe.com/api/invoices/create_preview: "To ensure that the actual proration is
    // calculated exactly the same as the previewed proration, you should pass the
    // subscription_details.proration_date parameter when doing the actual subscription update."
    for (const [name, to] of [
      ['same period (1 month, higher price)', () => f.monthlyHigher],
      ['another period (1 month -> 1 year)', () => f.yearly],
    ] as const) {
      it(`an invoice preview of an upgrade is what the update charges: ${name}`, { timeout }, async () => {
        const { customer, clock, sub } = await f.cardSubscription();
        const at = (await f.t.advanceClock(clock.id, clock.frozen_time + 10 * DAY)).frozen_time;
        const items = [{ id: sub.items.data[0]!.id, price: to().id }];
        const preview = await f.stripe.invoices.createPreview({
          customer: customer.id,
          subscription: sub.id,
          subscription_details: { items, proration_behavior: 'always_invoice', proration_date: at },
        });
        expect(preview.amount_due).toBeGreaterThan(0);
        expect(preview.lines.data.some((l) => l.parent?.subscription_item_details?.proration)).toBe(true);
        expect(await f.invoicesOf(sub.id)).toHaveLength(1);
        const updated = await f.stripe.subscriptions.update(sub.id, {
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
      const { customer, card, sub } = await f.cardSubscription();
      await f.payWith(customer.id, sub.id, 'chargeCustomerFail');
      const held = await f.heldUpgrade(sub);
      const invoice = held.latest_invoice as string;
      expect((await f.stripe.invoices.retrieve(invoice)).status).toBe('open');
      await f.stripe.invoices.pay(invoice, { payment_method: card.id });
      const applied = await f.t.eventually(
        () => f.stripe.subscriptions.retrieve(sub.id),
        (s) => s.pending_update === null,
      );
      expect(applied.pending_update).toBeNull();
      expect(applied.items.data[0]!.price.id).toBe(f.monthlyHigher.id);
    });

    // The second card: https://docs.stripe.com/api/subscriptions/update#update_subscription-off_session
    // ("Defaults to false (on-session)") and https://docs.stripe.com/testing#authentication-and-setup
    // (4000002500003155: "on-session payments with this card always require authentication").
    for (const [name, card] of [
      ['a card that needs 3-D Secure', 'threeDSecureRequired'],
      ['a card that authenticates unless set up (on-session)', 'authenticationRequiredOnSetup'],
    ] as const)
      it(`pending_if_incomplete with ${name} leaves the intent requires_action`, { timeout }, async () => {
        const { customer, sub } = await f.cardSubscription();
        await f.payWith(customer.id, sub.id, card);
        const held = await f.heldUpgrade(sub, ['latest_invoice.payments']);
        const payment = (held.latest_invoice as Stripe.Invoice).payments!.data[0]!.payment;
        const intent = await f.stripe.paymentIntents.retrieve(payment.payment_intent as string);
        expect(intent.status).toBe('requires_action');
        expect(intent.client_secret).toContain('_secret_');
      });

    it('error_if_incomplete refuses with a card error and changes nothing', { timeout }, async () => {
      const { customer, sub } = await f.cardSubscription();
      await f.payWith(customer.id, sub.id, 'chargeCustomerFail');
      const error = await stripeError(
        f.stripe.subscriptions.update(sub.id, {
          items: [{ id: sub.items.data[0]!.id, price: f.monthlyHigher.id }],
          proration_behavior: 'always_invoice',
          payment_behavior: 'error_if_incomplete',
        }),
      );
      expect(error).toMatchObject({ type: 'StripeCardError', statusCode: 402, code: 'card_declined' });
      const after = await f.stripe.subscriptions.retrieve(sub.id);
      expect(after.items.data[0]!.price.id).toBe(f.monthly.id);
      expect(after.status).toBe('active');
    });

    // https://docs.stripe.com/billing/subscriptions/subscription-schedules, as schedulePriceChange does it.
    it(
      'a subscription schedule downgrades at the period end and charges nothing now',
      { timeout },
      async () => {
        const { clock, sub, periodEnd } = await f.scheduledDowngrade();
        expect(await f.invoicesOf(sub.id)).toHaveLength(1);
        expect((await f.stripe.subscriptions.retrieve(sub.id)).items.data[0]!.price.id).toBe(
          f.monthlyHigher.id,
        );
        await f.t.advanceClock(clock.id, periodEnd + 2 * DAY);
        const renewal = await f.renewalOf(sub.id);
        expect(renewal).toMatchObject({
          billing_reason: 'subscription_cycle',
          status: 'paid',
          amount_paid: 1000,
        });
        expect((await f.stripe.subscriptions.retrieve(sub.id)).items.data[0]!.price.id).toBe(f.monthly.id);
      },
    );
  });
});
