import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { timeout, useContractFixtures } from './fixtures.ts';
import { againstRealStripe, stripeError } from './target.ts';

// Stripe's documented rules the API was taught with issue 35 (docs/decisions/039): each case cites
// its page. Against the strict sandbox by default; against a real Stripe test account with
// STRIPE_CONTRACT_SECRET_KEY=sk_test_... (packages/stripe-sandbox/README.md "Contract suite").

describe(`Stripe's rules (${againstRealStripe ? 'real Stripe test account' : 'strict sandbox'})`, () => {
  const f = useContractFixtures();

  // https://docs.stripe.com/api/subscriptions/object#subscription_object-status: "A subscription in
  // this status can only have metadata and default_source updated."
  it('an incomplete subscription takes only metadata and default_source', { timeout }, async () => {
    const { customer } = await f.t.clockedCustomer({ email: 'contract@example.com' });
    const card = await f.t.attachCard(customer.id, 'threeDSecureRequired');
    const sub = await f.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: f.monthly.id }],
      default_payment_method: card.id,
      payment_behavior: 'allow_incomplete',
    });
    expect(sub.status).toBe('incomplete');
    const other = await f.t.attachCard(customer.id, 'visa');
    const error = await stripeError(
      f.stripe.subscriptions.update(sub.id, { default_payment_method: other.id }),
    );
    expect(error).toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400 });
    const tagged = await f.stripe.subscriptions.update(sub.id, { metadata: { note: 'kept' } });
    expect(tagged).toMatchObject({ status: 'incomplete', metadata: { note: 'kept' } });
    expect(tagged.default_payment_method).toBe(card.id);
  });

  // invoices.pay `payment_method`: "The PaymentMethod must be the ID of a PaymentMethod belonging to
  // the customer associated with the invoice being paid" (https://docs.stripe.com/api/invoices/pay).
  it("invoices.pay refuses another customer's PaymentMethod", { timeout }, async () => {
    const { customer, sub } = await f.cardSubscription();
    await f.payWith(customer.id, sub.id, 'chargeCustomerFail');
    const held = await f.heldUpgrade(sub);
    const stranger = await f.stripe.customers.create({});
    const card = await f.t.attachCard(stranger.id, 'visa');
    const open = held.latest_invoice as string;
    const error = await stripeError(f.stripe.invoices.pay(open, { payment_method: card.id }));
    expect(error).toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400 });
    expect(await f.stripe.invoices.retrieve(open)).toMatchObject({ status: 'open' });
  });

  // "This time is set to either the trial end time or the current period end, whichever comes first.
  // If these times are greater than 23 hours from the time the update is made, the expired_at time is
  // calculated to 23 hours after the update call was made"
  // (https://docs.stripe.com/billing/subscriptions/pending-updates-reference#expiration).
  it('a pending update expires at the earlier of 23 hours and the period end', { timeout }, async () => {
    const { customer, clock, sub } = await f.cardSubscription();
    await f.payWith(customer.id, sub.id, 'chargeCustomerFail');
    const early = await f.heldUpgrade(sub);
    const now = (await f.stripe.testHelpers.testClocks.retrieve(clock.id)).frozen_time;
    expect(early.pending_update!.expires_at).toBe(now + 23 * 3600);

    const late = await f.cardSubscription();
    await f.payWith(late.customer.id, late.sub.id, 'chargeCustomerFail');
    const periodEnd = late.sub.items.data[0]!.current_period_end;
    await f.t.advanceClock(late.clock.id, periodEnd - 5 * 3600);
    // To a year, so that the difference is above the minimum charge (¥50) this close to the end.
    const held = await f.stripe.subscriptions.update(late.sub.id, {
      items: [{ id: late.sub.items.data[0]!.id, price: f.yearly.id }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
    expect(held.pending_update!.expires_at).toBe(periodEnd);
  });

  // https://docs.stripe.com/billing/customer/balance: "When the amount due on an invoice is less than
  // the minimum chargeable amount the invoice is marked as paid and the amount owed moved to the
  // invoice balance as a debit", and "The invoice balance automatically applies toward the next
  // invoice finalized to a customer". JPY's minimum: ¥50 (https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts).
  it('an invoice under ¥50 is paid uncharged; the next invoice carries it', { timeout }, async () => {
    const { customer, clock, sub } = await f.cardSubscription();
    const periodEnd = sub.items.data[0]!.current_period_end;
    await f.t.advanceClock(clock.id, periodEnd - 12 * 3600);
    const up = await f.stripe.subscriptions.update(sub.id, {
      items: [{ id: sub.items.data[0]!.id, price: f.monthlyHigher.id }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
      expand: ['latest_invoice'],
    });
    const small = up.latest_invoice as Stripe.Invoice;
    expect(small.amount_due).toBeGreaterThan(0);
    expect(small.amount_due).toBeLessThan(50);
    expect(small.status).toBe('paid');
    expect(up.pending_update).toBeNull();
    expect(up.items.data[0]!.price.id).toBe(f.monthlyHigher.id);
    const debited = (await f.stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    expect(debited.balance).toBe(small.amount_due);
    const charged = await f.stripe.paymentIntents.list({ customer: customer.id });
    expect(charged.data.filter((pi) => pi.status === 'succeeded').map((pi) => pi.amount)).toEqual([1000]);

    await f.t.advanceClock(clock.id, periodEnd + 3600);
    const renewal = await f.renewalOf(sub.id);
    expect(renewal).toMatchObject({ starting_balance: small.amount_due, ending_balance: 0 });
    expect(renewal.amount_due).toBe(2000 + small.amount_due);
  });

  // Without billing_mode, subscriptions are flexible from 2025-09-30.clover on
  // (https://docs.stripe.com/changelog/clover/2025-09-30/billing-mode-default-flexible); the SDK pins
  // a later version. The API sends `flexible` explicitly (docs/decisions/039).
  it('creates subscriptions in flexible billing mode unless classic is asked for', { timeout }, async () => {
    const { sub } = await f.cardSubscription();
    expect(sub.billing_mode.type).toBe('flexible');
    const { customer } = await f.t.clockedCustomer({ email: 'contract@example.com' });
    const card = await f.t.attachCard(customer.id, 'visa');
    const classic = await f.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: f.monthly.id }],
      default_payment_method: card.id,
      billing_mode: { type: 'classic' },
    });
    expect(classic.billing_mode.type).toBe('classic');
  });

  // "When an update to a subscription generates a credit proration, these prorations use the original
  // debited amount instead of current subscription values"
  // (https://docs.stripe.com/billing/subscriptions/billing-mode/compare#credit-proration-calculations).
  it('flexible: a second upgrade credits what the first one debited', { timeout }, async () => {
    const { clock, sub } = await f.cardSubscription();
    const { current_period_end: end, id: item } = sub.items.data[0]!;
    const upgrade = async (at: number, price: Stripe.Price) => {
      await f.t.advanceClock(clock.id, at);
      const up = await f.stripe.subscriptions.update(sub.id, {
        items: [{ id: item, price: price.id }],
        proration_behavior: 'always_invoice',
        proration_date: at,
        expand: ['latest_invoice'],
      });
      return (up.latest_invoice as Stripe.Invoice).lines.data;
    };
    const start = sub.items.data[0]!.current_period_start;
    const t1 = start + 86400;
    const t2 = start + 2 * 86400;
    const debited = (await upgrade(t1, f.monthlyHigher)).find((l) => l.amount > 0)!.amount;
    const credits = (await upgrade(t2, f.yearly)).filter((l) => l.amount < 0);
    const total = credits.reduce((sum, l) => sum + l.amount, 0);
    expect(total).toBe(-Math.round((debited * (end - t2)) / (end - t1)));
  });
});
