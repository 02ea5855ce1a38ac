import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { DRAFT_HOUR } from '../src/invoice-clock.ts';
import {
  browserCard,
  clockedCustomer,
  DAY,
  invoiceIntent,
  stripeError,
  T0,
  usePrices,
  useSandbox,
} from './helpers.ts';

// Automatic collection and `auto_advance` (see README "Subscriptions and invoices"): cancelling a
// subscription stops automatic collection of all the customer's finalized invoices
// (https://docs.stripe.com/api/subscriptions/cancel); invoices.update(auto_advance) turns it back on.

const ctx = useSandbox();
const prices = usePrices(ctx, { monthly: [1000] });
const RENEWAL = Date.UTC(2030, 1, 15, 3, 0, 0) / 1000;

/** Two card subscriptions of one customer; the first one's renewal is declined and in retry. */
async function oneRenewalInRetry() {
  const { clock, cus, pm } = await clockedCustomer(ctx, T0, '4242424242424242');
  const create = () =>
    ctx.stripe.subscriptions.create({ customer: cus.id, items: [{ price: prices.monthly.id }] });
  const failing = await create();
  const other = await create();
  const declined = await browserCard(ctx.sandbox, '4000000000000341');
  await ctx.stripe.paymentMethods.attach(declined.id, { customer: cus.id });
  await ctx.stripe.subscriptions.update(failing.id, { default_payment_method: declined.id });
  await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: RENEWAL + 3600 });
  const pastDue = await ctx.stripe.subscriptions.retrieve(failing.id);
  expect(pastDue.status).toBe('past_due');
  const renewal = await ctx.stripe.invoices.retrieve(pastDue.latest_invoice as string);
  expect(renewal).toMatchObject({ status: 'open', attempt_count: 1, auto_advance: true });
  // The first attempt is at the draft's finalization, an hour in; the retry 3 days after it.
  expect(renewal.next_payment_attempt).toBe(RENEWAL + DRAFT_HOUR + 3 * DAY);
  return { clock, cus, pm: pm!, failing, other, renewal };
}

describe('cancelling a subscription stops automatic collection of the customer’s invoices', () => {
  it('the other subscription’s past_due renewal is not retried until auto_advance is turned back on', async () => {
    const { clock, pm, failing, other, renewal } = await oneRenewalInRetry();
    await ctx.stripe.subscriptions.cancel(other.id);
    const stopped = await ctx.stripe.invoices.retrieve(renewal.id);
    expect(stopped).toMatchObject({ auto_advance: false, next_payment_attempt: null, status: 'open' });

    // Past every retry date (3 + 2 + 2 days) and the final action: nothing happens.
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: RENEWAL + 10 * DAY });
    expect((await ctx.stripe.invoices.retrieve(renewal.id)).attempt_count).toBe(1);
    expect((await ctx.stripe.subscriptions.retrieve(failing.id)).status).toBe('past_due');

    // The API turns collection back on: the retry whose date has passed is due at once.
    await ctx.stripe.subscriptions.update(failing.id, { default_payment_method: pm.id });
    const resumed = await ctx.stripe.invoices.update(renewal.id, { auto_advance: true });
    expect(resumed.auto_advance).toBe(true);
    expect(resumed.next_payment_attempt).toBe(RENEWAL + 10 * DAY);
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: RENEWAL + 10 * DAY + 3600 });
    const paid = await ctx.stripe.invoices.retrieve(renewal.id);
    expect(paid).toMatchObject({ status: 'paid', attempt_count: 2 });
    expect((await ctx.stripe.subscriptions.retrieve(failing.id)).status).toBe('active');
  });

  it('without a cancel the renewal is retried on schedule (the control case)', async () => {
    const { clock, renewal } = await oneRenewalInRetry();
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: RENEWAL + 4 * DAY });
    expect((await ctx.stripe.invoices.retrieve(renewal.id)).attempt_count).toBe(2);
  });

  it('a schedule’s cancel (which cancels its subscription) stops collection the same way', async () => {
    const { other, renewal } = await oneRenewalInRetry();
    const schedule = await ctx.stripe.subscriptionSchedules.create({ from_subscription: other.id });
    await ctx.stripe.subscriptionSchedules.cancel(schedule.id);
    expect((await ctx.stripe.invoices.retrieve(renewal.id)).auto_advance).toBe(false);
  });

  it('auto_advance: false stops the retries of one invoice; paid invoices and unmodelled fields are refused', async () => {
    const { clock, renewal } = await oneRenewalInRetry();
    await ctx.stripe.invoices.update(renewal.id, { auto_advance: false });
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: RENEWAL + 4 * DAY });
    expect((await ctx.stripe.invoices.retrieve(renewal.id)).attempt_count).toBe(1);

    const first = (await ctx.stripe.invoices.list({ status: 'paid', customer: renewal.customer as string }))
      .data[0]!;
    const paid = await stripeError(ctx.stripe.invoices.update(first.id, { auto_advance: false }));
    expect(paid).toMatchObject({ statusCode: 400, code: 'invoice_not_editable', param: 'auto_advance' });
    const unmodelled = await stripeError(ctx.stripe.invoices.update(renewal.id, { description: 'x' }));
    expect(unmodelled).toMatchObject({ statusCode: 400, param: 'description' });
  });
});

