import { describe, expect, it } from 'vitest';
import { DRAFT_HOUR } from '../src/invoice-clock.ts';
import { browserCard, clockedCustomer, DAY, T0, usePrices, useSandbox } from './helpers.ts';

// The sandbox's card control (src/card-controls.ts, not Stripe's API): a card whose charges are
// declined for a passing reason is approved later, and Stripe's own retry then recovers the renewal
// (https://docs.stripe.com/billing/revenue-recovery/smart-retries).

const ctx = useSandbox();
const prices = usePrices(ctx, { monthly: [1000] });
const RENEWAL = Date.UTC(2030, 1, 15, 3, 0, 0) / 1000;

const setCharges = (id: string, outcome: string) =>
  fetch(`${ctx.sandbox.url}/_sandbox/payment_methods/${id}/charges`, {
    method: 'POST',
    body: JSON.stringify({ outcome }),
  });

describe('POST /_sandbox/payment_methods/:id/charges', () => {
  it('a declined renewal is paid by the next retry once the bank approves the card', async () => {
    const { clock, cus } = await clockedCustomer(ctx, T0);
    const card = await browserCard(ctx.sandbox, '4000000000000341');
    await ctx.stripe.paymentMethods.attach(card.id, { customer: cus.id });
    const sub = await ctx.stripe.subscriptions.create({
      customer: cus.id,
      items: [{ price: prices.monthly.id }],
      default_payment_method: card.id,
    });
    // The first invoice was declined too: the subscription is incomplete. Approve and start over.
    expect(sub.status).toBe('incomplete');
    expect((await setCharges(card.id, 'succeed')).status).toBe(200);
    const paying = await ctx.stripe.subscriptions.create({
      customer: cus.id,
      items: [{ price: prices.monthly.id }],
      default_payment_method: card.id,
    });
    expect(paying.status).toBe('active');

    expect((await setCharges(card.id, 'decline')).status).toBe(200);
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: RENEWAL + DRAFT_HOUR + 60 });
    const pastDue = await ctx.stripe.subscriptions.retrieve(paying.id);
    expect(pastDue.status).toBe('past_due');
    const renewal = await ctx.stripe.invoices.retrieve(pastDue.latest_invoice as string);
    expect(renewal).toMatchObject({ status: 'open', attempt_count: 1 });

    await setCharges(card.id, 'succeed');
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, {
      frozen_time: renewal.next_payment_attempt! + 60,
    });
    const recovered = await ctx.stripe.invoices.retrieve(renewal.id);
    expect(recovered).toMatchObject({ status: 'paid', attempt_count: 2, amount_paid: 1000 });
    expect((await ctx.stripe.subscriptions.retrieve(paying.id)).status).toBe('active');
    expect(renewal.next_payment_attempt).toBe(RENEWAL + DRAFT_HOUR + 3 * DAY);
  });

  it('refuses an unknown card and an unknown outcome, changing nothing', async () => {
    expect((await setCharges('pm_nope', 'succeed')).status).toBe(404);
    const card = await browserCard(ctx.sandbox, '4000000000000341');
    expect((await setCharges(card.id, 'maybe')).status).toBe(400);
  });
});
