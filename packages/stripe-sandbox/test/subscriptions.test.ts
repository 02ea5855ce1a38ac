import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { DRAFT_HOUR } from '../src/invoice-clock.ts';
import {
  answer3ds,
  browserCard,
  clockedCustomer,
  createKonbiniSubscription,
  DAY,
  delivered,
  stripeError,
  T0,
  usePrices,
  useSandbox,
} from './helpers.ts';

const ctx = useSandbox({ webhooks: true });
const prices = usePrices(ctx, { monthly: [1000], premium: [3000] });

const clockCustomer = (card?: string) => clockedCustomer(ctx, T0, card, 'sub@example.com', 'Sub');

// Four levels at most (https://docs.stripe.com/expand): the payment intent is retrieved by id.
const EXPAND = ['latest_invoice.confirmation_secret', 'latest_invoice.payments'];

async function firstPi(sub: Stripe.Subscription): Promise<Stripe.PaymentIntent> {
  const inv = sub.latest_invoice as Stripe.Invoice;
  const id = inv.payments?.data[0]?.payment.payment_intent;
  if (typeof id !== 'string') throw new Error(`no payment intent on ${inv.id}`);
  return ctx.stripe.paymentIntents.retrieve(id);
}

describe('subscriptions with a test clock', () => {
  it('4000002500003155: incomplete with a challenge, active after it, renews off-session without one', async () => {
    const { clock, cus } = await clockCustomer('4000002500003155');
    const sub = await ctx.stripe.subscriptions.create({
      customer: cus.id,
      items: [{ price: prices.monthly.id }],
      expand: EXPAND,
    });
    expect(sub.status).toBe('incomplete');
    const inv = sub.latest_invoice as Stripe.Invoice;
    const pi = await firstPi(sub);
    expect(pi.status).toBe('requires_action');
    expect(inv.confirmation_secret?.client_secret).toBe(pi.client_secret);
    expect(sub.items.data[0]?.current_period_start).toBe(T0);
    await answer3ds(ctx.sandbox, pi.id, true);
    const active = await ctx.stripe.subscriptions.retrieve(sub.id);
    expect(active.status).toBe('active');
    expect((await ctx.stripe.invoices.retrieve(inv.id)).status).toBe('paid');

    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: T0 + 32 * 86400 });
    const renewed = await ctx.stripe.subscriptions.retrieve(sub.id, { expand: EXPAND });
    expect(renewed.status).toBe('active');
    expect(renewed.items.data[0]?.current_period_start).toBe(Date.UTC(2030, 1, 15, 3) / 1000);
    const inv2 = renewed.latest_invoice as Stripe.Invoice;
    expect(inv2.id).not.toBe(inv.id);
    expect(inv2.billing_reason).toBe('subscription_cycle');
    expect(inv2.status).toBe('paid');
    expect((await firstPi(renewed)).status).toBe('succeeded');
    await ctx.sandbox.webhooksIdle();
    const types = ctx.hook.received.map((r) => r.event.type);
    for (const t of [
      'customer.subscription.created',
      'customer.subscription.updated',
      'invoice.created',
      'invoice.finalized',
      'invoice.paid',
      'invoice.payment_action_required',
    ]) {
      expect(types).toContain(t);
    }
  });

  it('default_incomplete leaves the first payment to the browser', async () => {
    const { cus } = await clockCustomer();
    const sub = await ctx.stripe.subscriptions.create({
      customer: cus.id,
      items: [{ price: prices.monthly.id }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: EXPAND,
    });
    expect(sub.status).toBe('incomplete');
    expect((await firstPi(sub)).status).toBe('requires_payment_method');
  });

  it('failed renewals are retried, then the subscription is canceled', async () => {
    const { clock, cus, pm } = await clockCustomer('4242424242424242');
    const sub = await ctx.stripe.subscriptions.create({
      customer: cus.id,
      items: [{ price: prices.monthly.id }],
      default_payment_method: pm?.id,
    });
    expect(sub.status).toBe('active');
    const bad = await browserCard(ctx.sandbox, '4000000000000341');
    await ctx.stripe.paymentMethods.attach(bad.id, { customer: cus.id });
    await ctx.stripe.subscriptions.update(sub.id, { default_payment_method: bad.id });
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: T0 + 32 * 86400 });
    expect((await ctx.stripe.subscriptions.retrieve(sub.id)).status).toBe('past_due');
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: T0 + 50 * 86400 });
    const ended = await ctx.stripe.subscriptions.retrieve(sub.id);
    expect(ended.status).toBe('canceled');
    const inv = await ctx.stripe.invoices.retrieve(String(ended.latest_invoice));
    expect(inv.attempt_count).toBe(4);
  });

  it('a renewal is a draft for an hour, then finalized and charged; retries follow the last attempt', async () => {
    const { clock, cus, pm } = await clockCustomer('4242424242424242');
    const sub = await ctx.stripe.subscriptions.create({
      customer: cus.id,
      items: [{ price: prices.monthly.id }],
      default_payment_method: pm?.id,
    });
    const periodEnd = sub.items.data[0]!.current_period_end;
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: periodEnd });
    const draftId = String((await ctx.stripe.subscriptions.retrieve(sub.id)).latest_invoice);
    const draft = await ctx.stripe.invoices.retrieve(draftId);
    expect(draft).toMatchObject({ status: 'draft', attempt_count: 0, hosted_invoice_url: null });
    expect(draft.automatically_finalizes_at).toBe(periodEnd + DRAFT_HOUR);
    expect(await delivered(ctx, 'invoice.created', draftId)).toBe(true);
    expect(await delivered(ctx, 'invoice.finalized', draftId)).toBe(false);

    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: periodEnd + DRAFT_HOUR - 1 });
    expect((await ctx.stripe.invoices.retrieve(draftId)).status).toBe('draft');
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: periodEnd + DRAFT_HOUR });
    const paid = await ctx.stripe.invoices.retrieve(draftId);
    expect(paid).toMatchObject({ status: 'paid', attempt_count: 1, automatically_finalizes_at: null });
    expect(paid.status_transitions.finalized_at).toBe(periodEnd + DRAFT_HOUR);
    expect(await delivered(ctx, 'invoice.finalized', draftId)).toBe(true);

    // A declined renewal: retried 3, 2 and 2 days after each attempt, the first at finalization.
    const bad = await browserCard(ctx.sandbox, '4000000000000341');
    await ctx.stripe.paymentMethods.attach(bad.id, { customer: cus.id });
    await ctx.stripe.subscriptions.update(sub.id, { default_payment_method: bad.id });
    const next = (await ctx.stripe.subscriptions.retrieve(sub.id)).items.data[0]!.current_period_end;
    const attempted = next + DRAFT_HOUR;
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: attempted });
    const failing = String((await ctx.stripe.subscriptions.retrieve(sub.id)).latest_invoice);
    expect(await ctx.stripe.invoices.retrieve(failing)).toMatchObject({
      attempt_count: 1,
      next_payment_attempt: attempted + 3 * DAY,
    });
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: attempted + 5 * DAY });
    expect(await ctx.stripe.invoices.retrieve(failing)).toMatchObject({
      attempt_count: 3,
      next_payment_attempt: attempted + 7 * DAY,
    });
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: attempted + 7 * DAY - 1 });
    expect((await ctx.stripe.subscriptions.retrieve(sub.id)).status).toBe('past_due');
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: attempted + 7 * DAY });
    expect(await ctx.stripe.invoices.retrieve(failing)).toMatchObject({
      attempt_count: 4,
      next_payment_attempt: null,
    });
    expect((await ctx.stripe.subscriptions.retrieve(sub.id)).status).toBe('canceled');
  });

  it('incomplete subscriptions expire after 23 hours', async () => {
    const { clock, cus } = await clockCustomer('4000000000000341');
    const sub = await ctx.stripe.subscriptions.create({
      customer: cus.id,
      items: [{ price: prices.monthly.id }],
    });
    expect(sub.status).toBe('incomplete');
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: T0 + 24 * 3600 });
    expect((await ctx.stripe.subscriptions.retrieve(sub.id)).status).toBe('incomplete_expired');
  });

  // https://docs.stripe.com/api/subscriptions/object#subscription_object-status: "A subscription in
  // this status can only have metadata and default_source updated."
  it('an incomplete subscription takes only metadata and default_source updates', async () => {
    const { cus } = await clockCustomer('4000002500003155');
    const sub = await ctx.stripe.subscriptions.create({
      customer: cus.id,
      items: [{ price: prices.monthly.id }],
    });
    expect(sub.status).toBe('incomplete');
    const other = await browserCard(ctx.sandbox, '4242424242424242');
    await ctx.stripe.paymentMethods.attach(other.id, { customer: cus.id });
    const error = await stripeError(
      ctx.stripe.subscriptions.update(sub.id, { default_payment_method: other.id }),
    );
    expect(error).toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      param: 'default_payment_method',
    });
    expect((await ctx.stripe.subscriptions.retrieve(sub.id)).default_payment_method).toBe(
      sub.default_payment_method,
    );
    const tagged = await ctx.stripe.subscriptions.update(sub.id, { metadata: { note: 'kept' } });
    expect(tagged.metadata.note).toBe('kept');
  });

  it('upgrade with always_invoice charges the prorated difference; cancel_at_period_end ends it', async () => {
    const { clock, cus } = await clockCustomer('4242424242424242');
    const sub = await ctx.stripe.subscriptions.create({
      customer: cus.id,
      items: [{ price: prices.monthly.id }],
    });
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: T0 + 15 * 86400 });
    const up = await ctx.stripe.subscriptions.update(sub.id, {
      items: [{ id: sub.items.data[0]?.id, price: prices.premium.id }],
      proration_behavior: 'always_invoice',
      expand: ['latest_invoice'],
    });
    const inv = up.latest_invoice as Stripe.Invoice;
    expect(inv.billing_reason).toBe('subscription_update');
    expect(inv.amount_due).toBeGreaterThan(900);
    expect(inv.amount_due).toBeLessThan(1100);
    expect(inv.status).toBe('paid');
    expect(up.items.data).toHaveLength(1);
    const c = await ctx.stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    expect(c.cancel_at_period_end).toBe(true);
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: T0 + 40 * 86400 });
    expect((await ctx.stripe.subscriptions.retrieve(sub.id)).status).toBe('canceled');
  });

  it('cancel (DELETE) fires customer.subscription.deleted', async () => {
    const { cus } = await clockCustomer('4242424242424242');
    const sub = await ctx.stripe.subscriptions.create({
      customer: cus.id,
      items: [{ price: prices.monthly.id }],
      metadata: { tier: 'gold' },
    });
    const canceled = await ctx.stripe.subscriptions.cancel(sub.id);
    expect(canceled.status).toBe('canceled');
    expect(canceled.metadata.tier).toBe('gold');
    expect(await delivered(ctx, 'customer.subscription.deleted', sub.id)).toBe(true);
  });

  it('konbini send_invoice: active at once, its draft finalized on request, voucher chosen on the hosted page, renewal a draft for an hour', async () => {
    const { clock, cus } = await clockCustomer();
    const created = await createKonbiniSubscription(ctx.stripe, cus.id, prices.monthly, { expand: EXPAND });
    expect(created.status).toBe('active');
    // "one hour later when it's set to send_invoice" (https://docs.stripe.com/billing/invoices/subscription).
    const draft = created.latest_invoice as Stripe.Invoice;
    expect(draft).toMatchObject({ status: 'draft', hosted_invoice_url: null, number: null });
    expect(draft.automatically_finalizes_at).toBe(draft.created + DRAFT_HOUR);
    const finalized = await ctx.stripe.invoices.finalizeInvoice(draft.id);
    expect(finalized).toMatchObject({ status: 'open', automatically_finalizes_at: null });
    const again = await stripeError(ctx.stripe.invoices.finalizeInvoice(draft.id));
    expect(again).toMatchObject({ statusCode: 400, type: 'StripeInvalidRequestError' });

    const sub = await ctx.stripe.subscriptions.retrieve(created.id, { expand: EXPAND });
    const inv = sub.latest_invoice as Stripe.Invoice;
    expect(inv.hosted_invoice_url).toContain(`/invoices/${inv.id}/hosted`);
    const pi = await firstPi(sub);
    expect(pi.status).toBe('requires_payment_method');
    const chosen = await fetch(`${inv.hosted_invoice_url}/konbini`, {
      method: 'POST',
      body: new URLSearchParams({ name: 'Sub', email: 'sub.fill_never@example.com' }),
      redirect: 'manual',
    });
    expect(chosen.headers.get('location')).toBe(`/vouchers/${pi.id}`);
    await fetch(`${ctx.sandbox.url}/vouchers/${pi.id}/pay`, { method: 'POST', redirect: 'manual' });
    expect((await ctx.stripe.invoices.retrieve(inv.id)).status).toBe('paid');
    const periodEnd = sub.items.data[0]!.current_period_end;
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: periodEnd });
    const renewal = (await ctx.stripe.subscriptions.retrieve(sub.id)).latest_invoice as string;
    expect(await ctx.stripe.invoices.retrieve(renewal)).toMatchObject({
      status: 'draft',
      billing_reason: 'subscription_cycle',
      automatically_finalizes_at: periodEnd + DRAFT_HOUR,
    });
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: periodEnd + DRAFT_HOUR });
    const renewed = await ctx.stripe.subscriptions.retrieve(sub.id, { expand: EXPAND });
    expect((renewed.latest_invoice as Stripe.Invoice).status).toBe('open');
    expect((await firstPi(renewed)).status).toBe('requires_payment_method');
    const mails = (await (
      await fetch(`${ctx.sandbox.url}/_sandbox/inbox.json?email=sub@example.com`)
    ).json()) as { kind: string; links: string[] }[];
    // "Email finalized invoices to customers" is off by default (the product mails its own, README):
    // konbini-invoices.test.ts turns it on and reads Stripe's.
    expect(mails.filter((m) => m.kind === 'konbini_invoice')).toEqual([]);
  });
});