// Recovering a failed renewal (issue 28): the customer is e-mailed, and paying the open invoice with a
// new card on session either pays it or, when the bank asks for 3-D Secure, fails with
// invoice_payment_intent_requires_action and leaves the PaymentIntent waiting for the customer.
describe('recovering a failed renewal', () => {
  it('e-mails the failed payment with the link to fix it (Revenue recovery > Emails)', async () => {
    const { cus, renewal } = await oneRenewalInRetry();
    const mails = ctx.sandbox.sandbox.state.inbox.filter(
      (m) => m.to === cus.email && m.kind === 'payment_failed',
    );
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails.at(-1)!.links).toEqual([renewal.hosted_invoice_url]);
  });

  it('invoices.pay with a new card pays it at once; the subscription is active again', async () => {
    const { cus, failing, renewal } = await oneRenewalInRetry();
    const card = await browserCard(ctx.sandbox, '5555555555554444');
    await ctx.stripe.paymentMethods.attach(card.id, { customer: cus.id });
    const paid = await ctx.stripe.invoices.pay(renewal.id, { payment_method: card.id, off_session: false });
    expect(paid).toMatchObject({ status: 'paid', amount_paid: 1000 });
    expect((await ctx.stripe.subscriptions.retrieve(failing.id)).status).toBe('active');
    const again = await stripeError(ctx.stripe.invoices.pay(renewal.id, { payment_method: card.id }));
    expect(again.code).toBe('invoice_already_paid');
  });

  it('a card that asks for 3-D Secure: 402 invoice_payment_intent_requires_action, the intent waits', async () => {
    const { cus, renewal } = await oneRenewalInRetry();
    const card = await browserCard(ctx.sandbox, '4000002760003184');
    await ctx.stripe.paymentMethods.attach(card.id, { customer: cus.id });
    const error = await stripeError(
      ctx.stripe.invoices.pay(renewal.id, { payment_method: card.id, off_session: false }),
    );
    expect(error).toMatchObject({ statusCode: 402, code: 'invoice_payment_intent_requires_action' });
    const open = await ctx.stripe.invoices.retrieve(renewal.id, {
      expand: ['payments.data.payment.payment_intent'],
    });
    expect(open.status).toBe('open');
    const intent = open.payments!.data[0]!.payment.payment_intent as Stripe.PaymentIntent;
    expect(intent.status).toBe('requires_action');
  });

  // "The PaymentMethod must be the ID of a PaymentMethod belonging to the customer associated with
  // the invoice being paid" (https://docs.stripe.com/api/invoices/pay).
  it("another customer's card is refused; nothing is attempted", async () => {
    const { renewal } = await oneRenewalInRetry();
    const stranger = await ctx.stripe.customers.create({ email: 'stranger@example.com' });
    const card = await browserCard(ctx.sandbox, '4242424242424242');
    await ctx.stripe.paymentMethods.attach(card.id, { customer: stranger.id });
    const error = await stripeError(
      ctx.stripe.invoices.pay(renewal.id, { payment_method: card.id, off_session: false }),
    );
    expect(error).toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      param: 'payment_method',
    });
    const after = await ctx.stripe.invoices.retrieve(renewal.id);
    expect(after).toMatchObject({ status: 'open', attempt_count: renewal.attempt_count });
  });
});

// "Any payment attempt counts as the first attempt, and subsequently only automatic retries
// increment the attempt count. In other words, manual payment attempts after the first attempt do
// not affect the retry schedule" (https://docs.stripe.com/api/invoices/object#invoice_object-attempt_count).
describe('a manual payment attempt after the first leaves the retry schedule', () => {
  it('invoices.pay declined by another card: the same next retry, the same attempt count', async () => {
    const { clock, cus, failing, renewal } = await oneRenewalInRetry();
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: RENEWAL + DAY });
    const card = await browserCard(ctx.sandbox, '4000000000000341');
    await ctx.stripe.paymentMethods.attach(card.id, { customer: cus.id });
    const error = await stripeError(
      ctx.stripe.invoices.pay(renewal.id, { payment_method: card.id, off_session: false }),
    );
    expect(error.type).toBe('StripeCardError');
    const after = await ctx.stripe.invoices.retrieve(renewal.id);
    expect(after).toMatchObject({ status: 'open', attempt_count: 1 });
    expect(after.next_payment_attempt).toBe(RENEWAL + DRAFT_HOUR + 3 * DAY);
    expect((await ctx.stripe.subscriptions.retrieve(failing.id)).status).toBe('past_due');
  });

  it('a renewal waiting for 3-D Secure, paid with a card that declines: still no retry, not ended', async () => {
    const { clock, cus } = await clockedCustomer(ctx, T0, '4242424242424242');
    const threeds = await browserCard(ctx.sandbox, '4000002760003184');
    await ctx.stripe.paymentMethods.attach(threeds.id, { customer: cus.id });
    const sub = await ctx.stripe.subscriptions.create({
      customer: cus.id,
      items: [{ price: prices.monthly.id }],
    });
    await ctx.stripe.subscriptions.update(sub.id, { default_payment_method: threeds.id });
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: RENEWAL + 2 * 3600 });
    const waiting = await ctx.stripe.subscriptions.retrieve(sub.id);
    const renewal = await ctx.stripe.invoices.retrieve(waiting.latest_invoice as string);
    expect((await invoiceIntent(ctx.stripe, renewal.id)).status).toBe('requires_action');
    expect(renewal).toMatchObject({ status: 'open', attempt_count: 1, next_payment_attempt: null });

    const declining = await browserCard(ctx.sandbox, '4000000000000341');
    await ctx.stripe.paymentMethods.attach(declining.id, { customer: cus.id });
    await ctx.stripe.subscriptions.update(sub.id, { default_payment_method: declining.id });
    const error = await stripeError(
      ctx.stripe.invoices.pay(renewal.id, { payment_method: declining.id, off_session: false }),
    );
    expect(error.type).toBe('StripeCardError');
    const after = await ctx.stripe.invoices.retrieve(renewal.id);
    expect(after).toMatchObject({ status: 'open', attempt_count: 1, next_payment_attempt: null });
    // Not the final action at once: nothing about the schedule changed.
    expect((await ctx.stripe.subscriptions.retrieve(sub.id)).status).toBe('past_due');
  });
});
